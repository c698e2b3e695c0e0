import { type IncomingMessage } from 'node:http';
import { createMemoryLogger } from '../../logger';
import { type RunningServer } from '../../server';
import { startTestServer } from '../../testing/test-server';
import {
  createOwner,
  deleteOwners,
  testPassword,
  uniqueOwnerEmail,
} from '../desk/testing/desk-client';
import { deskSocketKeepAlive, sessionEndedCloseCode } from './desk-socket-keepalive';
import { OwnerAuthService } from './owner-auth.service';
import { sessionCookieName } from './session-cookie';

jest.setTimeout(30_000);

/** Polls `check` every 20 ms (Jest's timeout bounds the wait). */
async function eventually(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** An open desk socket keeps its session alive, and is closed once the session ends. */
describe('deskSocketKeepAlive', () => {
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

  it('refreshes the session while open and closes the socket after sign-out', async () => {
    const { dataSource } = server.database;
    const auth = new OwnerAuthService(dataSource, { sessionIdleMinutes: 60, sessionMaxHours: 1 });
    const { token, owner } = await auth.signIn({ email, password: testPassword }, undefined);
    await dataSource.query(
      `UPDATE owner_sessions SET last_seen_at = now() - interval '30 minutes' WHERE owner_id = $1`,
      [owner.id],
    );
    const closes: [number, string][] = [];
    const upgrade = { headers: { cookie: `${sessionCookieName}=${token}` } } as IncomingMessage;
    const stop = deskSocketKeepAlive(
      auth,
      createMemoryLogger(),
      20,
    )(upgrade, (code, reason) => closes.push([code, reason]));
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
      await auth.signOut(token);
      await eventually(() => closes.length > 0);
      expect(closes[0]).toEqual([sessionEndedCloseCode, 'The desk session ended. Sign in again.']);
    } finally {
      stop?.();
    }
  });

  it('does nothing for a socket without a desk cookie', () => {
    const upgrade = { headers: {} } as IncomingMessage;
    const keepAlive = deskSocketKeepAlive({} as OwnerAuthService, createMemoryLogger(), 20);
    expect(keepAlive(upgrade, () => undefined)).toBeUndefined();
  });
});
