import { type IncomingMessage } from 'node:http';
import { createMemoryLogger } from '../../logger';
import { type RunningServer } from '../../server';
import { startTestServer } from '../../testing/test-server';
import { inProcessEventBus } from '../../events/app-event-bus';
import { Topic } from '../../events/topics';
import {
  createOwner,
  deleteOwners,
  deskWsClient,
  graphql,
  signIn,
  testPassword,
  uniqueOwnerEmail,
} from '../../testing/desk-client';
import { deskEventsSubscription, untilDeskSubscribed } from '../desk/testing/desk-events';
import { DeskCookies } from './desk-cookies';
import { DeskSocketWatch, sessionEndedCloseCode } from './desk-socket-keepalive';
import { OwnerAuthService } from './owner-auth.service';

jest.setTimeout(30_000);

/** Polls `check` every 20 ms (Jest's timeout bounds the wait). */
async function eventually(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

const cookies = new DeskCookies(false);
const ended = [sessionEndedCloseCode, 'The desk session ended. Sign in again.'];
const settings = { sessionIdleMinutes: 60, sessionMaxHours: 1 };
const upgradeWith = (token: string) =>
  ({ headers: { cookie: `${cookies.names.session}=${token}` } }) as IncomingMessage;

/** An open desk socket keeps its session alive, and is closed once the session ends. */
describe('DeskSocketWatch', () => {
  let server: RunningServer;
  const email = uniqueOwnerEmail('keepalive');

  beforeAll(async () => {
    server = await startTestServer();
    await createOwner(server.database.dataSource, email);
  });
  afterAll(async () => {
    await deleteOwners(server.database.dataSource, [email]);
    await server.close();
  });

  it('refreshes the session while open and closes the socket once it expired', async () => {
    const { dataSource } = server.database;
    const auth = new OwnerAuthService(dataSource, settings);
    const { token, owner } = await auth.signIn(
      { email, password: testPassword },
      { clientIp: undefined },
    );
    await dataSource.query(
      `UPDATE owner_sessions SET last_seen_at = now() - interval '30 minutes' WHERE owner_id = $1`,
      [owner.id],
    );
    const closes: [number, string][] = [];
    const pubSub = inProcessEventBus();
    const watch = new DeskSocketWatch(
      auth,
      cookies,
      createMemoryLogger(),
      pubSub.subscribe(Topic.OwnerSessionsEnded),
      20,
    );
    const stop = watch.onSocketOpen(upgradeWith(token), (code, reason) =>
      closes.push([code, reason]),
    );
    try {
      expect(stop).toBeDefined();
      await eventually(async () => {
        const [row] = await dataSource.query(
          `SELECT last_seen_at > now() - interval '1 minute' AS fresh FROM owner_sessions WHERE owner_id = $1`,
          [owner.id],
        );
        return row.fresh === true;
      });
      expect(closes).toEqual([]);
      await dataSource.query(
        `UPDATE owner_sessions SET expires_at = now() - interval '1 second' WHERE owner_id = $1`,
        [owner.id],
      );
      await eventually(() => closes.length > 0);
      expect(closes[0]).toEqual(ended);
    } finally {
      stop?.();
      watch.close();
    }
  });

  it("closes a socket at once when its session is signed out on another instance, or the owner's password is reset", async () => {
    const { dataSource } = server.database;
    // Two instances' services on one bus; the periodic check is an hour away.
    const pubSub = inProcessEventBus();
    const sessionsEnded = (ended: Parameters<typeof pubSub.publish>[1]) =>
      pubSub.publish(Topic.OwnerSessionsEnded, ended as never);
    const here = new OwnerAuthService(dataSource, settings, { sessionsEnded });
    const there = new OwnerAuthService(dataSource, settings, { sessionsEnded });
    const watch = new DeskSocketWatch(
      here,
      cookies,
      createMemoryLogger(),
      pubSub.subscribe(Topic.OwnerSessionsEnded),
      3_600_000,
    );
    const open = async () => {
      const session = await here.signIn({ email, password: testPassword }, { clientIp: undefined });
      const closes: number[] = [];
      const stop = watch.onSocketOpen(upgradeWith(session.token), (code) => closes.push(code));
      // Until the watch knows the socket's owner (its first check).
      await here.authenticate(session.token);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { session, closes, stop };
    };
    try {
      const first = await open();
      const second = await open();
      await there.signOut(first.session.token);
      await eventually(() => first.closes.length > 0);
      expect(first.closes).toEqual([sessionEndedCloseCode]);
      expect(second.closes).toEqual([]);

      await there.saveOwner({ email, password: testPassword });
      await eventually(() => second.closes.length > 0);
      expect(second.closes).toEqual([sessionEndedCloseCode]);
      first.stop?.();
      second.stop?.();
    } finally {
      watch.close();
    }
  });

  it('ends a signed-out desk subscription at once, long before the periodic check', async () => {
    const cookie = await signIn(server, email);
    const client = deskWsClient(server, cookie);
    const closed = new Promise<number>((resolve) =>
      client.on('closed', (event) => resolve((event as { code: number }).code)),
    );
    try {
      const events = client.iterate({ query: deskEventsSubscription });
      await untilDeskSubscribed(events);
      const startedAt = Date.now();
      expect((await graphql(server, 'mutation { signOut }', {}, cookie)).body.data?.signOut).toBe(
        true,
      );
      expect(await closed).toBe(sessionEndedCloseCode);
      expect(Date.now() - startedAt).toBeLessThan(5_000);
    } finally {
      await client.dispose();
    }
  });

  it('does nothing for a socket without a desk cookie', () => {
    const pubSub = inProcessEventBus();
    const watch = new DeskSocketWatch(
      {} as OwnerAuthService,
      cookies,
      createMemoryLogger(),
      pubSub.subscribe(Topic.OwnerSessionsEnded),
      20,
    );
    expect(watch.onSocketOpen({ headers: {} } as IncomingMessage, () => undefined)).toBeUndefined();
    watch.close();
  });
});
