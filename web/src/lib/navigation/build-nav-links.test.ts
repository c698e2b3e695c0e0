import {
  featuredServiceSlugs,
  locationPages,
  locationPath,
  publicPaths,
  servicePages,
  servicePath,
  staticRoutes,
} from '@landman/content';
import { buildNavLinks } from './build-nav-links';
import { navLinks } from './nav-links';

describe('navigation links', () => {
  it('lists all 11 services and all 7 locations, in content order', () => {
    expect(navLinks.services.map((link) => link.label)).toEqual(servicePages.map((p) => p.name));
    expect(navLinks.locations.map((link) => link.label)).toEqual(locationPages.map((p) => p.name));
    expect(navLinks.services).toHaveLength(11);
    expect(navLinks.locations).toHaveLength(7);
  });

  it('gives the footer six services and six locations, the mobile menu four locations', () => {
    expect(navLinks.featuredServices.map((link) => link.href)).toEqual(
      featuredServiceSlugs.map(servicePath),
    );
    expect(navLinks.featuredServices).toHaveLength(6);
    expect(navLinks.footerLocations).toEqual(navLinks.locations.slice(0, 6));
    expect(navLinks.mobileLocations).toEqual(navLinks.locations.slice(0, 4));
    expect(navLinks.mobileServices).toEqual(navLinks.services.slice(0, 6));
  });

  it('links only to pages of the route table', () => {
    const all = [...navLinks.services, ...navLinks.locations].map((link) => link.href);
    for (const href of all) expect(publicPaths).toContain(href);
  });

  it('refuses a featured service without a page', () => {
    expect(() =>
      buildNavLinks({
        servicePages: [],
        locationPages: [],
        featuredServiceSlugs: ['lease-checks'],
        servicePath,
        locationPath,
        staticRoutes,
      }),
    ).toThrow(/lease-checks/);
  });

  it('takes About and the two index pages from the route table, under their menu names', () => {
    expect(navLinks.about).toEqual({ label: 'About', href: '/about' });
    expect(navLinks.allServices).toEqual({ label: 'All services', href: '/services' });
    expect(navLinks.allLocations).toEqual({ label: 'All locations', href: '/locations' });
    for (const link of [navLinks.about, navLinks.allServices, navLinks.allLocations])
      expect(publicPaths).toContain(link.href);
  });
});
