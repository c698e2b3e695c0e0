import type { InternalHref } from './page-types';

/** Articles per page of /blog: the featured one and a full grid of 11 on the first page. */
export const blogListPageSize = 12;
export const blogListPageParam = 'page';

/**
 * The page number a `?page=` value names: 1 when absent, 0 (no such page: a 404) for anything
 * but a plain positive number, so `?page=01` or `?page=x` never duplicate a real page.
 */
export function blogListPageNumber(requested: string | null | undefined): number {
  if (requested === null || requested === undefined) return 1;
  return /^[1-9][0-9]{0,5}$/.test(requested) ? Number(requested) : 0;
}

/**
 * The address of a page of the blog list, the one form the server renders, caches and names
 * as canonical: `/blog`, `/blog?category=X`, `/blog?page=2`, `/blog?category=X&page=2`.
 */
export function blogListPath(category: string | undefined, page = 1): InternalHref {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page !== 1) query.set(blogListPageParam, String(page));
  const search = query.toString();
  return search ? `/blog?${search}` : '/blog';
}
