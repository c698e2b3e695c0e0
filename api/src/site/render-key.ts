import {
  blogListPageNumber,
  blogListPageParam,
  blogListPath,
  contactPath,
  contactSentParam,
  contactSentPath,
  filterableBlogCategory,
} from '@landman/content';

/**
 * The URL a server-rendered page is rendered (and cached) for. Only /blog (`?category=`, a
 * category the site knows, and `?page=`) and /contact (`?sent=1`, the thank-you panel after a
 * form post without JavaScript) read their query; other query strings (tracking parameters,
 * made-up categories and the like) do not change the page, so they neither split the cache nor
 * reach the renderer. A `?page=` that is not a page number becomes page 0, one 404 for all.
 */
export function renderKey(pathname: string, query: URLSearchParams): string {
  if (pathname === '/blog') {
    const category = filterableBlogCategory(query.get('category'));
    return blogListPath(category, blogListPageNumber(query.get(blogListPageParam)));
  }
  if (pathname === contactPath && query.get(contactSentParam) === '1') return contactSentPath;
  return pathname;
}
