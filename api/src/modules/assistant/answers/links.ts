import {
  locationPage,
  locationPath,
  servicePage,
  servicePath,
  type LocationSlug,
  type ServiceSlug,
} from '@landman/content';
import type { ReplyLink } from '../assistant.port';
import { withAnchor } from '../knowledge/page-anchors';

export const serviceLink = (slug: ServiceSlug): ReplyLink => ({
  label: servicePage(slug).name,
  href: servicePath(slug),
});

export const locationLink = (slug: LocationSlug, anchor?: string): ReplyLink => ({
  label: locationPage(slug).name,
  href: withAnchor(locationPath(slug), anchor),
});

/** A link to one section of a service page, found by its kind so a renamed id still resolves. */
export function serviceSectionLink(
  slug: ServiceSlug,
  pick: (section: ReturnType<typeof servicePage>['sections'][number]) => boolean,
): ReplyLink {
  const page = servicePage(slug);
  const section = page.sections.find(pick);
  return section
    ? { label: `${page.name}: ${section.title}`, href: withAnchor(servicePath(slug), section.id) }
    : serviceLink(slug);
}

export const contactLink: ReplyLink = { label: 'Contact', href: '/contact' };
export const aboutLink: ReplyLink = { label: 'About & Credentials', href: '/about' };
export const servicesLink: ReplyLink = { label: 'All Services', href: '/services' };
export const locationsLink: ReplyLink = { label: 'Service Areas', href: '/locations' };
