/**
 * How much of the blog one request may read. Every list is a page: without a size it holds the
 * default, and no request gets more than the maximum, however many posts there are.
 */
export const blogPaging = {
  // A page of whole articles (REST returns their text) stays under 100 KB gzipped: the real
  // articles weigh about 6 KB each compressed.
  defaultSize: 12,
  maxSize: 15,
  /** Page numbers of the website's list; far beyond any real blog, bounded so it stays an int. */
  maxPage: 100_000,
  /** Related Articles: the spec shows three. */
  defaultRelated: 3,
  maxRelated: 6,
} as const;

export const pageSizeMessage = `The page size must be a whole number from 1 to ${blogPaging.maxSize}.`;
export const cursorMessage =
  'The cursor is not valid. Use endCursor (GraphQL) or the Link header (REST) of a previous page.';
export const pageNumberMessage = `The page number must be a whole number from 1 to ${blogPaging.maxPage}.`;
export const relatedCountMessage = `Ask for 1 to ${blogPaging.maxRelated} related articles.`;
