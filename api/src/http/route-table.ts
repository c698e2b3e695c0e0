import { type Express, type RequestHandler } from 'express';

/**
 * One path Express answers before the website, and what answers it. server.ts mounts the table
 * (mountRouteTable) and the memory lane in front of Express (site/memory-lane.ts) reads the same
 * table (answeredByRoutes) to leave these paths to Express, so the two cannot disagree.
 */
export interface RouteMount {
  /** Answered here, with everything under it: '/api' takes '/api/blog' too. */
  path: `/${string}`;
  /** GET (and HEAD) of exactly `path` only, like `/healthz`; otherwise every method, and below. */
  getOnly?: boolean;
  /** Routers or handlers, in order; a router's own paths are relative to `path`. */
  handlers: readonly RequestHandler[];
}

export function mountRouteTable(app: Express, table: readonly RouteMount[]): void {
  for (const { path, getOnly, handlers } of table) {
    if (getOnly) app.get(path, ...handlers);
    else app.use(path, ...handlers);
  }
}

/**
 * True when a request path (no query string) belongs to one of the table's paths, as Express
 * matches them: without regard to case, the path itself or anything below it. A GET-only path
 * is kept whole too (its other methods get Express's answer, never a page's).
 */
export function answeredByRoutes(table: readonly RouteMount[]): (pathname: string) => boolean {
  if (table.length === 0) return () => false;
  const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // One pattern, built once from the table: the memory lane asks on every request.
  const pattern = new RegExp(`^(?:${table.map((m) => escape(m.path)).join('|')})(?:/|$)`, 'i');
  return (pathname) => pattern.test(pathname);
}
