import request from 'supertest';
import { type RunningServer } from '../server';
import { newSessionId } from '../testing/chat-events';
import { startTestServer } from '../testing/test-server';
import { RateLimitedError, describeWait } from './rate-limited.error';
import { createRateLimiter } from './rate-limiter';

describe('createRateLimiter', () => {
  const limiter = () =>
    createRateLimiter({
      keyPrefix: `test-${Math.random()}`,
      points: 2,
      durationSeconds: 60,
      message: (seconds) => `Wait ${seconds} s.`,
    });

  it('allows `points` actions per key, then throws RateLimitedError with the wait', async () => {
    const limit = limiter();
    await limit.consume('a');
    await limit.consume('a');
    const refused = await limit.consume('a').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    const { retryAfterSeconds, message } = refused as RateLimitedError;
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(message).toBe(`Wait ${retryAfterSeconds} s.`);
    // Another key has its own count.
    await expect(limit.consume('b')).resolves.toBeUndefined();
  });

  it('describes waits in words people read', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(45)).toBe('45 seconds');
    expect(describeWait(3600)).toBe('60 minutes');
    expect(describeWait(61 * 60)).toBe('61 minutes');
  });
});

describe('chat limits over HTTP', () => {
  let server: RunningServer;
  const sendChat = `mutation Send($input: ChatMessageInput!) { sendChatMessage(input: $input) { id } }`;

  beforeAll(async () => {
    server = await startTestServer({
      chat: {
        sessionMessagesPerMinute: 1,
        ipMessagesPerMinute: 100,
        ipHistoryReadsPerMinute: 3,
        replyTimeoutMs: 10_000,
      },
    });
  });
  afterAll(() => server.close());

  it('a chat message over the limit is TOO_MANY_REQUESTS with HTTP 429 on GraphQL', async () => {
    const sessionId = newSessionId();
    const send = () =>
      request(server.url)
        .post('/graphql')
        .send({ query: sendChat, variables: { input: { sessionId, message: 'Hello' } } });
    expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.body.errors[0].message).toMatch(/too many messages/i);
  });

  it('history reads are limited per address, on GraphQL (aliases too) and REST alike', async () => {
    const sessionId = newSessionId();
    const aliases = Array.from(
      { length: 10 },
      (_, i) => `h${i}: chatMessages(sessionId: "${sessionId}") { id }`,
    );
    const flood = await request(server.url)
      .post('/graphql')
      .send({ query: `{ ${aliases.join('\n')} }` });
    expect(flood.status).toBe(429);
    // Three reads were allowed; the fourth alias was refused (and, being non-null, ended it).
    expect(flood.body.data).toBeNull();
    expect(flood.body.errors[0]).toMatchObject({
      path: ['h3'],
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });

    const viaRest = await request(server.url).get(`/api/chat/${sessionId}`);
    expect(viaRest.status).toBe(429);
    expect(viaRest.headers['retry-after']).toEqual(expect.any(String));
    expect(viaRest.body.error).toMatch(/too many chat history requests/i);
  });
});
