import { type IncomingMessage } from 'node:http';
import { type RequestHandler, type Response } from 'express';

/**
 * True when a request did not come from another site's page: its Origin is this server's own
 * (the Origin's host is the Host header) or one of `allowed` (CORS_ORIGINS); without an Origin,
 * when the browser's Sec-Fetch-Site does not say another site made it. A request from no
 * browser at all (a script, curl) carries neither and passes: it has no victim's cookie to ride.
 */
export function isSameOrigin(
  request: IncomingMessage,
  allowed: ReadonlySet<string> = new Set(),
): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) {
    const site = request.headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin' || site === 'none';
  }
  if (allowed.has(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    // "null" (a sandboxed frame, a redirect across sites) or garbage: not ours.
    return false;
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const crossOriginMessage = 'This request can only be sent from this website.';

/**
 * A write that rides the owner's cookie must come from this site's own pages: a cross-site
 * page can post a form or a `text/plain` body without any preflight, and the SameSite cookie
 * should not be the only thing in its way. 403 in the caller's error format.
 */
export function requireSameOrigin(
  reject: (res: Response, message: string) => void,
): RequestHandler {
  return (req, res, next) => {
    if (unsafeMethods.has(req.method) && !isSameOrigin(req)) {
      reject(res.status(403), crossOriginMessage);
      return;
    }
    next();
  };
}
