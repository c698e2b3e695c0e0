/** Where the blog list page's articles start: a chosen filter lands there, not on the hero. */
export const blogArticlesId = 'articles';

/** The list URL for a category filter (linkable), or the unfiltered list, at its articles. */
export function blogListHref(category: string | undefined): string {
  const query = category ? `?${new URLSearchParams({ category }).toString()}` : '';
  return `/blog${query}#${blogArticlesId}`;
}
