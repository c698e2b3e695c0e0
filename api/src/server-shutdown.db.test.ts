import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { type RunningServer } from './server';
import { newSessionId } from './testing/chat-events';
import { readChatEvents, untilSubscribed, wsClient } from './testing/graphql-ws-client';
import { startTestServer } from './testing/test-server';

/** Collects everything the server sends on a raw socket until it closes the connection. */
function readUntilClosed(socket: net.Socket): Promise<string> {
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  return new Promise((resolve, reject) => {
    socket.once('close', () => resolve(text));
    socket.once('error', reject);
  });
}

const connect = (server: RunningServer) =>
  new Promise<net.Socket>((resolve) => {
    const socket = net.connect(server.port, '127.0.0.1', () => resolve(socket));
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown', () => {
  it('answers a request in flight in full, with Connection: close, and closes idle keep-alive sockets', async () => {
    const server = await startTestServer();
    const body = JSON.stringify({
      query:
        'mutation { submitContact(input: { name: "Lee Ward", email: "lee@example.com", message: "Lease question." }) { id name } }',
    });
    const count = async () =>
      Number((await server.database.dataSource.query('SELECT count(*) AS n FROM contacts'))[0].n);
    const before = await count();

    // An idle keep-alive connection: one request answered, the socket left open.
    const idle = await connect(server);
    const idleText = readUntilClosed(idle);
    idle.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    // A request in flight: headers and half the body sent, the rest after close() begins.
    const busy = await connect(server);
    const busyText = readUntilClosed(busy);
    busy.write(
      'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    busy.write(body.slice(0, 40));
    await pause(200);

    const closing = server.close();
    await pause(50);
    busy.write(body.slice(40));

    const idleResponse = await idleText;
    expect(idleResponse).toMatch(/^HTTP\/1\.1 200/);
    const response = await busyText;
    expect(response).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(response).toMatch(/\r\nConnection: close\r\n/i);
    expect(response).toContain('"submitContact":{"id":');
    await closing;
    // Stored exactly once, and the client was told so.
    const reopened = await startTestServer();
    try {
      expect(
        Number(
          (await reopened.database.dataSource.query('SELECT count(*) AS n FROM contacts'))[0].n,
        ),
      ).toBe(before + 1);
    } finally {
      await reopened.close();
    }
  });

  it('cuts off a WebSocket client that never answers the close frame, so shutdown completes', async () => {
    const server = await startTestServer();
    // A WebSocket handshake by hand; afterwards this client reads nothing and answers nothing.
    const silent = await connect(server);
    const text = readUntilClosed(silent);
    silent.write(
      'GET /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n' +
        'Sec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n',
    );
    await pause(200);
    // Without the cut-off, ws waits 30 s for the close frame: longer than this test may run.
    await server.close();
    expect(await text).toMatch(/^HTTP\/1\.1 101 /);
  });

  it('delivers a chat reply in progress at shutdown before the WebSocket closes', async () => {
    const llm = new HeldCompletionsServer();
    const llmUrl = await llm.start();
    const server = await startTestServer({
      assistantLlm: { url: llmUrl, model: 'test-model', apiKey: undefined, timeoutMs: 20_000 },
    });
    const client = wsClient(server.url);
    const sessionId = newSessionId();
    const events = client.iterate({
      query: `subscription($sessionId: String!) {
        chatEvents(sessionId: $sessionId) { typing delta error message { isUser message } }
      }`,
      variables: { sessionId },
    });
    try {
      await untilSubscribed(events, server.services.bus, sessionId);
      const sent = await fetch(`${server.url}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId, message: 'What does a title opinion cover?' }),
      });
      expect(sent.status).toBe(201);
      await llm.requested;

      // The reply is waiting on the model when the server is told to stop.
      const closing = server.close();
      await pause(50);
      llm.release(
        'A title opinion states who owns the minerals and what defects stand in the way.',
      );

      const seen = await readChatEvents(events, (event) => event.typing === false);
      const reply = seen.find(
        (event) => (event.message as { isUser?: boolean } | null)?.isUser === false,
      );
      expect(reply).toBeDefined();
      expect(seen.some((event) => event.error)).toBe(false);
      // Then the socket closes (1001, going away), and the subscription with it.
      await expect(events.next()).rejects.toMatchObject({ code: 1001 });
      await closing;
    } finally {
      await client.dispose();
      await server.close();
      await llm.close();
    }
  });
});

/** An OpenAI-compatible stand-in that holds its answer until the test releases it. */
class HeldCompletionsServer {
  private releaseWith: ((text: string) => void) | undefined;
  private readonly answer = new Promise<string>((resolve) => (this.releaseWith = resolve));
  private markRequested: (() => void) | undefined;
  readonly requested = new Promise<void>((resolve) => (this.markRequested = resolve));
  private readonly server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      this.markRequested?.();
      void this.answer.then((text) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: text } }] }));
      });
    });
  });

  release(text: string): void {
    this.releaseWith?.(text);
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
