/** The fields a post card needs; list and related queries both select at least these. */
export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  publishedAt: string;
  /** The post's own picture; absent or null: the category's illustration. */
  coverImage?: CoverImage | null;
}

/** An uploaded picture as the server serves it (WebP in several widths, no metadata). */
export interface CoverImage {
  src: string;
  srcset: string;
  alt: string;
  width: number;
  height: number;
}
