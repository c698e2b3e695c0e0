import { locationPages } from './locations';
import { faqAnchor, pageAnchors, withAnchor } from './page-anchors';
import { type Section } from './page-types';
import { locationPath, servicePath, staticRoutes } from './routes';
import { servicePages } from './services';
import { toolList } from './tools/tool-catalog';
import { toolPath } from './tools/tool-slugs';

/** A place on the site a taught answer can point at: a page, or a section of one. */
export interface LinkableSection {
  /** Path with an optional #fragment, as the page renders it. */
  href: string;
  /** "Page: Section", as the assistant labels the links it cites. */
  label: string;
  /** The page it belongs to, for grouping the list. */
  page: string;
}

function sectionsOf(
  page: string,
  path: string,
  parts: readonly { id: string; title: string }[],
): LinkableSection[] {
  return [
    { href: path, label: page, page },
    ...parts.map((part) => ({
      href: withAnchor(path, part.id),
      label: `${page}: ${part.title}`,
      page,
    })),
  ];
}

const titled = (sections: readonly Section[]) =>
  sections.map((section) => ({ id: section.id, title: section.title }));

/**
 * Every page and section of the site an answer may link to, from the one content source the
 * pages are rendered from (the anchors the layouts write, each FAQ by its own anchor): the
 * desk offers these to the owner, and the API accepts exactly these.
 */
export function linkableSections(): LinkableSection[] {
  return [
    ...staticRoutes.map((route) => ({ href: route.path, label: route.label, page: route.label })),
    ...servicePages.flatMap((page) =>
      sectionsOf(page.name, servicePath(page.slug), [
        ...titled(page.sections),
        { id: pageAnchors.process, title: page.process.title },
        ...page.faqs.map((faq, n) => ({ id: faqAnchor(n), title: faq.question })),
      ]),
    ),
    ...locationPages.flatMap((page) =>
      sectionsOf(page.name, locationPath(page.slug), [
        { id: pageAnchors.resources, title: page.resources.title },
        ...titled(page.topics),
        { id: pageAnchors.services, title: page.services.title },
        { id: pageAnchors.coverage, title: page.coverage.title },
        ...page.faqs.map((faq, n) => ({ id: faqAnchor(n), title: faq.question })),
      ]),
    ),
    ...toolList.map((tool) => ({ href: toolPath(tool.slug), label: tool.name, page: 'Tools' })),
  ];
}
