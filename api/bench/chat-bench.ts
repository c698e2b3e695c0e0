/**
 * `npm run bench:chat`: how long a visitor waits for the assistant's reply.
 *
 * Starts the built server (api/dist/main.js) in a child process, the way `npm start` runs it,
 * opens one graphql-ws subscription per chat session like the widget does, and measures from
 * sending a message (the sendChatMessage mutation over HTTP) to the assistant's reply arriving
 * on the subscription. Prints p50/p95/p99/max for:
 * - 1 session, sending its next message as soon as the reply arrives;
 * - 100 sessions at once, each pausing 0.5-1.5 s between a reply and its next message (faster
 *   than people type, so about 100 messages a second arrive from 100 open chats);
 * - 200 sessions the same way (issue #15's target load: p99 under 100 ms on PostgreSQL, under
 *   150 ms on the embedded database);
 * - 100 sessions with no pause at all: a stress line showing the server's throughput ceiling,
 *   where the wait is queueing for the database, not the assistant.
 *
 * `--baseline api/dist-baseline` also starts another build (e.g. main's api/dist copied there)
 * and runs every scenario on both, in the order A B B A per round (`--rounds`, default 1), so the
 * shared machine's load weighs on both alike; the table prints them side by side.
 *
 * "server CPU/reply" is the server process's CPU time (user + system) over the scenario divided
 * by the replies: unlike the waits, the shared machine's load hardly changes it.
 *
 * `--cpu-prof DIR` records a CPU profile of the server over each measured run (through its
 * inspector, so without the start-up), saves it in DIR and prints where the time went.
 *
 * On PostgreSQL it also counts round trips per visitor message: a short extra run through a
 * proxy that counts the protocol's queries (pg-round-trip-proxy.ts), divided by the visitor
 * messages stored. The server's background work in that time (outbox polling) is included.
 *
 * A reply that does not come within 10 s (chat-load.ts, defaultReplyTimeoutMs; `--timeout`), or a send that fails,
 * is counted in the "failed" column and as a 10 s wait in the percentiles; the run goes on.
 *
 * DATABASE_URL selects PostgreSQL; without it the embedded database runs in a temporary DATA_DIR.
 * The chat rate limits are raised for the run (the bench is one client sending on purpose fast).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { type BenchServer, startBenchServer } from './bench-server';
import { type ChatLoad, type ChatLoadResult, runChatLoad } from './chat-load';
import { printSummary } from './cpu-profile-summary';
import { InspectorProfiler } from './inspector-profiler';
import { printTable } from './print-table';

interface Scenario extends ChatLoad {
  label: string;
}

const scenarios: readonly Scenario[] = [
  { label: '1 session', sessions: 1, messagesPerSession: 200, thinkMs: [0, 0] },
  { label: '100 sessions', sessions: 100, messagesPerSession: 20, thinkMs: [500, 1500] },
  { label: '200 sessions', sessions: 200, messagesPerSession: 10, thinkMs: [500, 1500] },
  {
    label: '100 sessions, no pause (stress)',
    sessions: 100,
    messagesPerSession: 10,
    thinkMs: [0, 0],
  },
];
const warmupLoad: ChatLoad = { sessions: 20, messagesPerSession: 5, thinkMs: [0, 50] };
/** The short run that counts round trips (PostgreSQL only). */
const countingLoad: ChatLoad = { sessions: 20, messagesPerSession: 5, thinkMs: [50, 150] };

const serverEnv = {
  NODE_ENV: 'production',
  ENABLE_BENCH_ROUTES: 'false',
  // One client sends on purpose fast, every simulated visitor from 127.0.0.1.
  CHAT_SESSION_MESSAGES_PER_MINUTE: '10000',
  CHAT_IP_MESSAGES_PER_MINUTE: '100000',
  WS_SOCKETS_PER_IP: '1000',
};

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}
const numberArg = (name: string) => (arg(name) === undefined ? undefined : Number(arg(name)));

/**
 * `--sessions 10 --messages 50 --think 1000` runs one scenario instead of the standard set;
 * `--timeout 5000` (ms) sets how long a reply may take before it counts as failed.
 */
function scenariosFromArgs(): readonly Scenario[] {
  const sessions = numberArg('sessions');
  if (!sessions) return scenarios;
  const think = numberArg('think') ?? 0;
  return [
    {
      label: `${sessions} sessions`,
      sessions,
      messagesPerSession: numberArg('messages') ?? 20,
      thinkMs: [think / 2, (think * 3) / 2],
      replyTimeoutMs: numberArg('timeout'),
    },
  ];
}

interface Build {
  label: string;
  main?: string;
  server?: BenchServer;
  profiler?: InspectorProfiler;
  results: Map<string, (ChatLoadResult & { cpuMs?: number })[]>;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const baseline = arg('baseline');
  const rounds = Math.max(1, Math.min(5, numberArg('rounds') ?? 1));
  const profileDir = arg('cpu-prof');
  if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
  const profiles: { label: string; profile: unknown; replies: number }[] = [];
  const builds: Build[] = [{ label: 'this build', results: new Map() }];
  if (baseline) {
    builds.push({
      label: 'baseline',
      main: path.resolve(baseline, 'main.js'),
      results: new Map(),
    });
  }
  try {
    for (const build of builds) {
      build.server = await startBenchServer(
        databaseUrl,
        profileDir ? { ...serverEnv, NODE_OPTIONS: '--inspect=127.0.0.1:0' } : serverEnv,
        { main: build.main },
      );
      if (profileDir) build.profiler = await InspectorProfiler.connect(build.server.output());
      // Warm-up, not measured: the first replies build the search index and warm the JIT, on
      // the new-session path (first message, session state) as well as on later messages.
      await runChatLoad(warmupLoad, build.server.url);
    }
    const database = builds[0]!.server!.database;
    console.log(
      `\nChat reply latency, send -> reply on the graphql-ws subscriber (${database}, built-in assistant)` +
        `${baseline ? `; ${rounds} round(s) of A B B A against ${baseline}` : ''}\n`,
    );
    for (const scenario of scenariosFromArgs()) {
      for (let round = 0; round < rounds; round++) {
        const order = [...builds, ...[...builds].reverse()];
        for (const build of builds.length > 1 ? order : builds) {
          await build.profiler?.start();
          const cpuBefore = build.server!.cpuSeconds();
          const result = await runChatLoad(scenario, build.server!.url);
          const cpuAfter = build.server!.cpuSeconds();
          if (build.profiler && profileDir) {
            const profile = await build.profiler.stop();
            const label = `${build.label}, ${scenario.label}, run ${(build.results.get(scenario.label)?.length ?? 0) + 1}`;
            const file = path.join(profileDir, `${label.replace(/[^\w]+/g, '-')}.cpuprofile`);
            fs.writeFileSync(file, JSON.stringify(profile));
            profiles.push({ label, profile, replies: result.replies });
          }
          const cpuMs =
            cpuBefore === undefined || cpuAfter === undefined || result.replies === 0
              ? undefined
              : ((cpuAfter - cpuBefore) * 1000) / result.replies;
          const list = build.results.get(scenario.label) ?? [];
          list.push({ ...result, cpuMs });
          build.results.set(scenario.label, list);
        }
      }
    }
    printResults(builds);
    for (const { label, profile, replies } of profiles) printSummary(profile, label, replies);
    printTarget(builds[0]!, databaseUrl ? 100 : 150);
  } finally {
    for (const build of builds) build.profiler?.close();
    await Promise.all(builds.map((build) => build.server?.stop()));
  }
  if (databaseUrl) await printRoundTrips(databaseUrl, builds);
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

function printResults(builds: readonly Build[]): void {
  const rows: string[][] = [];
  for (const scenario of scenariosFromArgs()) {
    for (const build of builds) {
      for (const [run, r] of (build.results.get(scenario.label) ?? []).entries()) {
        rows.push([
          scenario.label,
          `${build.label}${run > 0 ? ` #${run + 1}` : ''}`,
          String(r.replies),
          String(r.failed),
          ms(r.p50),
          ms(r.p95),
          ms(r.p99),
          ms(r.firstP99),
          ms(r.max),
          r.perSecond.toFixed(0),
          r.cpuMs === undefined ? '-' : ms(r.cpuMs),
        ]);
      }
    }
  }
  printTable(
    [
      'scenario',
      'build',
      'replies',
      'failed',
      'p50',
      'p95',
      'p99',
      'first p99',
      'max',
      'replies/s',
      'server CPU/reply',
    ],
    rows,
  );
}

/** Issue #15: p99 at 200 sessions under 100 ms on PostgreSQL, 150 ms on the embedded database. */
function printTarget(build: Build, targetMs: number): void {
  const runs = build.results.get('200 sessions');
  if (!runs?.length) return;
  const worst = Math.max(...runs.map((r) => r.p99));
  console.log(
    `\nTarget p99 < ${targetMs} ms at 200 sessions (${build.label}, worst run): ${worst < targetMs ? 'met' : 'NOT met'} (${ms(worst)})`,
  );
}

/** A short run per build through a counting proxy: round trips per visitor message stored. */
async function printRoundTrips(databaseUrl: string, builds: readonly Build[]): Promise<void> {
  console.log('\nRound trips to PostgreSQL per visitor message (20 sessions x 5 messages)\n');
  const rows: string[][] = [];
  for (const build of builds) {
    const server = await startBenchServer(databaseUrl, serverEnv, {
      main: build.main,
      countRoundTrips: true,
    });
    try {
      const before = server.roundTrips!();
      await runChatLoad(countingLoad, server.url);
      const roundTrips = server.roundTrips!() - before;
      const messages = await visitorMessages(server.schemaUrl!);
      rows.push([
        build.label,
        String(roundTrips),
        String(messages),
        (roundTrips / messages).toFixed(2),
      ]);
    } finally {
      await server.stop();
    }
  }
  printTable(['build', 'round trips', 'visitor messages', 'per message'], rows);
}

async function visitorMessages(schemaUrl: string): Promise<number> {
  const client = new Client({ connectionString: schemaUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_messages WHERE is_user',
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
