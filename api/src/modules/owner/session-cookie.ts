import { type IncomingMessage } from 'node:http';
import { type CookieOptions, type Response } from 'express';

/** The desk's session cookie. */
export const sessionCookieName = 'desk_session';

/**
 * httpOnly (no script reads it), SameSite=Strict (no other site's page sends it, which also
 * stops cross-site requests riding on it), Secure in production, whole site (GraphQL at
 * /graphql, CSV under /api/admin), and expiring with the session's absolute limit.
 */
export function sessionCookieOptions(secure: boolean, expires?: Date): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: '/', ...(expires ? { expires } : {}) };
}

export function setSessionCookie(res: Response, token: string, expires: Date, secure: boolean) {
  res.cookie(sessionCookieName, token, sessionCookieOptions(secure, expires));
}

export function clearSessionCookie(res: Response, secure: boolean) {
  res.clearCookie(sessionCookieName, sessionCookieOptions(secure));
}

/** The session token from a request's Cookie header (HTTP or a WebSocket upgrade). */
export function sessionTokenOf(request: Pick<IncomingMessage, 'headers'>): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at === -1) continue;
    if (part.slice(0, at).trim() !== sessionCookieName) continue;
    const value = part.slice(at + 1).trim();
    return /^[\w-]{20,200}$/.test(value) ? value : undefined;
  }
  return undefined;
}
