import { type IncomingHttpHeaders } from 'node:http';
import { isCrawler } from './crawler-user-agent';

/** Why a request is not counted as a person's page view, or undefined when it may be. */
export type NotCounted = 'method' | 'desk' | 'not-a-page' | 'prefetch' | 'do-not-track' | 'crawler';

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The desk and everything that is not a page by its address (the API, files with a type). */
function isPagePath(pathname: string): boolean {
  if (/^\/(?:api|graphql|healthz|__bench)(?:\/|$)/.test(pathname)) return false;
  // Build files and feeds have an extension; pages never do.
  return !/\.[A-Za-z0-9]{1,8}$/.test(pathname);
}

function isDesk(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** A page fetched ahead of a click the person may never make. */
function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const purpose = header(headers, 'sec-purpose');
  const legacyPurpose = header(headers, 'purpose');
  const moz = header(headers, 'x-moz');
  // Most requests carry none of the three: no string built, no pattern run.
  if (purpose === undefined && legacyPurpose === undefined && moz === undefined) return false;
  return (
    /prefetch|prerender|preview/i.test(`${purpose ?? ''} ${legacyPurpose ?? ''}`) ||
    /prefetch/i.test(moz ?? '')
  );
}

/** The person asked not to be tracked: Do Not Track, or Global Privacy Control. */
function asksNotToBeTracked(headers: IncomingHttpHeaders): boolean {
  return header(headers, 'dnt')?.trim() === '1' || header(headers, 'sec-gpc')?.trim() === '1';
}

/** What the request alone says: checked before the page is served, cheapest first. */
export function notCountedRequest(
  method: string | undefined,
  pathname: string,
  headers: IncomingHttpHeaders,
): NotCounted | undefined {
  if (method !== 'GET') return 'method';
  if (isDesk(pathname)) return 'desk';
  if (!isPagePath(pathname)) return 'not-a-page';
  return notCountedVisitor(headers);
}

/** What the headers alone say (a prefetch, Do Not Track / GPC, a crawler), for any request. */
export function notCountedVisitor(headers: IncomingHttpHeaders): NotCounted | undefined {
  if (isPrefetch(headers)) return 'prefetch';
  if (asksNotToBeTracked(headers)) return 'do-not-track';
  if (isCrawler(header(headers, 'user-agent'))) return 'crawler';
  return undefined;
}

/**
 * What the answer says: a page was shown. An HTML 2xx; or a 304 to a navigation (the browser
 * shows its cached copy of the page: a 304 carries no Content-Type). Redirects and errors are
 * not views.
 */
export function isPageShown(
  status: number,
  contentType: string | undefined,
  headers: IncomingHttpHeaders,
): boolean {
  if (status === 304) return header(headers, 'sec-fetch-dest') === 'document';
  return status >= 200 && status < 300 && /^text\/html\b/i.test(contentType ?? '');
}
