import { type IncomingMessage } from 'node:http';
import { type Logger } from '../../logger';
import { type OwnerAuthService } from './owner-auth.service';
import { sessionTokenOf } from './session-cookie';

/** How often an open desk socket refreshes its session (and checks it still exists). */
const defaultRefreshEveryMs = 60_000;

/** Close code for a socket whose desk session ended (signed out, expired). */
export const sessionEndedCloseCode = 4401;

/**
 * While a socket whose upgrade carried a desk session is open, the session stays alive (the
 * owner has the desk open) and counts as present for the handoff e-mail; once the session
 * ended (sign-out, absolute expiry, password reset), the socket is closed, so its
 * subscriptions stop receiving desk events within a minute.
 */
export function deskSocketKeepAlive(
  auth: OwnerAuthService,
  logger: Logger,
  refreshEveryMs = defaultRefreshEveryMs,
) {
  return (request: IncomingMessage, closeSocket: (code: number, reason: string) => void) => {
    const token = sessionTokenOf(request);
    if (!token) return undefined;
    // A stale cookie (an expired session) on a public page's socket is left alone.
    let signedIn = auth.authenticate(token).then(Boolean, () => false);
    const timer = setInterval(() => {
      void (async () => {
        if (!(await signedIn)) return;
        if (await auth.authenticate(token)) return auth.touch(token);
        signedIn = Promise.resolve(false);
        closeSocket(sessionEndedCloseCode, 'The desk session ended. Sign in again.');
      })().catch((error: unknown) => logger.warn('Desk: could not refresh a session', error));
    }, refreshEveryMs);
    timer.unref();
    return () => clearInterval(timer);
  };
}
