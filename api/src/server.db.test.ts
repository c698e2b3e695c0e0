import net from 'node:net';
import request from 'supertest';
import { PortInUseError } from './server';
import { newSessionId } from './testing/chat-events';
import { untilSubscribed, wsClient } from './testing/graphql-ws-client';
import { healthzWhenUp } from './testing/healthz';
import { startTestServer } from './testing/test-server';

describe('server lifecycle', () => {
  it('refuses a port that is taken with a clear error', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const attempt = startTestServer({ port });
      await expect(attempt).rejects.toBeInstanceOf(PortInUseError);
      await expect(attempt).rejects.toThrow(`Port ${port} on 127.0.0.1 is already in use`);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('shuts down gracefully: subscriptions end, new connections are refused, the database closes', async () => {
    const server = await startTestServer();
    const client = wsClient(server.url);
    const sessionId = newSessionId();
    const events = client.iterate({
      query: 'subscription($s: String!) { chatEvents(sessionId: $s) { typing delta } }',
      variables: { s: sessionId },
    });
    await untilSubscribed(events, server.services.bus, sessionId);
    expect((await healthzWhenUp(server.url)).status).toBe(200);

    await server.close();

    await expect(events.next()).rejects.toMatchObject({ code: 1001 });
    await expect(request(server.url).get('/healthz')).rejects.toThrow(/ECONNREFUSED/);
    expect(server.database.dataSource.isInitialized).toBe(false);
    await client.dispose();
  });

  it('lets a database transaction that is under way finish before closing the database', async () => {
    const server = await startTestServer();
    let release: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => (release = resolve));
    const transaction = server.database.dataSource.transaction(async (db) => {
      await db.query('SELECT 1');
      await holding;
      return db.query('SELECT 2 AS two');
    });
    // The transaction is let go only once close() has reached the database step: from there
    // it must wait for the transaction rather than cut the connection.
    const closeDatabase = server.database.close.bind(server.database);
    let databaseStepReached: () => void = () => undefined;
    const atDatabaseStep = new Promise<void>((resolve) => (databaseStepReached = resolve));
    jest.spyOn(server.database, 'close').mockImplementation(() => {
      databaseStepReached();
      return closeDatabase();
    });
    const closed = server.close();
    await atDatabaseStep;
    release();
    await expect(transaction).resolves.toEqual([{ two: 2 }]);
    await closed;
    expect(server.database.dataSource.isInitialized).toBe(false);
  });
});
