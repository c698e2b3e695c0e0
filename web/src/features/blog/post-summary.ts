/** The fields a post card needs; list and related queries both select at least these. */
export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  publishedAt: string;
}
