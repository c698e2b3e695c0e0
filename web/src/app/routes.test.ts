import { publicPaths, staticRoutes } from '@landman/content';
import { matchAppRoute } from './match-route';
import { appRoutes, notFoundRoute } from './routes';

describe('route table', () => {
  it('gives every public path of the content tables its own page', () => {
    for (const pathname of publicPaths) {
      const route = matchAppRoute(pathname);
      expect({ pathname, route: route.path }).not.toEqual({ pathname, route: notFoundRoute.path });
    }
  });

  it('has one route per static route, service and location, plus blog posts', () => {
    expect(appRoutes.map((route) => route.path)).toEqual([...publicPaths, '/blog/:slug']);
    expect(staticRoutes.length).toBeGreaterThan(0);
  });

  it('matches blog posts by slug', () => {
    expect(matchAppRoute('/blog/lease-checks-save-operators-millions').path).toBe('/blog/:slug');
  });

  it.each([
    '/services/not-a-service',
    '/locations/dallas-tx',
    '/About',
    '/Services/lease-checks',
    '/blog/a/b',
    '/nowhere',
  ])('sends %s to the not-found page', (pathname) => {
    expect(matchAppRoute(pathname)).toBe(notFoundRoute);
  });
});
