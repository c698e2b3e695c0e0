import { registerEnumType } from 'type-graphql';

/** Where a post stands: only PUBLISHED posts are public (list, page, sitemap, feeds, assistant). */
export enum BlogPostStatus {
  DRAFT = 'draft',
  /** Published by the job worker at `publishedAt`. */
  SCHEDULED = 'scheduled',
  PUBLISHED = 'published',
}

registerEnumType(BlogPostStatus, {
  name: 'BlogPostStatus',
  description: 'DRAFT: only in the desk. SCHEDULED: goes public at publishedAt. PUBLISHED: public.',
});

/** SQL condition for a post the public may see; `alias` is the table's alias in the query. */
export const publicPostCondition = (alias: string) =>
  `${alias}.status = 'published' AND ${alias}.deleted_at IS NULL`;
