import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { startBenchServer } from './bench-server';
import { maxToolFieldLength } from '@landman/content';
import { printTable } from './print-table';

/**
 * `npm run bench:abuse`: how long /healthz takes while one hostile client floods the server,
 * beside its idle latency. Each flood runs for a few seconds from this process on loopback,
 * bounded in time and count; a probe asks /healthz every 50 ms meanwhile.
 *
 * Floods: GraphQL aliases (3,000 x `blogPosts { content }` per query, 3 at a time), renders of
 * made-up blog posts (20 at a time), subscriptions (one socket asking for 10,000, then a chat
 * message), pattern bait (a 60 KB phone of spaces), contact posts (20 at a time), and owner
 * tool pages (2 at a time) with a 14,000-digit figure, or with every field at the length limit.
 */
const floodSeconds = 5;

interface Latency {
  count: number;
  p50: number;
  p99: number;
  max: number;
  failed: number;
}

async function probeHealth(url: string, until: () => boolean): Promise<Latency> {
  const times: number[] = [];
  let failed = 0;
  for (let sent = 0; sent < 2_000 && !until(); sent += 1) {
    const started = performance.now();
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(30_000) }).then(
      (response) => response.ok,
      () => false,
    );
    times.push(performance.now() - started);
    if (!ok) failed += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { count: times.length, p50: at(0.5), p99: at(0.99), max: at(1), failed };
}

/** Runs `send` from `parallel` loops until the flood's time is up; counts the answers by status. */
async function flood(
  parallel: number,
  send: () => Promise<number>,
): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  const deadline = Date.now() + floodSeconds * 1_000;
  const loop = async () => {
    for (let sent = 0; sent < 5_000 && Date.now() < deadline; sent += 1) {
      const status = await send().catch(() => 0);
      statuses[status || 'no answer'] = (statuses[status || 'no answer'] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, loop));
  return statuses;
}

const post = (url: string, path: string, body: string, type = 'application/json') =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': type, 'sec-fetch-site': 'same-origin' },
    body,
    signal: AbortSignal.timeout(60_000),
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });

const get = (url: string, path: string) =>
  fetch(`${url}${path}`, { signal: AbortSignal.timeout(60_000) }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });

/** The figure that once held the server for 3 s of CPU; refused now, before any arithmetic. */
const hugeToolPage = `/tools/lease-offers?interest=1&grossAcres=${'7'.repeat(14_000)}&offerARoyalty=3/16&offerATerm=3&offerABonus=500`;
/** The most a tool computes: every figure of three offers as long as a field allows. */
const limitFigure = (first: string) =>
  `0.${first}${'123456789'.repeat(4)}`.slice(0, maxToolFieldLength);
const longestToolPage = `/tools/lease-offers?${new URLSearchParams({
  interest: limitFigure('9'),
  grossAcres: limitFigure('8'),
  ...Object.fromEntries(
    ['A', 'B', 'C'].flatMap((letter, index) => [
      [`offer${letter}Bonus`, limitFigure(String(7 - index))],
      [`offer${letter}Royalty`, limitFigure(String(4 - index))],
      [`offer${letter}Term`, limitFigure(String(3 - index))],
    ]),
  ),
}).toString()}`;

const aliasQuery = `{ ${Array.from({ length: 3_000 }, (_, i) => `a${i}: blogPosts { content }`).join(' ')} }`;
const phoneBait = JSON.stringify({
  name: 'Flood',
  email: 'flood@example.com',
  message: 'x',
  phone: `1${' '.repeat(60_000)}a`,
});

function subscriptionFlood(url: string): Promise<Record<string, number>> {
  const sessionId = `session_${randomBytes(16).toString('hex')}`;
  return new Promise((resolve) => {
    const outcome: Record<string, number> = {};
    const count = (what: string) => (outcome[what] = (outcome[what] ?? 0) + 1);
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    const finish = () => {
      socket.terminate();
      resolve(outcome);
    };
    setTimeout(finish, floodSeconds * 1_000);
    socket.on('error', () => count('socket error'));
    socket.on('close', (code) => count(`closed ${code}`));
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string };
      count(message.type);
      if (message.type !== 'connection_ack') return;
      const query = 'subscription ($s: String!) { chatEvents(sessionId: $s) { typing } }';
      for (let id = 0; id < 10_000; id += 1) {
        socket.send(
          JSON.stringify({
            id: String(id),
            type: 'subscribe',
            payload: { query, variables: { s: sessionId } },
          }),
        );
      }
      void post(
        url,
        '/graphql',
        JSON.stringify({
          query: 'mutation ($i: ChatMessageInput!) { sendChatMessage(input: $i) { id } }',
          variables: { i: { sessionId, message: 'Do you work in Tyler?' } },
        }),
      ).then((status) => count(`chat message HTTP ${status}`));
    });
  });
}

async function main(): Promise<void> {
  const server = await startBenchServer(process.env.DATABASE_URL || undefined);
  const rows: string[][] = [];
  const measure = async (label: string, run: () => Promise<Record<string, number>>) => {
    let done = false;
    const probe = probeHealth(server.url, () => done);
    const answers = await run().finally(() => (done = true));
    const health = await probe;
    rows.push([
      label,
      `${health.p50.toFixed(1)} ms`,
      `${health.p99.toFixed(1)} ms`,
      `${health.max.toFixed(1)} ms`,
      String(health.failed),
      JSON.stringify(answers),
    ]);
  };
  try {
    console.log(`bench:abuse on ${server.database}, ${floodSeconds} s per flood\n`);
    await measure(
      'idle',
      () => new Promise((resolve) => setTimeout(() => resolve({}), floodSeconds * 1_000)),
    );
    await measure('3,000 aliases x3', () =>
      flood(3, () => post(server.url, '/graphql', JSON.stringify({ query: aliasQuery }))),
    );
    await measure('made-up /blog/<slug> x20', () =>
      flood(20, () =>
        fetch(`${server.url}/blog/no-such-post-${randomBytes(6).toString('hex')}`, {
          signal: AbortSignal.timeout(60_000),
        }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    await measure('10,000 subscriptions, 1 socket', () => subscriptionFlood(server.url));
    await measure('60 KB phone bait x4', () =>
      flood(4, () => post(server.url, '/api/contacts', phoneBait)),
    );
    await measure('contact posts x20', () =>
      flood(20, () =>
        post(
          server.url,
          '/api/contacts',
          JSON.stringify({
            name: 'Flood',
            email: `f${randomBytes(4).toString('hex')}@example.com`,
            message: 'x',
          }),
        ),
      ),
    );
    await measure('14,000-digit tool page x2', () => flood(2, () => get(server.url, hugeToolPage)));
    await measure('tool page at the length limit x2', () =>
      flood(2, () => get(server.url, longestToolPage)),
    );
  } finally {
    await server.stop();
  }
  printTable(['flood', '/healthz p50', 'p99', 'max', 'failed', 'flood answers by status'], rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
