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
 * - 100 sessions with no pause at all: a stress line showing the server's throughput ceiling,
 *   where the wait is queueing for the database, not the assistant.
 *
 * DATABASE_URL selects PostgreSQL; without it the embedded database runs in a temporary DATA_DIR.
 * The chat rate limits are raised for the run (the bench is one client sending on purpose fast).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

const repoRoot = path.resolve(__dirname, '..', '..');
const mainJs = path.join(repoRoot, 'api', 'dist', 'main.js');

/** A mix of what visitors ask: services, places, turnaround, prices, legal traps, small talk. */
const questions = [
  'How long does a lease check take?',
  'What is title curative?',
  'Do you work in Midland?',
  'do u handle hiership in shrevport',
  'How much do you charge?',
  'Is my lease still valid?',
  'What is a Pugh clause?',
  'Do you cover Lea County?',
  'Can I talk to a real person?',
  'What services do you offer?',
  'My royalty checks stopped after my mom passed away',
  'Do you work in Oklahoma?',
  'What should a lithium lease include?',
  'When will I hear back?',
  'Do lease checks cover pooling clauses?',
  'whats the weather like',
  'thanks!',
  'What are P-4 and P-5 filings?',
];

interface Scenario {
  label: string;
  sessions: number;
  messagesPerSession: number;
  /** Pause between a reply and the session's next message, [min, max] in ms. */
  thinkMs: readonly [number, number];
}

const scenarios: readonly Scenario[] = [
  { label: '1 session', sessions: 1, messagesPerSession: 200, thinkMs: [0, 0] },
  { label: '100 sessions', sessions: 100, messagesPerSession: 20, thinkMs: [500, 1500] },
  {
    label: '100 sessions, no pause (stress)',
    sessions: 100,
    messagesPerSession: 10,
    thinkMs: [0, 0],
  },
];
const warmupMessages = 30;

const subscription = `subscription Watch($sessionId: String!) {
  chatEvents(sessionId: $sessionId) { error message { isUser } }
}`;
const mutation =
  'mutation Send($input: ChatMessageInput!) { sendChatMessage(input: $input) { id } }';

interface ChatEvent {
  error?: string | null;
  message?: { isUser: boolean } | null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<{ url: string; child: ChildProcess; cleanup: () => void }> {
  if (!fs.existsSync(mainJs)) throw new Error(`${mainJs} is missing: run npm run build first.`);
  const port = await freePort();
  const dataDir = process.env.DATABASE_URL
    ? undefined
    : fs.mkdtempSync(path.join(os.tmpdir(), 'landman-chat-bench-'));
  const child = spawn(process.execPath, [mainJs], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      CHAT_SESSION_MESSAGES_PER_MINUTE: '10000',
      CHAT_IP_MESSAGES_PER_MINUTE: '100000',
      // Every simulated visitor connects from 127.0.0.1.
      WS_SOCKETS_PER_IP: '1000',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('The server did not become healthy within 120 s.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    cleanup: () => {
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One chat session: a subscription of its own, messages sent over HTTP like the widget. */
class Session {
  readonly id = `session_${randomBytes(16).toString('hex')}`;
  private readonly client: Client;
  private readonly waiting: ((error?: Error) => void)[] = [];
  private spare = 0;
  readonly ready: Promise<void>;

  constructor(private readonly url: string) {
    this.client = createClient({
      url: `${url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    void this.pump();
    this.ready = this.subscribe();
  }

  /** Reads the subscription once, handing each assistant reply to whoever waits for it. */
  private async pump(): Promise<void> {
    const events = this.client.iterate({ query: subscription, variables: { sessionId: this.id } });
    try {
      for await (const result of events) {
        const event = (result.data as { chatEvents: ChatEvent } | undefined)?.chatEvents;
        if (event?.error) this.waiting.shift()?.(new Error(`Assistant error: ${event.error}`));
        else if (event?.message && !event.message.isUser) {
          const waiter = this.waiting.shift();
          if (waiter) waiter();
          else this.spare += 1;
        }
      }
    } catch (error) {
      for (const waiter of this.waiting.splice(0)) waiter(error as Error);
    }
  }

  private reply(timeoutMs: number): Promise<void> {
    if (this.spare > 0) {
      this.spare -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter = (error?: Error) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(new Error('No reply in time.'));
      }, timeoutMs);
      this.waiting.push(waiter);
    });
  }

  /** graphql-ws sends no acknowledgement: a first exchange proves the subscription is live. */
  private async subscribe(): Promise<void> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const reply = this.reply(1_000);
      await this.send('hello');
      if (
        await reply.then(
          () => true,
          () => false,
        )
      )
        return;
    }
    throw new Error('The subscription never delivered a reply.');
  }

  private async send(message: string): Promise<void> {
    const res = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: mutation,
        variables: { input: { sessionId: this.id, message } },
      }),
    });
    const body = (await res.json()) as { errors?: unknown };
    if (body.errors) throw new Error(`sendChatMessage failed: ${JSON.stringify(body.errors)}`);
  }

  /** Milliseconds from sending `message` to its reply arriving on the subscription. */
  async ask(message: string): Promise<number> {
    await this.ready;
    this.spare = 0;
    const started = performance.now();
    const reply = this.reply(60_000);
    // Observed from the start: if sending fails or stalls, the timeout must not go unhandled.
    reply.catch(() => undefined);
    await this.send(message);
    await reply;
    return performance.now() - started;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

/** SIGTERM for a graceful stop; SIGKILL if the server has not exited 10 s later. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const pause = ([min, max]: readonly [number, number]) =>
  max > 0
    ? new Promise((resolve) => setTimeout(resolve, min + Math.random() * (max - min)))
    : undefined;

async function run(
  { sessions, messagesPerSession, thinkMs }: Omit<Scenario, 'label'>,
  url: string,
) {
  const open = Array.from({ length: sessions }, () => new Session(url));
  const latencies: number[] = [];
  await Promise.all(open.map((session) => session.ready));
  const started = performance.now();
  await Promise.all(
    open.map(async (session, s) => {
      // Visitors do not all press Enter in the same millisecond.
      await pause([0, thinkMs[1]]);
      for (let n = 0; n < messagesPerSession; n++) {
        latencies.push(await session.ask(questions[(s + n) % questions.length]!));
        await pause(thinkMs);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(open.map((s) => s.close()));
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    sessions,
    replies: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1]!,
    perSecond: sorted.length / seconds,
  };
}

/** `--sessions 10 --messages 50 --think 1000` runs one scenario instead of the standard set. */
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
    },
  ];
}

async function main(): Promise<void> {
  const server = await startServer();
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
  try {
    // Warm-up: the first replies build the search index and warm the JIT; they are not measured.
    await run({ sessions: 1, messagesPerSession: warmupMessages, thinkMs: [0, 0] }, server.url);
    console.log(
      `\nChat reply latency, send -> reply on the graphql-ws subscriber (${database}, built-in assistant)\n`,
    );
    console.log(`${'scenario'.padEnd(34)} replies     p50      p95      p99      max  replies/s`);
    const ms = (v: number) => `${v.toFixed(1).padStart(6)}ms`;
    let targetP99: number | undefined;
    for (const scenario of scenariosFromArgs()) {
      const r = await run(scenario, server.url);
      if (scenario.sessions === 100 && scenario.thinkMs[1] > 0) targetP99 = r.p99;
      console.log(
        `${scenario.label.padEnd(34)} ${String(r.replies).padStart(7)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.max)} ${r.perSecond.toFixed(0).padStart(9)}`,
      );
    }
    if (targetP99 !== undefined) {
      console.log(
        `\nTarget p99 < 100 ms at 100 sessions: ${targetP99 < 100 ? 'met' : 'NOT met'} (${targetP99.toFixed(1)} ms)`,
      );
    }
  } finally {
    await stop(server.child);
    server.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
