import { type IncomingMessage } from 'node:http';
import { type Logger } from '../../logger';
import { type DeskCookies } from './desk-cookies';
import { type EndedSessions, type OwnerAuthService, sessionIdOf } from './owner-auth.service';

/** How often an open desk socket refreshes its session (and checks it still exists). */
const defaultRefreshEveryMs = 60_000;

/** Close code for a socket whose desk session ended (signed out, expired). */
export const sessionEndedCloseCode = 4401;
const sessionEndedReason = 'The desk session ended. Sign in again.';

/** A socket whose upgrade carried a desk session. */
interface WatchedSocket {
  sessionId: string;
  /** Known once the session was authenticated. */
  ownerId?: string;
  close(): void;
}

/**
 * While a socket whose upgrade carried a desk session is open, the session stays alive (the
 * owner has the desk open) and counts as present for the handoff e-mail. When a session ends
 * (sign-out, password reset) on any instance, the event bus says so and its sockets here are
 * closed at once, so no desk event reaches them afterwards; the periodic check catches
 * sessions that simply expired.
 */
export class DeskSocketWatch {
  private readonly sockets = new Set<WatchedSocket>();
  private readonly stopFeed: () => void;

  constructor(
    private readonly auth: OwnerAuthService,
    private readonly cookies: DeskCookies,
    private readonly logger: Logger,
    endedSessions: AsyncIterable<EndedSessions>,
    private readonly refreshEveryMs = defaultRefreshEveryMs,
  ) {
    const feed = endedSessions[Symbol.asyncIterator]();
    this.stopFeed = () => void feed.return?.();
    void (async () => {
      for (;;) {
        const next = await feed.next();
        if (next.done) return;
        this.sessionsEnded(next.value);
      }
    })().catch((error: unknown) => logger.error('Desk: the ended-sessions feed failed', error));
  }

  /** graphql-ws's onSocketOpen: returns the stop function for the socket's close. */
  readonly onSocketOpen = (
    request: IncomingMessage,
    closeSocket: (code: number, reason: string) => void,
  ): (() => void) | undefined => {
    const token = this.cookies.sessionToken(request);
    if (!token) return undefined;
    const socket: WatchedSocket = {
      sessionId: sessionIdOf(token),
      close: () => {
        this.sockets.delete(socket);
        closeSocket(sessionEndedCloseCode, sessionEndedReason);
      },
    };
    this.sockets.add(socket);
    // A stale cookie (an expired session) on a public page's socket is left alone.
    let signedIn = this.auth.authenticate(token).then(
      (owner) => {
        socket.ownerId = owner?.id;
        return Boolean(owner);
      },
      () => false,
    );
    const timer = setInterval(() => {
      void (async () => {
        if (!(await signedIn)) return;
        if (await this.auth.authenticate(token)) return this.auth.touch(token);
        signedIn = Promise.resolve(false);
        socket.close();
      })().catch((error: unknown) => this.logger.warn('Desk: could not refresh a session', error));
    }, this.refreshEveryMs);
    timer.unref();
    return () => {
      clearInterval(timer);
      this.sockets.delete(socket);
    };
  };

  /** Stops listening to the bus (shutdown). */
  close(): void {
    this.stopFeed();
  }

  private sessionsEnded(ended: EndedSessions): void {
    for (const socket of [...this.sockets]) {
      const match =
        'sessionId' in ended
          ? socket.sessionId === ended.sessionId
          : socket.ownerId === ended.ownerId;
      if (match) socket.close();
    }
  }
}
