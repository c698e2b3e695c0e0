import { registerEnumType } from 'type-graphql';
import { IsNull } from 'typeorm';

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

/*
 * The one definition of a public post (what the list, the pages, the sitemap, the feeds, the
 * assistant and the newsletter show): published and not in the bin. Three spellings of the same
 * rule, for SQL, for TypeORM's find options and for a post in memory.
 */

/** SQL condition for a post the public may see; `alias` is the table's alias in the query. */
export const publicPostCondition = (alias: string) =>
  `${alias}.status = 'published' AND ${alias}.deleted_at IS NULL`;

/** The same condition as TypeORM find options. */
export const publicPostWhere = { status: BlogPostStatus.PUBLISHED, deletedAt: IsNull() };

/** The same condition for a post in memory. */
export function isPublicPost(post: { status: BlogPostStatus; deletedAt: Date | null }): boolean {
  return post.status === BlogPostStatus.PUBLISHED && !post.deletedAt;
}
