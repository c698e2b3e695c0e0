/**
 * The URL a server-rendered page is rendered (and cached) for. Only /blog reads its query
 * (`?category=`); other query strings (tracking parameters and the like) do not change the
 * page, so they neither split the cache nor reach the renderer.
 */
export function renderKey(pathname: string, query: URLSearchParams): string {
  if (pathname === '/blog') {
    const category = query.get('category')?.trim();
    if (category) return `/blog?${new URLSearchParams({ category }).toString()}`;
  }
  return pathname;
}
