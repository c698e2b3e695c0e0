import type { LocationSlug, ServiceSlug } from '@landman/content';

export type PassageKind =
  | 'overview'
  | 'intro'
  | 'card'
  | 'step'
  | 'table-row'
  | 'story'
  | 'list'
  | 'callout'
  | 'state'
  | 'faq'
  | 'resource'
  | 'local-service'
  | 'coverage'
  | 'legal'
  | 'article'
  /** An owner tool's page: what it works out, found by the questions it answers. */
  | 'tool';

/** One retrievable piece of the site: small enough to quote, with the page (and anchor) it is on. */
export interface Passage {
  id: string;
  kind: PassageKind;
  /** What the passage is about, e.g. "Turnaround Options: Rush". */
  title: string;
  /** The section heading an article's paragraph sits under (none for its summary or lead). */
  heading?: string;
  /** Plain text, quoted or summarised in an answer. */
  text: string;
  /** Site path with an optional #section anchor. */
  href: string;
  /** Link label for the answer, e.g. "Lease Checks: Turnaround Options". */
  label: string;
  /** The page's short name ("Lease Checks", "Midland, TX", a blog title). */
  page: string;
  source: 'service' | 'location' | 'page' | 'blog';
  service?: ServiceSlug;
  location?: LocationSlug;
}
