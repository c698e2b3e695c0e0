import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { toolPaths } from '@landman/content';
import { type BenchServer, startBenchServer } from './bench-server';
import { printTable } from './print-table';

/**
 * `npm run bench:insights`: what recording page views costs the pages. Two built servers on
 * 127.0.0.1, one with INSIGHTS_RECORD=true and one with false, are sent the same page views at a
 * fixed rate (open loop: a request leaves on schedule whether or not the last one came back, so
 * a stall shows in the times instead of slowing the sender), in rounds that take turns (each
 * side first every other round); each
 * request's time from send to last byte is measured here, and each server's CPU over the run
 * is read from its /__bench/cpu-usage. The median round per side is reported, with the added
 * percentage. Target: less than 5% added serving time at 1,000 page views a second. The views
 * are real ones as the recorder sees them (browsers' user agents, many addresses through one
 * trusted proxy, referrers and campaigns), and the recording server must have written them all.
 * Embedded database by default; PostgreSQL with DATABASE_URL (a schema of its own, dropped).
 */
const { values: options } = parseArgs({
  options: {
    rate: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '5' },
  },
});
const rate = Number(options.rate);
const seconds = Number(options.seconds);
const rounds = Number(options.rounds);
const warmSeconds = 2;
/** Sockets kept open per server: enough that a request never waits for one at this rate. */
const sockets = 64;
/** A request not answered in this long counts as failed (and fails the bench). */
const requestTimeoutMs = 10_000;
const targetPercent = 5;

const userAgents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:132.0) Gecko/20100101 Firefox/132.0',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
];
const referrers = [undefined, 'https://www.google.com/', 'https://www.bing.com/search?q=landman'];
const campaigns = ['', '', '', '?utm_source=newsletter&utm_medium=email&utm_campaign=fall'];

interface PageRequest {
  path: string;
  headers: Record<string, string>;
}

/** The n-th page view of the run: pages, visitors, referrers and campaigns in turn. */
function pageRequest(pages: readonly string[], n: number): PageRequest {
  const headers: Record<string, string> = {
    'user-agent': userAgents[n % userAgents.length]!,
    accept: 'text/html,application/xhtml+xml',
    'accept-encoding': 'gzip, deflate, br, zstd',
    'sec-fetch-dest': 'document',
    // About 2,000 visitors, behind the one proxy the servers trust (TRUST_PROXY_HOPS=1).
    'x-forwarded-for': `198.51.${(n >> 8) & 7}.${n & 255}`,
  };
  const referrer = referrers[n % referrers.length];
  if (referrer) headers.referer = referrer;
  return { path: `${pages[n % pages.length]!}${campaigns[n % campaigns.length]!}`, headers };
}

interface Run {
  sent: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers per second over the run. */
  throughput: number;
  cpuMicrosPerView: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

function get(agent: http.Agent, base: URL, request: PageRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: request.path,
        headers: request.headers,
        timeout: requestTimeoutMs,
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('error', reject);
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${request.path}: ${res.statusCode}`));
          else resolve(Number(process.hrtime.bigint() - started) / 1e6);
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${request.path}: no answer`)));
    req.on('error', reject);
  });
}

async function cpuMicros(server: BenchServer): Promise<number> {
  const usage = (await (await fetch(`${server.url}/__bench/cpu-usage`)).json()) as NodeJS.CpuUsage;
  return usage.user + usage.system;
}

/** `rate` page views a second for `duration` seconds, sent on schedule (bounded: count and time). */
async function load(
  server: BenchServer,
  pages: readonly string[],
  duration: number,
  first: number,
): Promise<Run> {
  const base = new URL(server.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const total = Math.round(rate * duration);
  const times: number[] = [];
  let failed = 0;
  const cpuBefore = await cpuMicros(server);
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      get(agent, base, pageRequest(pages, first + n)).then(
        (ms) => void times.push(ms),
        () => void (failed += 1),
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  const cpu = (await cpuMicros(server)) - cpuBefore;
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    sent: total,
    failed,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    throughput: times.length / elapsed,
    cpuMicrosPerView: cpu / total,
  };
}

interface Recorded {
  written: number;
  dropped: number;
  pending: number;
}

async function recorded(server: BenchServer): Promise<Recorded> {
  return (await (await fetch(`${server.url}/__bench/insights`)).json()) as Recorded;
}

/** Until the recording server has written what it buffered (so no write spills into a run). */
async function settle(server: BenchServer): Promise<Recorded> {
  const until = Date.now() + 30_000;
  for (;;) {
    const state = await recorded(server);
    if (state.pending === 0 || Date.now() > until) return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The machine's 1-minute load average: what else competed for the cores. */
const loadAverage = () => os.loadavg()[0]!.toFixed(1);

/** The median of one figure over the rounds (the machine is shared: single runs are noisy). */
function median(runs: Run[], of: (run: Run) => number): number {
  const sorted = runs.map(of).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The pages of the site a visitor reads: home, a service, the blog, a post, a tool, contact. */
async function sitePages(base: string): Promise<string[]> {
  const blog = await fetch(`${base}/blog`).then((response) => response.text());
  const posts = [...blog.matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].map((match) => match[1]!);
  if (posts.length === 0) throw new Error('No post linked from /blog: is web/dist built?');
  return ['/', '/services', '/blog', ...new Set(posts.slice(0, 3)), toolPaths[0]!, '/contact'];
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const env = { LOG_LEVEL: 'error', TRUST_PROXY_HOPS: '1' };
  const on = await startBenchServer(databaseUrl, { ...env, INSIGHTS_RECORD: 'true' });
  let off: BenchServer | undefined;
  const runs: { on: Run[]; off: Run[] } = { on: [], off: [] };
  let written: Recorded;
  let sent = 0;
  try {
    off = await startBenchServer(databaseUrl, { ...env, INSIGHTS_RECORD: 'false' });
    const pages = await sitePages(on.url);
    console.log(
      `Insights bench: ${on.database}, ${rate} page views/s, ${rounds} rounds of ${seconds} s ` +
        `per side taking turns (after ${warmSeconds} s of warm-up each), ${pages.length} pages; ` +
        `load average ${loadAverage()} on ${os.availableParallelism()} cores\n`,
    );
    const before = await settle(on);
    for (const [name, server] of [
      ['on', on],
      ['off', off],
    ] as const) {
      const warm = await load(server, pages, warmSeconds, 0);
      if (name === 'on') sent += warm.sent;
      await settle(on);
    }
    for (let round = 0; round < rounds; round += 1) {
      const first = (round + 1) * rate * seconds;
      // Each side goes first every other round: a drift in the machine's load favours neither.
      const order = round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
      for (const side of order) {
        const run = await load(side === 'on' ? on : off!, pages, seconds, first);
        if (side === 'on') sent += run.sent;
        runs[side].push(run);
        await settle(on);
      }
    }
    const after = await settle(on);
    written = {
      written: after.written - before.written,
      dropped: after.dropped - before.dropped,
      pending: after.pending,
    };
  } finally {
    await off?.stop();
    await on.stop();
  }

  const failed = [...runs.on, ...runs.off].reduce((sum, run) => sum + run.failed, 0);
  const metrics: [name: string, of: (run: Run) => number, unit: string, digits: number][] = [
    ['serving time p50', (run) => run.p50Ms, 'ms', 2],
    ['serving time p99', (run) => run.p99Ms, 'ms', 2],
    ['throughput', (run) => run.throughput, 'views/s', 0],
    ['server CPU per view', (run) => run.cpuMicrosPerView, 'µs', 0],
  ];
  const added: Record<string, number> = {};
  printTable(
    ['', 'recording on', 'recording off', 'added'],
    metrics.map(([name, of, unit, digits]) => {
      const valueOn = median(runs.on, of);
      const valueOff = median(runs.off, of);
      added[name] = ((valueOn - valueOff) / valueOff) * 100;
      return [
        name,
        `${valueOn.toFixed(digits)} ${unit}`,
        `${valueOff.toFixed(digits)} ${unit}`,
        `${added[name] >= 0 ? '+' : ''}${added[name].toFixed(1)}%`,
      ];
    }),
  );
  console.log(
    `\nload average at the end: ${loadAverage()} (other work on the machine moves serving ` +
      'times far more than CPU per view)' +
      `\nrecorded: ${written.written} of ${sent} views written, ${written.dropped} dropped, ` +
      `${written.pending} pending; failed requests: ${failed}` +
      '\nserving time = from sending the request to its last byte, measured by the sender; ' +
      'medians of the rounds.' +
      `\nTarget: less than ${targetPercent}% added serving time (p50 and p99).`,
  );
  const overTarget = ['serving time p50', 'serving time p99'].filter(
    (name) => (added[name] ?? 0) >= targetPercent,
  );
  if (failed > 0 || written.written !== sent || overTarget.length > 0) {
    if (overTarget.length > 0) console.log(`Over the target: ${overTarget.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
