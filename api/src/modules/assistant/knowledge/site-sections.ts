import { staticRoutes } from '@landman/content';
import { contentPassages } from './content.passages';
import type { Passage } from './passage';

/** A page, or a section of one, that an answer may link to. */
export interface SiteSection {
  href: string;
  /** The link's label, as the assistant's own links name it ("Lease Checks: Turnaround Options"). */
  label: string;
  /** The passages at this address (a page's or a section's), for an answer that quotes it. */
  passages: readonly Passage[];
}

let sections: ReadonlyMap<string, SiteSection> | undefined;

/**
 * Every address the assistant's knowledge links to: each page of the site's content and each
 * #section of it that holds passages, named as the assistant names them in its links.
 */
function siteSections(): ReadonlyMap<string, SiteSection> {
  if (sections) return sections;
  const byHref = new Map<string, { label: string; passages: Passage[] }>();
  const at = (href: string, label: string) => {
    let entry = byHref.get(href);
    if (!entry) byHref.set(href, (entry = { label, passages: [] }));
    return entry;
  };
  for (const route of staticRoutes) at(route.path, route.label);
  for (const passage of contentPassages()) {
    const [path] = passage.href.split('#');
    const page = at(path!, passage.page);
    if (passage.href !== path) at(passage.href, passage.label).passages.push(passage);
    else page.passages.push(passage);
  }
  sections = new Map([...byHref].map(([href, s]) => [href, { href, ...s }]));
  return sections;
}

/** The page or section at `href` ("/services/lease-checks#turnaround"), if the site has it. */
export function siteSection(href: string): SiteSection | undefined {
  return siteSections().get(href);
}
