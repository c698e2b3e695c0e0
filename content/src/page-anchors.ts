/**
 * Fragment ids of the page parts that have no section id in the content. The web layouts render
 * them and the chat assistant links to them, so both read them from here.
 * Section ids in the content (`sections[].id`, `topics[].id`) are used as they are.
 */
export const pageAnchors = {
  /** Service page: the numbered process. */
  process: 'process',
  /** Service and location pages: the questions and answers block. */
  faqs: 'faqs',
  /** Location page: local records and agencies. */
  resources: 'resources',
  /** Location page: the services grid. */
  services: 'services',
  /** Location page: nearby towns. */
  coverage: 'coverage',
} as const;

/** One question in a page's FAQ block, numbered from 1 in content order. */
export const faqAnchor = (index: number): string => `faq-${index + 1}`;

export const withAnchor = (path: string, anchor?: string): string =>
  anchor ? `${path}#${anchor}` : path;
