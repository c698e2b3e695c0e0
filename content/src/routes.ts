import type { InternalHref } from './page-types';
import { locationSlugs, serviceSlugs, type LocationSlug, type ServiceSlug } from './slugs';
import { toolPaths } from './tools/tool-slugs';

export const servicePath = (slug: ServiceSlug): InternalHref => `/services/${slug}`;
export const locationPath = (slug: LocationSlug): InternalHref => `/locations/${slug}`;
export const blogPostPath = (slug: string): InternalHref => `/blog/${encodeURIComponent(slug)}`;

/** The contact page; without JavaScript, its form posts to this same address. */
export const contactPath = '/contact' satisfies InternalHref;
/** After such a post the server redirects to `contactSentPath`, which shows the thank-you panel. */
export const contactSentParam = 'sent';
export const contactSentPath = `${contactPath}?${contactSentParam}=1`;
/**
 * Booking a consultation without JavaScript: the API renders this page on every request (open
 * times change by the minute), so it is neither prerendered nor in the sitemap (noindex).
 */
export const bookingFormPath = '/contact/book' satisfies InternalHref;

export type SitemapGroup = 'main' | 'legal';

export interface StaticRoute {
  path: InternalHref;
  label: string;
  group: SitemapGroup;
  /**
   * 'build': the HTML is prerendered when the site is built.
   * 'request': the HTML depends on the database (blog), rendered by the server and cached.
   */
  render: 'build' | 'request';
  /** A shorter name for menus, where the page has one (the sitemap keeps `label`). */
  navLabel?: string;
}

/** Every page that is neither a service nor a location page. Order is the sitemap's order. */
export const staticRoutes: readonly StaticRoute[] = [
  { path: '/', label: 'Home', group: 'main', render: 'build' },
  {
    path: '/services',
    label: 'All Services',
    group: 'main',
    render: 'build',
    navLabel: 'All services',
  },
  {
    path: '/locations',
    label: 'Service Areas',
    group: 'main',
    render: 'build',
    navLabel: 'All locations',
  },
  {
    path: '/about',
    label: 'About & Credentials',
    group: 'main',
    render: 'build',
    navLabel: 'About',
  },
  { path: '/tools', label: 'Owner Tools', group: 'main', render: 'build', navLabel: 'Tools' },
  { path: '/blog', label: 'Blog', group: 'main', render: 'request' },
  { path: '/contact', label: 'Contact', group: 'main', render: 'build' },
  { path: '/privacy', label: 'Privacy Policy', group: 'legal', render: 'build' },
  { path: '/terms', label: 'Terms of Service', group: 'legal', render: 'build' },
  { path: '/sitemap', label: 'Sitemap', group: 'legal', render: 'request' },
];

export const servicePaths = serviceSlugs.map(servicePath);
export const locationPaths = locationSlugs.map(locationPath);

/** Every route whose HTML can be produced at build time. */
export const prerenderPaths: readonly InternalHref[] = [
  ...staticRoutes.filter((r) => r.render === 'build').map((r) => r.path),
  ...servicePaths,
  ...locationPaths,
  ...toolPaths,
];

/** Every fixed public path (blog posts come from the database and are added where needed). */
export const publicPaths: readonly InternalHref[] = [
  ...staticRoutes.map((r) => r.path),
  ...servicePaths,
  ...locationPaths,
  ...toolPaths,
];

/** True when `href` (path part only) is a page of this site; blog posts are checked separately. */
export function isKnownPath(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  return (
    publicPaths.includes(path as InternalHref) ||
    path === bookingFormPath ||
    /^\/blog\/[a-z0-9-]+$/.test(path)
  );
}
