/**
 * `npm run bench:cluster`: what a second instance behind a load balancer changes.
 *
 * On PostgreSQL (DATABASE_URL, a fresh schema dropped afterwards) and Redis (REDIS_URL, default
 * redis://127.0.0.1:6379), starts the built server (api/dist/main.js) as separate processes and
 * puts a round-robin proxy without stickiness in front (round-robin-proxy.ts), then measures,
 * with one instance behind the proxy and then two:
 * - chat send -> reply p50/p99 on the graphql-ws subscriber (the same load as bench:chat; with
 *   two instances a session's socket and its messages land on different instances about half
 *   the time, so the reply crosses Redis);
 * - GET /api/blog requests per second (autocannon).
 * Every loop is bounded: fixed message counts and fixed durations. Prints figures, asserts none.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { adminQuery, withSearchPath } from '../src/testing/test-databases';
import { type BuiltServer, startBuiltServer } from '../src/testing/built-server';
import { type ChatLoad, runChatLoad } from './chat-load';
import { startRoundRobinProxy } from './round-robin-proxy';

const chatLoads: readonly (ChatLoad & { label: string })[] = [
  { label: 'chat, 1 session', sessions: 1, messagesPerSession: 100, thinkMs: [0, 0] },
  { label: 'chat, 50 sessions', sessions: 50, messagesPerSession: 10, thinkMs: [250, 750] },
];
const blogSeconds = 8;
const blogConnections = 20;

async function startInstance(databaseUrl: string, redisUrl: string): Promise<BuiltServer> {
  const instance = await startBuiltServer({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // One client sends on purpose fast, from one address: the limits are not what is measured.
    CHAT_SESSION_MESSAGES_PER_MINUTE: '10000',
    CHAT_IP_MESSAGES_PER_MINUTE: '100000',
    WS_SOCKETS_PER_IP: '1000',
  });
  instance.child.stderr?.pipe(process.stderr);
  return instance;
}

async function blogRequestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({
    url: `${url}/api/blog`,
    connections: blogConnections,
    duration: blogSeconds,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`GET /api/blog: ${failed} failed requests`);
  return result.requests.average;
}

/** Chat figures and blog throughput through a proxy in front of `instances`. */
async function measure(instances: readonly BuiltServer[]) {
  const proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
  try {
    // Warm-up (index build, JIT) on every instance, not measured.
    await runChatLoad({ sessions: 4, messagesPerSession: 10, thinkMs: [0, 0] }, proxy.url);
    const chat = [];
    for (const load of chatLoads)
      chat.push({ label: load.label, ...(await runChatLoad(load, proxy.url)) });
    const blogRps = await blogRequestsPerSecond(proxy.url);
    return { chat, blogRps };
  } finally {
    await proxy.close();
  }
}

async function main(): Promise<void> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    console.error(
      'bench:cluster needs PostgreSQL: set DATABASE_URL (several instances cannot share the ' +
        'embedded database), and REDIS_URL unless Redis is at redis://127.0.0.1:6379.',
    );
    process.exitCode = 1;
    return;
  }
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const schema = `landman_cluster_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE SCHEMA ${schema}`);
  const databaseUrl = withSearchPath(baseUrl, schema);
  const instances: BuiltServer[] = [];
  try {
    instances.push(await startInstance(databaseUrl, redisUrl));
    const one = await measure(instances);
    instances.push(await startInstance(databaseUrl, redisUrl));
    const two = await measure(instances);

    const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
    console.log(
      `\nCluster bench: PostgreSQL + Redis, built-in assistant, round-robin proxy, no stickiness\n`,
    );
    console.log(`${'measure'.padEnd(36)}${'1 instance'.padStart(14)}${'2 instances'.padStart(14)}`);
    for (const [index, load] of chatLoads.entries()) {
      const [a, b] = [one.chat[index]!, two.chat[index]!];
      console.log(
        `${`${load.label}: p50`.padEnd(36)}${ms(a.p50).padStart(14)}${ms(b.p50).padStart(14)}`,
      );
      console.log(
        `${`${load.label}: p99`.padEnd(36)}${ms(a.p99).padStart(14)}${ms(b.p99).padStart(14)}`,
      );
      console.log(
        `${`${load.label}: replies`.padEnd(36)}${String(a.replies).padStart(14)}${String(b.replies).padStart(14)}`,
      );
    }
    const rps = (value: number) => `${value.toFixed(0)} req/s`;
    console.log(
      `${`GET /api/blog (${blogConnections} conn, ${blogSeconds} s)`.padEnd(36)}${rps(one.blogRps).padStart(14)}${rps(two.blogRps).padStart(14)}`,
    );
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await adminQuery(baseUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
