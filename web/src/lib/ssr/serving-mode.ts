import { prerenderPaths } from '@landman/content';
import { matchAppRoute } from '../../app/match-route';
import { notFoundRoute } from '../../app/routes';

/**
 * How the server answers a path: from the HTML written at build time, by rendering it per
 * request (blog, HTML sitemap: they read the database), or with the 404 page.
 */
export type ServingMode = 'prerendered' | 'server-rendered' | 'not-found';

export function servingMode(pathname: string): ServingMode {
  if ((prerenderPaths as readonly string[]).includes(pathname)) return 'prerendered';
  return matchAppRoute(pathname) === notFoundRoute ? 'not-found' : 'server-rendered';
}
