import type { BlogPostStatus } from '../gql/graphql';

interface ListedPost {
  status: BlogPostStatus;
  publishedAt: string;
  updatedAt: string;
  deletedAt?: string | null;
}

/**
 * The time a post is listed by: when it was deleted (bin), last edited (a draft's publication
 * time is only when it was started), or its publication time (published and scheduled).
 */
export function listedTime(post: ListedPost): string {
  if (post.deletedAt) return post.deletedAt;
  if (post.status === 'DRAFT') return post.updatedAt;
  return post.publishedAt;
}

/** Newest first, as an author looks for the post they last worked on. */
export function newestFirst<T extends ListedPost>(posts: readonly T[]): T[] {
  return [...posts].sort(
    (a, b) => new Date(listedTime(b)).getTime() - new Date(listedTime(a)).getTime(),
  );
}

/** The listed time with its year (posts span years) and what it means for this post. */
export function listedDate(post: ListedPost): string {
  const when = new Date(listedTime(post)).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  if (post.deletedAt) return `Deleted ${when}`;
  if (post.status === 'DRAFT') return `Edited ${when}`;
  if (post.status === 'SCHEDULED') return `Publishes ${when}`;
  return `Published ${when}`;
}
