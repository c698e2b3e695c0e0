import { type IncomingMessage } from 'node:http';
import { type CookieOptions, type Response } from 'express';

/**
 * The desk's cookies: the session, and the device cookie of a browser that signed in before
 * (sign-in-limiter.ts). Over HTTPS (production) their names carry the `__Host-` prefix: a
 * browser then keeps them only when set with Secure, Path=/ and no Domain, so neither a sibling
 * subdomain nor a plain-http page can plant or overwrite them (session fixation). Browsers drop
 * `__Host-` cookies set over plain http, so development and the tests use the bare names.
 */
export function deskCookieNames(secure: boolean) {
  const prefix = secure ? '__Host-' : '';
  return { session: `${prefix}desk_session`, device: `${prefix}desk_device` };
}

/**
 * httpOnly (no script reads them), SameSite=Strict (no other site's page sends them, which also
 * stops cross-site requests riding on them), Secure in production, the whole site (GraphQL at
 * /graphql, CSV under /api/admin), no Domain, and expiring with what they stand for.
 */
function cookieOptions(secure: boolean, expires?: Date): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: '/', ...(expires ? { expires } : {}) };
}

export class DeskCookies {
  readonly names: { session: string; device: string };

  constructor(readonly secure: boolean) {
    this.names = deskCookieNames(secure);
  }

  setSession(res: Response, token: string, expires: Date): void {
    res.cookie(this.names.session, token, cookieOptions(this.secure, expires));
  }

  clearSession(res: Response): void {
    res.clearCookie(this.names.session, cookieOptions(this.secure));
  }

  /** The device cookie outlives sign-out: it says this browser got in before. */
  setDevice(res: Response, value: string, expires: Date): void {
    res.cookie(this.names.device, value, cookieOptions(this.secure, expires));
  }

  /** The session token from a request's Cookie header (HTTP or a WebSocket upgrade). */
  sessionToken(request: Pick<IncomingMessage, 'headers'>): string | undefined {
    const value = cookieValue(request, this.names.session);
    return value && /^[\w-]{20,200}$/.test(value) ? value : undefined;
  }

  /** The device cookie's value, unchecked (DeviceTrust verifies its signature). */
  device(request: Pick<IncomingMessage, 'headers'>): string | undefined {
    const value = cookieValue(request, this.names.device);
    return value && /^[\w.-]{20,300}$/.test(value) ? value : undefined;
  }
}

function cookieValue(request: Pick<IncomingMessage, 'headers'>, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at === -1) continue;
    if (part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
