import type {
  InternalHref,
  LocationPage,
  LocationSlug,
  ServicePage,
  ServiceSlug,
  StaticRoute,
  ToolSlug,
} from '@landman/content';

export interface NavLink {
  label: string;
  href: InternalHref;
}

export interface NavLinks {
  /** All 11 services, for the Services dropdown. */
  services: readonly NavLink[];
  /** All 7 locations, for the Locations dropdown. */
  locations: readonly NavLink[];
  /** The six featured services (the home page's): footer. */
  featuredServices: readonly NavLink[];
  /** The first six services of the dropdown: mobile menu (the spec's "first 6 services"). */
  mobileServices: readonly NavLink[];
  /** The first six locations: footer. */
  footerLocations: readonly NavLink[];
  /** The first four locations: mobile menu. */
  mobileLocations: readonly NavLink[];
  /** The index pages that end the Services and Locations menus ("All services"). */
  allServices: NavLink;
  allLocations: NavLink;
  /** The credentials page: header, footer and mobile menu. */
  about: NavLink;
  /** The owner tools' index page: header, footer and mobile menu. */
  tools: NavLink;
  /** Every tool, for the footer's Tools column. */
  toolLinks: readonly NavLink[];
}

/** The parts of the content package the navigation reads (no React, no copy beyond names). */
export interface NavContent {
  servicePages: readonly Pick<ServicePage, 'slug' | 'name'>[];
  locationPages: readonly Pick<LocationPage, 'slug' | 'name'>[];
  featuredServiceSlugs: readonly ServiceSlug[];
  servicePath: (slug: ServiceSlug) => InternalHref;
  locationPath: (slug: LocationSlug) => InternalHref;
  staticRoutes: readonly Pick<StaticRoute, 'path' | 'label' | 'navLabel'>[];
  /** The owner tools, in menu order (none when absent). */
  tools?: readonly { slug: ToolSlug; name: string }[];
  toolPath?: (slug: ToolSlug) => InternalHref;
}

/** A page of the route table, under its menu name; throws if the table lost it. */
function routeLink(routes: NavContent['staticRoutes'], path: InternalHref): NavLink {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`The route table has no ${path}`);
  return { label: route.navLabel ?? route.label, href: route.path };
}

/**
 * Menu and footer links, derived from the content tables. Kept as a pure function so the
 * build can evaluate it once and ship only the names, not every page's copy.
 */
export function buildNavLinks(content: NavContent): NavLinks {
  const services = content.servicePages.map((page) => ({
    label: page.name,
    href: content.servicePath(page.slug),
  }));
  const locations = content.locationPages.map((page) => ({
    label: page.name,
    href: content.locationPath(page.slug),
  }));
  const featuredServices = content.featuredServiceSlugs.map((slug) => {
    const link = services.find((s) => s.href === content.servicePath(slug));
    if (!link) throw new Error(`Featured service ${slug} has no page`);
    return link;
  });
  return {
    services,
    locations,
    featuredServices,
    mobileServices: services.slice(0, 6),
    footerLocations: locations.slice(0, 6),
    mobileLocations: locations.slice(0, 4),
    allServices: routeLink(content.staticRoutes, '/services'),
    allLocations: routeLink(content.staticRoutes, '/locations'),
    about: routeLink(content.staticRoutes, '/about'),
    tools: routeLink(content.staticRoutes, '/tools'),
    toolLinks: (content.tools ?? []).map((tool) => ({
      label: tool.name,
      href: content.toolPath ? content.toolPath(tool.slug) : `/tools/${tool.slug}`,
    })),
  };
}
