/** The list URL for a category filter (linkable), or the unfiltered list. */
export function blogListHref(category: string | undefined): string {
  return category ? `/blog?${new URLSearchParams({ category }).toString()}` : '/blog';
}
