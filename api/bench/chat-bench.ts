/**
 * `npm run bench:chat`: how long a visitor waits for the assistant's reply.
 *
 * Starts the built server (api/dist/main.js) in a child process, the way `npm start` runs it,
 * opens one graphql-ws subscription per chat session like the widget does, and measures from
 * sending a message (the sendChatMessage mutation over HTTP) to the assistant's reply arriving
 * on the subscription. Prints p50/p95/p99 for:
 * - 1 session, sending its next message as soon as the reply arrives;
 * - 100 sessions at once, each pausing 0.5-1.5 s between a reply and its next message (faster
 *   than people type, so about 100 messages a second arrive from 100 open chats);
 * - 200 sessions the same way (issue #15): twice the target load;
 * - 100 sessions with no pause at all: a stress line showing the server's throughput ceiling,
 *   where the wait is queueing for the database, not the assistant.
 *
 * A reply that does not come within 10 s (chat-load.ts, defaultReplyTimeoutMs; `--timeout`), or a send that fails,
 * is counted in the "failed" column and as a 10 s wait in the percentiles; the run goes on.
 *
 * DATABASE_URL selects PostgreSQL; without it the embedded database runs in a temporary DATA_DIR.
 * The chat rate limits are raised for the run (the bench is one client sending on purpose fast).
 */
import { startBenchServer } from './bench-server';
import { type ChatLoad, runChatLoad } from './chat-load';

interface Scenario extends ChatLoad {
  label: string;
}

const scenarios: readonly Scenario[] = [
  { label: '1 session', sessions: 1, messagesPerSession: 200, thinkMs: [0, 0] },
  { label: '100 sessions', sessions: 100, messagesPerSession: 20, thinkMs: [500, 1500] },
  // Issue #15: twice the target load, to see how the wait grows past it.
  { label: '200 sessions', sessions: 200, messagesPerSession: 10, thinkMs: [500, 1500] },
  {
    label: '100 sessions, no pause (stress)',
    sessions: 100,
    messagesPerSession: 10,
    thinkMs: [0, 0],
  },
];
const warmupMessages = 30;

/**
 * `--sessions 10 --messages 50 --think 1000` runs one scenario instead of the standard set;
 * `--timeout 5` (ms) sets how long a reply may take before it counts as failed.
 */
function scenariosFromArgs(): readonly Scenario[] {
  const arg = (name: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? Number(process.argv[at + 1]) : undefined;
  };
  const sessions = arg('sessions');
  if (!sessions) return scenarios;
  const think = arg('think') ?? 0;
  return [
    {
      label: `${sessions} sessions`,
      sessions,
      messagesPerSession: arg('messages') ?? 20,
      thinkMs: [think / 2, (think * 3) / 2],
      replyTimeoutMs: arg('timeout'),
    },
  ];
}

async function main(): Promise<void> {
  const server = await startBenchServer(process.env.DATABASE_URL || undefined, {
    NODE_ENV: 'production',
    ENABLE_BENCH_ROUTES: 'false',
    // One client sends on purpose fast, every simulated visitor from 127.0.0.1.
    CHAT_SESSION_MESSAGES_PER_MINUTE: '10000',
    CHAT_IP_MESSAGES_PER_MINUTE: '100000',
    WS_SOCKETS_PER_IP: '1000',
  });
  const { database } = server;
  try {
    // Warm-up: the first replies build the search index and warm the JIT; they are not measured.
    await runChatLoad(
      { sessions: 1, messagesPerSession: warmupMessages, thinkMs: [0, 0] },
      server.url,
    );
    console.log(
      `\nChat reply latency, send -> reply on the graphql-ws subscriber (${database}, built-in assistant)\n`,
    );
    console.log(
      `${'scenario'.padEnd(34)} replies  failed     p50      p95      p99      max  replies/s`,
    );
    const ms = (v: number) => `${v.toFixed(1).padStart(6)}ms`;
    let targetP99: number | undefined;
    for (const scenario of scenariosFromArgs()) {
      const r = await runChatLoad(scenario, server.url);
      if (scenario.sessions === 100 && scenario.thinkMs[1] > 0) targetP99 = r.p99;
      console.log(
        `${scenario.label.padEnd(34)} ${String(r.replies).padStart(7)} ${String(r.failed).padStart(7)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.max)} ${r.perSecond.toFixed(0).padStart(9)}`,
      );
    }
    if (targetP99 !== undefined) {
      console.log(
        `\nTarget p99 < 100 ms at 100 sessions: ${targetP99 < 100 ? 'met' : 'NOT met'} (${targetP99.toFixed(1)} ms)`,
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
