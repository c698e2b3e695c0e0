import { filterableBlogCategory } from '@landman/content';

/**
 * The URL a server-rendered page is rendered (and cached) for. Only /blog reads its query
 * (`?category=`, a category the site knows); other query strings (tracking parameters, made-up
 * categories and the like) do not change the page, so they neither split the cache nor reach
 * the renderer.
 */
export function renderKey(pathname: string, query: URLSearchParams): string {
  if (pathname === '/blog') {
    const category = filterableBlogCategory(query.get('category'));
    if (category) return `/blog?${new URLSearchParams({ category }).toString()}`;
  }
  return pathname;
}
