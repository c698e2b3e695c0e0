import WebSocket from 'ws';
import { type RunningServer } from '../server';
import { newSessionId } from '../testing/chat-events';
import { wsClient } from '../testing/graphql-ws-client';
import { startTestServer } from '../testing/test-server';
import { webSocketLimits } from './graphql-ws';

type Opened = { socket: WebSocket; status?: undefined } | { socket?: undefined; status: number };

/** Opens a graphql-ws socket as a browser on `origin` would; resolves with it or the refusal. */
function openSocket(serverUrl: string, headers: Record<string, string> = {}): Promise<Opened> {
  const socket = new WebSocket(
    `${serverUrl.replace(/^http/, 'ws')}/graphql`,
    'graphql-transport-ws',
    {
      headers,
    },
  );
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0 });
      response.resume();
    });
    socket.once('error', reject);
  });
}

const closed = (socket: WebSocket) =>
  new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );

/** The graphql-transport-ws protocol by hand: init, then messages, collected as they come. */
async function initialised(socket: WebSocket) {
  const received: Record<string, unknown>[] = [];
  socket.on('message', (data) => received.push(JSON.parse(data.toString())));
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await until(() => received.some((message) => message.type === 'connection_ack'));
  return received;
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Runs one operation over a fresh graphql-ws client; returns its first result or errors. */
async function runOverWs(serverUrl: string, query: string) {
  const client = wsClient(serverUrl);
  try {
    const result = await client.iterate({ query }).next();
    return result.value as {
      data?: unknown;
      errors?: { message: string; extensions: { code: string } }[];
    };
  } catch (errors) {
    return { errors: errors as { message: string; extensions: { code: string } }[] };
  } finally {
    await client.dispose();
  }
}

const aliased = (count: number, field: string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ');

describe('GraphQL over WebSocket against hostile clients', () => {
  let server: RunningServer;
  const contactCount = async () =>
    Number((await server.database.dataSource.query('SELECT count(*) AS n FROM contacts'))[0].n);

  beforeAll(async () => {
    server = await startTestServer({ corsOrigins: ['http://localhost:5173'] });
  });
  afterAll(() => server.close());

  it('refuses a socket from a foreign Origin with 403 before it opens', async () => {
    for (const origin of [
      'https://attacker.example',
      'null',
      `http://127.0.0.1:${server.port + 1}`,
    ]) {
      expect(await openSocket(server.url, { Origin: origin })).toEqual({ status: 403 });
    }
  });

  it('accepts its own origin, a CORS_ORIGINS entry, and clients that send no Origin', async () => {
    for (const headers of [
      { Origin: server.url },
      { Origin: 'http://localhost:5173' },
      {},
    ] as Record<string, string>[]) {
      const { socket } = await openSocket(server.url, headers);
      expect(socket?.readyState).toBe(WebSocket.OPEN);
      socket?.close();
    }
  });

  it('closes a socket that never sends connection_init (4408)', async () => {
    const { socket } = await openSocket(server.url);
    if (!socket) throw new Error('not opened');
    expect(await closed(socket)).toEqual({
      code: 4408,
      reason: 'Connection initialisation timeout',
    });
  });

  it('caps the operations running at once on one socket', async () => {
    const { socket } = await openSocket(server.url);
    if (!socket) throw new Error('not opened');
    try {
      const received = await initialised(socket);
      const sessionId = newSessionId();
      const total = webSocketLimits.operationsPerSocket + 5;
      for (let id = 1; id <= total; id++) {
        socket.send(
          JSON.stringify({
            id: String(id),
            type: 'subscribe',
            payload: { query: `subscription { chatEvents(sessionId: "${sessionId}") { typing } }` },
          }),
        );
      }
      await until(() => received.filter((message) => message.type === 'error').length === 5);
      const refused = received.filter((message) => message.type === 'error');
      expect(refused.map((message) => Number(message.id))).toEqual([21, 22, 23, 24, 25]);
      expect(refused[0]?.payload).toEqual([
        expect.objectContaining({ extensions: { code: 'TOO_MANY_OPERATIONS' } }),
      ]);
    } finally {
      socket.close();
    }
  });

  it.each([
    [
      '3,000 aliases of blogPosts (over the token limit)',
      `{ ${aliased(3000, 'blogPosts { id }')} }`,
    ],
    ['11 aliases of blogPosts', `{ ${aliased(11, 'blogPosts { content }')} }`],
    ['1,400 aliased chatMessages', `{ ${aliased(1400, 'chatMessages(sessionId: "s") { id }')} }`],
  ])('refuses %s with QUERY_TOO_COMPLEX, as over HTTP', async (_case, query) => {
    const { errors } = await runOverWs(server.url, query);
    expect(errors?.[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('refuses aliased submitContact mutations and stores nothing', async () => {
    const before = await contactCount();
    const input = '{ name: "Lee Ward", email: "lee@example.com", message: "Lease question." }';
    const { errors } = await runOverWs(
      server.url,
      `mutation { ${aliased(2, `submitContact(input: ${input}) { id }`)} }`,
    );
    expect(errors?.[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(await contactCount()).toBe(before);
  });

  it('answers a bad session id on chatEvents with BAD_USER_INPUT', async () => {
    const { errors } = await runOverWs(
      server.url,
      'subscription { chatEvents(sessionId: "session_aaaaaaaaa") { typing } }',
    );
    expect(errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('GraphQL over WebSocket: size of messages and number of sockets', () => {
  const socketsPerIp = 5;
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ bodyLimit: '4kb', wsSocketsPerIp: socketsPerIp });
  });
  afterAll(() => server.close());

  it('closes a socket that sends a message over the body limit (1009)', async () => {
    const { socket } = await openSocket(server.url);
    if (!socket) throw new Error('not opened');
    await initialised(socket);
    const end = closed(socket);
    socket.send(
      JSON.stringify({
        id: '1',
        type: 'subscribe',
        payload: { query: `{ blogPosts { id } } # ${'x'.repeat(5000)}` },
      }),
    );
    expect((await end).code).toBe(1009);
  });

  it('refuses more sockets from one address than the cap with 429, and frees a slot on close', async () => {
    const sockets: WebSocket[] = [];
    try {
      for (let i = 0; i < socketsPerIp; i++) {
        const { socket } = await openSocket(server.url);
        if (socket) sockets.push(socket);
      }
      expect(sockets).toHaveLength(socketsPerIp);
      expect(await openSocket(server.url)).toEqual({ status: 429 });

      const first = sockets.shift();
      const gone = first ? closed(first) : undefined;
      first?.close();
      await gone;
      // The server counts the socket gone once its side has closed too.
      let again = await openSocket(server.url);
      for (let tries = 0; again.status === 429 && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        again = await openSocket(server.url);
      }
      expect(again.socket).toBeDefined();
      if (again.socket) sockets.push(again.socket);
    } finally {
      await Promise.all(
        sockets.map((socket) => {
          const end = closed(socket);
          socket.close();
          return end;
        }),
      );
    }
  });
});

describe('GraphQL over WebSocket with GRAPHQL_PLAYGROUND off', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ graphqlPlayground: false });
  });
  afterAll(() => server.close());

  it('refuses introspection and names no fields in errors', async () => {
    const introspection = await runOverWs(server.url, '{ __schema { types { name } } }');
    expect(introspection.errors?.[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const typo = await runOverWs(server.url, '{ blogPosts { titel } }');
    expect(typo.errors?.[0]?.message).toBe('Cannot query field "titel" on type "BlogPost".');
  });

  it("still runs the site's queries", async () => {
    const { data } = await runOverWs(server.url, '{ blogPosts { slug } }');
    expect((data as { blogPosts: unknown[] }).blogPosts.length).toBeGreaterThan(0);
  });
});
