import request from 'supertest';
import { liveUpdatesInterruptedMessage } from '../modules/chat/chat-bus-outage';
import { type RunningServer } from '../server';
import { newSessionId } from '../testing/chat-events';
import { startOwnRedis, testRedisPrefix } from '../testing/cluster';
import { freePort } from '../testing/free-port';
import { readChatEvents, untilSubscribed, wsClient } from '../testing/graphql-ws-client';
import { startTestServer } from '../testing/test-server';

const chatEventsSubscription = `
  subscription Watch($sessionId: String!) {
    chatEvents(sessionId: $sessionId) { typing delta error message { id isUser } }
  }`;

const until = (condition: () => boolean, timeoutMs: number) =>
  untilAsync(async () => condition(), timeoutMs);

async function untilAsync(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Redis going away mid-chat: the visitor is told at once (an error event, not silence), and
 * when Redis is back the same server and the same subscription carry the chat again, with no
 * restart. Runs its own redis-server, since the machine's must never be stopped by a test.
 */
describe('chat through Redis when Redis goes away and comes back', () => {
  let redisPort: number;
  let redis: Awaited<ReturnType<typeof startOwnRedis>> | undefined;
  let server: RunningServer;

  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startOwnRedis(redisPort);
    server = await startTestServer({
      redisUrl: `redis://127.0.0.1:${redisPort}`,
      redisPrefix: testRedisPrefix(),
    });
  });
  afterAll(async () => {
    await server?.close();
    await redis?.stop();
  });

  it('sends a clear error event during the outage and recovers without a restart', async () => {
    const client = wsClient(server.url);
    const sessionId = newSessionId();
    const events = client.iterate({ query: chatEventsSubscription, variables: { sessionId } });
    const send = (message: string) =>
      request(server.url).post('/api/chat').send({ sessionId, message });
    const storedCount = async () =>
      ((await request(server.url).get(`/api/chat/${sessionId}`)).body as unknown[]).length;
    try {
      await untilSubscribed(events, server.services.bus, sessionId);
      expect((await send('Do you work in Ward County?')).status).toBe(201);
      await readChatEvents(events, (event) => event.typing === false);

      // Redis dies while the visitor is chatting.
      await redis!.stop();
      const outage = await readChatEvents(events, (event) => typeof event.error === 'string');
      expect(outage.at(-1)?.error).toBe(liveUpdatesInterruptedMessage);
      // The message is still stored (the database is fine); its reply cannot be pushed live.
      expect((await send('And in Loving County?')).status).toBe(201);
      await untilAsync(async () => (await storedCount()) === 4, 10_000);

      // Redis returns on the same address: the server reconnects and resubscribes by itself.
      redis = await startOwnRedis(redisPort);
      await until(() => server.services.events.connected, 10_000);
      await untilSubscribed(events, server.services.bus, sessionId);
      expect((await send('What about Winkler County?')).status).toBe(201);
      const after = (await readChatEvents(events, (event) => event.typing === false)).filter(
        (event) => event.message,
      );
      expect(after.map((event) => (event.message as { isUser: boolean }).isUser)).toEqual([
        true,
        false,
      ]);

      // Nothing was lost from the record: three questions, three replies.
      expect(await storedCount()).toBe(6);
    } finally {
      await events.return?.();
      await client.dispose();
    }
  });
});
