import { type IncomingMessage } from 'node:http';
import { type Response } from 'express';
import { type DeskCookies } from './desk-cookies';
import { type Owner } from './owner.entity';
import { type OwnerAuthService, type StartedSession } from './owner-auth.service';

/**
 * The desk session of one GraphQL operation (HTTP request or WebSocket subscription), read
 * from the cookie on first use only: public operations never touch the sessions table.
 */
export interface OwnerRequestAuth {
  /** The cookie's token, if any. */
  readonly token: string | undefined;
  /** The browser's device cookie, if any (unchecked: the sign-in verifies it). */
  readonly device?: string;
  /** The signed-in owner, or undefined. */
  owner(): Promise<Owner | undefined>;
  /** HTTP only: sets the session cookie, and the device cookie (undefined over WebSocket). */
  startSession?(session: StartedSession): void;
  /** HTTP only: clears the session cookie (the device cookie stays: this browser got in). */
  endSession?(): void;
}

declare module '../../kernel/request-context' {
  interface RequestContext {
    /** The owner's desk session behind the request's cookie; absent for server-side renders. */
    ownerAuth?: OwnerRequestAuth;
  }
}

function lazyOwner(auth: OwnerAuthService, token: string | undefined) {
  let owner: Promise<Owner | undefined> | undefined;
  return () => (owner ??= auth.authenticate(token));
}

export function httpOwnerAuth(
  auth: OwnerAuthService,
  request: IncomingMessage,
  res: Response,
  cookies: DeskCookies,
): OwnerRequestAuth {
  const token = cookies.sessionToken(request);
  return {
    token,
    device: cookies.device(request),
    owner: lazyOwner(auth, token),
    startSession: (session) => {
      cookies.setSession(res, session.token, session.expiresAt);
      if (session.device) cookies.setDevice(res, session.device.value, session.device.expiresAt);
    },
    endSession: () => cookies.clearSession(res),
  };
}

/** A subscription's session comes from the WebSocket upgrade request's cookie. */
export function upgradeOwnerAuth(
  auth: OwnerAuthService,
  request: IncomingMessage,
  cookies: DeskCookies,
): OwnerRequestAuth {
  const token = cookies.sessionToken(request);
  return { token, owner: lazyOwner(auth, token) };
}
