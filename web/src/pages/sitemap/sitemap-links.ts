import {
  locationPath,
  locationSlugs,
  servicePath,
  serviceSlugs,
  staticRoutes,
  toolList,
  toolPath,
} from '@landman/content';
import { cardData } from '../../components/sections/card-data';
import type { SitemapLink } from './link-group';

/** The link groups the sitemap builds from the same tables as the menus and sitemap.xml. */
export const sitemapLinks = {
  main: staticRoutes
    .filter((r) => r.group === 'main')
    .map((r) => ({ label: r.label, href: r.path })),
  services: serviceSlugs.map((slug) => ({
    label: cardData.services[slug].name,
    href: servicePath(slug),
  })),
  locations: locationSlugs.map((slug) => ({
    label: cardData.locations[slug].name,
    href: locationPath(slug),
  })),
  tools: toolList.map((tool) => ({ label: tool.name, href: toolPath(tool.slug) })),
  legal: staticRoutes
    .filter((r) => r.group === 'legal')
    .map((r) => ({ label: r.label, href: r.path })),
  /** Shortcuts to the things visitors most often come for, deep-linked to the right section. */
  quick: [
    { label: 'Request a Free Consultation', href: '/contact' },
    { label: 'Lease Check Turnaround Options', href: '/services/lease-checks#turnaround-options' },
    { label: 'Free Revenue Search', href: '/services/suspense-minerals#free-revenue-search' },
    { label: 'Lithium vs. Oil & Gas Leases', href: '/services/lithium-leasing#lithium-vs-oil-gas' },
    { label: 'About & Credentials', href: '/about' },
  ],
} satisfies Record<string, readonly SitemapLink[]>;
