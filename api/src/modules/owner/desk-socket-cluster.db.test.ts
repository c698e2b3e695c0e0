import { type RunningServer } from '../../server';
import {
  freshSchema,
  describeOnCluster,
  testRedisPrefix,
  testRedisUrl,
} from '../../testing/cluster';
import { startTestServer } from '../../testing/test-server';
import {
  createOwner,
  deskWsClient,
  graphql,
  signIn,
  uniqueOwnerEmail,
} from '../../testing/desk-client';
import { deskEventsSubscription, untilDeskSubscribed } from '../desk/testing/desk-events';
import { sessionEndedCloseCode } from './desk-socket-keepalive';

jest.setTimeout(60_000);

/** Two instances on one database and one Redis, no sticky sessions. */
describeOnCluster(
  'desk sockets across instances (skipped on the embedded database: needs DATABASE_URL)',
  () => {
    let schema: Awaited<ReturnType<typeof freshSchema>>;
    const servers: RunningServer[] = [];
    const start = async (redisPrefix: string) => {
      const server = await startTestServer({
        databaseUrl: schema.url,
        redisUrl: testRedisUrl,
        redisPrefix,
      });
      servers.push(server);
      return server;
    };

    beforeAll(async () => {
      schema = await freshSchema();
    });
    afterAll(async () => {
      await Promise.all(servers.splice(0).map((server) => server.close()));
      await schema.drop();
    });

    it("a sign-out through A closes the session's desk socket on B at once", async () => {
      const prefix = testRedisPrefix();
      const a = await start(prefix);
      const b = await start(prefix);
      const email = uniqueOwnerEmail('cluster');
      await createOwner(a.database.dataSource, email);
      const cookie = await signIn(a, email);
      const client = deskWsClient(b, cookie);
      const closed = new Promise<number>((resolve) =>
        client.on('closed', (event) => resolve((event as { code: number }).code)),
      );
      try {
        const events = client.iterate({ query: deskEventsSubscription });
        // Published on A, received on B: B's subscription and Redis are in place.
        await untilDeskSubscribed(events, a.services.bus);
        const startedAt = Date.now();
        expect((await graphql(a, 'mutation { signOut }', {}, cookie)).body.data?.signOut).toBe(
          true,
        );
        expect(await closed).toBe(sessionEndedCloseCode);
        // B's own check of the session is a minute away.
        expect(Date.now() - startedAt).toBeLessThan(10_000);
      } finally {
        await client.dispose();
      }
    });
  },
);
