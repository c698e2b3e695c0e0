/**
 * `npm run bench:blog` (also run by `npm run bench`): the server with the real blog (17 posts)
 * beside the same server with a generated blog of 5,000 posts (blog-generator.ts), each on a
 * fresh database: cold start, warm restart (nothing changed), the assistant's index being built,
 * `/blog` and `/api/blog`, and a blog change synced while the server runs. While the index is
 * (re)built a probe fetches a static file every 20 ms: its slowest answer, and the server's own
 * longest event-loop stall (perf_hooks.monitorEventLoopDelay), are how long a request waited
 * behind that work. Targets (issue 15): start under 5 s with nothing changed, no wait over 100 ms.
 *
 * `--posts 17,5000` picks the blog sizes; DATABASE_URL selects PostgreSQL (a fresh schema,
 * dropped afterwards), else the embedded database in a temporary DATA_DIR.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type BuiltServer, startBuiltServer } from '../src/testing/built-server';
import { adminQuery, withSearchPath } from '../src/testing/test-databases';
import { addChangeArticle, changeArticle, probeArticle, writeBlog } from './blog-generator';
import { Session } from './chat-load';
import { printTable } from './print-table';

const probePath = '/robots.txt';
/** How long the assistant may take to index a blog (in the background) before the run fails. */
const readyTimeoutMs = 600_000;

interface Figures {
  coldStartMs: number;
  coldStartCpuMs: number;
  restartCpuMs: number;
  coldIndexMs: number;
  coldStall: Stall;
  restartMs: number;
  restartIndexMs: number;
  restartStall: Stall;
  blog: Served;
  apiBlog: Served;
  syncMs: number;
  /** The same kind of question before the change: what a reply costs at this blog size. */
  replyBeforeMs: number;
  firstReplyMs: number;
  firstReplyHasChange: boolean;
  changeSearchableMs: number;
  changeStall: Stall;
}

interface Stall {
  /** Slowest static-file probe answer while the work ran. */
  probeMaxMs: number;
  /** Longest event-loop delay the server measured in the same window. */
  loopMaxMs: number;
}

interface Served {
  gzipBytes: number;
  p50Ms: number;
  maxMs: number;
}

/** One database for the whole size: the restart must find what the first start stored. */
class BenchDatabase {
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landman-blog-bench-'));
  private readonly schema: string | undefined;

  constructor(private readonly databaseUrl: string | undefined) {
    this.schema = databaseUrl ? `landman_blog_bench_${Date.now().toString(36)}` : undefined;
  }

  async create(): Promise<void> {
    if (this.databaseUrl) await adminQuery(this.databaseUrl, `CREATE SCHEMA ${this.schema}`);
  }

  env(): NodeJS.ProcessEnv {
    return {
      DATA_DIR: path.join(this.dataDir, 'data'),
      DATABASE_URL: this.databaseUrl ? withSearchPath(this.databaseUrl, this.schema!) : '',
    };
  }

  async drop(): Promise<void> {
    fs.rmSync(this.dataDir, { recursive: true, force: true });
    if (this.databaseUrl) await adminQuery(this.databaseUrl, `DROP SCHEMA ${this.schema} CASCADE`);
  }
}

async function start(blogDir: string, database: BenchDatabase) {
  const startedAt = performance.now();
  const server = await startBuiltServer({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    ENABLE_BENCH_ROUTES: 'true',
    BLOG_CONTENT_DIR: blogDir,
    // The machine may be busy with other work: timeouts are not what this bench measures.
    DATABASE_CONNECT_TIMEOUT_MS: '10000',
    DATABASE_STATEMENT_TIMEOUT_MS: '30000',
    // The bench asks on purpose fast, from 127.0.0.1.
    CHAT_SESSION_MESSAGES_PER_MINUTE: '10000',
    CHAT_IP_MESSAGES_PER_MINUTE: '100000',
    CHAT_IP_HISTORY_READS_PER_MINUTE: '100000',
    ...database.env(),
  });
  // Warnings and errors only (LOG_LEVEL=warn).
  server.child.stdout?.pipe(process.stdout);
  server.child.stderr?.pipe(process.stderr);
  return { server, startMs: performance.now() - startedAt, startCpuMs: cpuMs(server) };
}

/**
 * CPU time the server process has used (Linux /proc; 0 elsewhere): on a shared, busy machine
 * a steadier measure of the work a start does than the wall clock.
 */
function cpuMs(server: BuiltServer): number {
  try {
    const stat = fs.readFileSync(`/proc/${server.child.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (fields 14 and 15 of the file), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** GET with gzip accepted: the bytes on the wire and the time to the last one. */
function fetchGzip(url: string): Promise<{ bytes: number; ms: number; status: number }> {
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          resolve({ bytes, ms: performance.now() - startedAt, status: res.statusCode ?? 0 }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Fetches `path` one request at a time (bounded in count and time). */
async function served(url: string, requests = 10, budgetMs = 60_000): Promise<Served> {
  const times: number[] = [];
  let gzipBytes = 0;
  const deadline = performance.now() + budgetMs;
  for (let n = 0; n < requests && performance.now() < deadline; n++) {
    const result = await fetchGzip(url);
    if (result.status !== 200) throw new Error(`${url}: HTTP ${result.status}`);
    gzipBytes = result.bytes;
    times.push(result.ms);
  }
  times.sort((a, b) => a - b);
  return { gzipBytes, p50Ms: times[Math.floor(times.length / 2)]!, maxMs: times.at(-1)! };
}

/** Fetches a static file every 20 ms until stopped; reports the slowest answer. */
function startProbe(url: string) {
  let running = true;
  let maxMs = 0;
  const loop = (async () => {
    const deadline = performance.now() + readyTimeoutMs;
    while (running && performance.now() < deadline) {
      const probe = await fetchGzip(`${url}${probePath}`).catch(() => undefined);
      if (probe) maxMs = Math.max(maxMs, probe.ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return maxMs;
  };
}

async function eventLoop(url: string, reset = true): Promise<number> {
  const response = await fetch(`${url}/__bench/event-loop${reset ? '?reset=1' : ''}`);
  return ((await response.json()) as { maxMs: number }).maxMs;
}

/** The links of the assistant's last reply in `session`. */
async function lastReplyLinks(url: string, sessionId: string): Promise<string[]> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query($s: String!) { chatMessages(sessionId: $s) { isUser links { href } } }',
      variables: { s: sessionId },
    }),
  });
  if (!response.ok) throw new Error(`chatMessages: HTTP ${response.status}`);
  const { data } = (await response.json()) as {
    data: { chatMessages: { isUser: boolean; links: { href: string }[] | null }[] };
  };
  const replies = data.chatMessages.filter((m) => !m.isUser);
  return (replies.at(-1)?.links ?? []).map((link) => link.href);
}

/** Asks `question` until the reply links to `slug`: the time that took, and the first reply. */
async function askUntilLinked(url: string, question: string, slug: string) {
  const session = new Session(url);
  await session.ready;
  const startedAt = performance.now();
  try {
    let first: { ms: number; linked: boolean } | undefined;
    while (performance.now() - startedAt < readyTimeoutMs) {
      const ms = await session.ask(question);
      if (ms === undefined) throw new Error(`no reply to "${question}"`);
      const linked = (await lastReplyLinks(url, session.id)).includes(`/blog/${slug}`);
      first ??= { ms, linked };
      if (linked) return { first, untilLinkedMs: performance.now() - startedAt };
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the assistant never linked /blog/${slug} to "${question}"`);
  } finally {
    await session.close();
  }
}

/** Index build after a start: time until the probe article is found, and the stalls meanwhile. */
async function indexAfterStart(server: BuiltServer) {
  return whileProbing(server, async () => {
    const { untilLinkedMs } = await askUntilLinked(
      server.url,
      probeArticle.question,
      probeArticle.slug,
    );
    return untilLinkedMs;
  });
}

/** Runs `work` with the static-file probe going and a fresh event-loop window. */
async function whileProbing<T>(server: BuiltServer, work: () => Promise<T>) {
  const stopProbe = startProbe(server.url);
  try {
    await eventLoop(server.url); // the window starts now
    const result = await work();
    const stall = { probeMaxMs: await stopProbe(), loopMaxMs: await eventLoop(server.url) };
    return { result, stall };
  } finally {
    await stopProbe();
  }
}

async function benchBlog(posts: number, databaseUrl: string | undefined): Promise<Figures> {
  const database = new BenchDatabase(databaseUrl);
  const blogDir = path.join(database.dataDir, 'blog');
  writeBlog(blogDir, posts);
  await database.create();
  let server: BuiltServer | undefined;
  const step = (what: string) => console.log(`${posts} posts: ${what}`);
  try {
    step('cold start');
    const cold = await start(blogDir, database);
    server = cold.server;
    const coldIndex = await indexAfterStart(server);
    step('/blog and /api/blog');
    const blog = await served(`${server.url}/blog`);
    const apiBlog = await served(`${server.url}/api/blog`);

    step('a blog change');
    // What a reply costs at this size, before any change (the index is complete by now).
    const before = await askUntilLinked(server.url, probeArticle.question, probeArticle.slug);

    // A blog change while serving: one new article synced, then a visitor asks about it.
    addChangeArticle(blogDir);
    const url = server.url;
    const { result: change, stall: changeStall } = await whileProbing(server, async () => {
      const syncStart = performance.now();
      const sync = await fetch(`${url}/__bench/blog-sync`, { method: 'POST' });
      if (!sync.ok) throw new Error(`blog sync: HTTP ${sync.status}`);
      const syncMs = performance.now() - syncStart;
      return { syncMs, ...(await askUntilLinked(url, changeArticle.question, changeArticle.slug)) };
    });
    await server.stop();
    server = undefined;

    step('warm restart');
    const warm = await start(blogDir, database);
    server = warm.server;
    const warmIndex = await indexAfterStart(server);
    return {
      coldStartMs: cold.startMs,
      coldStartCpuMs: cold.startCpuMs,
      restartCpuMs: warm.startCpuMs,
      coldIndexMs: coldIndex.result,
      coldStall: coldIndex.stall,
      restartMs: warm.startMs,
      restartIndexMs: warmIndex.result,
      restartStall: warmIndex.stall,
      blog,
      apiBlog,
      syncMs: change.syncMs,
      replyBeforeMs: before.first.ms,
      firstReplyMs: change.first.ms,
      firstReplyHasChange: change.first.linked,
      changeSearchableMs: change.untilLinkedMs,
      changeStall,
    };
  } finally {
    await server?.stop();
    await database.drop();
  }
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const stall = (s: Stall) => `${ms(s.probeMaxMs)} / ${ms(s.loopMaxMs)}`;

function rows(all: Figures[]): string[][] {
  const row = (label: string, show: (f: Figures) => string, target = '') => [
    label,
    ...all.map(show),
    target,
  ];
  return [
    row('cold start (to /healthz)', (f) => ms(f.coldStartMs)),
    row('  server CPU used by then', (f) => ms(f.coldStartCpuMs)),
    row('  then assistant index ready', (f) => ms(f.coldIndexMs)),
    row('  longest wait: probe / event loop', (f) => stall(f.coldStall), '100 ms'),
    row('warm restart, nothing changed', (f) => ms(f.restartMs), '5,000 ms'),
    row('  server CPU used by then', (f) => ms(f.restartCpuMs)),
    row('  then assistant index ready', (f) => ms(f.restartIndexMs)),
    row('  longest wait: probe / event loop', (f) => stall(f.restartStall), '100 ms'),
    row('/blog gzipped', (f) => kb(f.blog.gzipBytes), '100 KB'),
    row('/blog p50 / max (10 requests)', (f) => `${ms(f.blog.p50Ms)} / ${ms(f.blog.maxMs)}`),
    row('/api/blog gzipped', (f) => kb(f.apiBlog.gzipBytes), '100 KB'),
    row(
      '/api/blog p50 / max (10 requests)',
      (f) => `${ms(f.apiBlog.p50Ms)} / ${ms(f.apiBlog.maxMs)}`,
    ),
    row('chat reply, before any change', (f) => ms(f.replyBeforeMs)),
    row('blog change: sync of one new post', (f) => ms(f.syncMs)),
    row(
      '  first chat reply after it',
      (f) => `${ms(f.firstReplyMs)}${f.firstReplyHasChange ? ' (finds it)' : ' (not yet)'}`,
    ),
    row('  new post found by the assistant', (f) => ms(f.changeSearchableMs)),
    row('  longest wait: probe / event loop', (f) => stall(f.changeStall), '100 ms'),
  ];
}

function sizesFromArgs(): number[] {
  const at = process.argv.indexOf('--posts');
  const list = at > 0 ? process.argv[at + 1] : undefined;
  const sizes = (list ?? '17,5000').split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < 2 || size > 20_000)) {
    throw new Error('--posts takes sizes from 2 to 20000, for example --posts 17,5000');
  }
  return sizes;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const sizes = sizesFromArgs();
  console.log(
    `Blog bench: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}, ` +
      `blogs of ${sizes.join(' and ')} posts\n`,
  );
  const all: Figures[] = [];
  for (const size of sizes) all.push(await benchBlog(size, databaseUrl));
  printTable(
    ['', ...sizes.map((size) => `${size.toLocaleString('en-US')} posts`), 'target'],
    rows(all),
  );
  console.log(
    '\nlongest wait = slowest answer of a static file fetched every 20 ms / longest event-loop ' +
      `delay inside the server, while the work above it ran (${probePath}).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
