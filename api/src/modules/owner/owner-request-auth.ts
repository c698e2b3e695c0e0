import { type IncomingMessage } from 'node:http';
import { type Response } from 'express';
import { type Owner } from './owner.entity';
import { type OwnerAuthService, type StartedSession } from './owner-auth.service';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './session-cookie';

/**
 * The desk session of one GraphQL operation (HTTP request or WebSocket subscription), read
 * from the cookie on first use only: public operations never touch the sessions table.
 */
export interface OwnerRequestAuth {
  /** The cookie's token, if any. */
  readonly token: string | undefined;
  /** The signed-in owner, or undefined. */
  owner(): Promise<Owner | undefined>;
  /** HTTP only: sets the session cookie (undefined over WebSocket, which cannot set one). */
  startSession?(session: StartedSession): void;
  /** HTTP only: clears the session cookie. */
  endSession?(): void;
}

function lazyOwner(auth: OwnerAuthService, token: string | undefined) {
  let owner: Promise<Owner | undefined> | undefined;
  return () => (owner ??= auth.authenticate(token));
}

export function httpOwnerAuth(
  auth: OwnerAuthService,
  request: IncomingMessage,
  res: Response,
  secureCookie: boolean,
): OwnerRequestAuth {
  const token = sessionTokenOf(request);
  return {
    token,
    owner: lazyOwner(auth, token),
    startSession: (session) =>
      setSessionCookie(res, session.token, session.expiresAt, secureCookie),
    endSession: () => clearSessionCookie(res, secureCookie),
  };
}

/** A subscription's session comes from the WebSocket upgrade request's cookie. */
export function upgradeOwnerAuth(
  auth: OwnerAuthService,
  request: IncomingMessage,
): OwnerRequestAuth {
  const token = sessionTokenOf(request);
  return { token, owner: lazyOwner(auth, token) };
}
