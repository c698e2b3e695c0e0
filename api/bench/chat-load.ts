/**
 * One chat load, shared by `npm run bench:chat` and `npm run bench:cluster`: sessions that each
 * hold a graphql-ws subscription like the widget, send questions over HTTP, and time each reply.
 */
import { randomBytes } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A mix of what visitors ask: services, places, turnaround, prices, legal traps, small talk. */
export const questions = [
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

/** How long one reply may take, by default, before it counts as failed (the run goes on). */
export const defaultReplyTimeoutMs = 10_000;
/** Between two sessions opening (subscribing and proving the subscription live). */
const sessionOpeningGapMs = 5;
/** The longest a send (the HTTP mutation) may take; it then fails like a late reply. */
const sendTimeoutMs = 30_000;

export interface ChatLoad {
  sessions: number;
  messagesPerSession: number;
  /** Pause between a reply and the session's next message, [min, max] in ms. */
  thinkMs: readonly [number, number];
  /** A reply slower than this counts as failed; default `defaultReplyTimeoutMs`. */
  replyTimeoutMs?: number;
}

const subscription = `subscription Watch($sessionId: String!) {
  chatEvents(sessionId: $sessionId) { error message { isUser } }
}`;
const mutation =
  'mutation Send($input: ChatMessageInput!) { sendChatMessage(input: $input) { id } }';

interface ChatEvent {
  error?: string | null;
  message?: { isUser: boolean } | null;
}

/** One chat session: a subscription of its own, messages sent over HTTP like the widget. */
export class Session {
  readonly id = `session_${randomBytes(16).toString('hex')}`;
  private readonly client: Client;
  private readonly waiting: ((error?: Error) => void)[] = [];
  private spare = 0;
  /**
   * Replies to timed-out messages of a live subscription: when they arrive at last they are
   * dropped, not handed to the next message. (A probe sent before the subscription was live may
   * never get a reply, so a timed-out probe is not counted here.)
   */
  private late = 0;
  readonly ready: Promise<void>;

  /** `startDelayMs`: visitors do not all open the chat in the same millisecond either. */
  constructor(
    private readonly url: string,
    startDelayMs = 0,
  ) {
    this.client = createClient({
      url: `${url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    void this.pump();
    this.ready = new Promise((resolve) => setTimeout(resolve, startDelayMs)).then(() =>
      this.subscribe(),
    );
  }

  /** Reads the subscription once, handing each assistant reply to whoever waits for it. */
  private async pump(): Promise<void> {
    const events = this.client.iterate({ query: subscription, variables: { sessionId: this.id } });
    try {
      for await (const result of events) {
        const event = (result.data as { chatEvents: ChatEvent } | undefined)?.chatEvents;
        const answered = !!event?.error || (!!event?.message && !event.message.isUser);
        if (answered && this.late > 0) {
          // Replies come in order: this one belongs to a message whose wait already timed out.
          this.late -= 1;
        } else if (event?.error) {
          this.waiting.shift()?.(new Error(`Assistant error: ${event.error}`));
        } else if (answered) {
          const waiter = this.waiting.shift();
          if (waiter) waiter();
          else this.spare += 1;
        }
      }
    } catch (error) {
      for (const waiter of this.waiting.splice(0)) waiter(error as Error);
    }
  }

  private reply(timeoutMs: number, replyMayNeverCome = false): Promise<void> {
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
        // Remove only this waiter, and only if it is still waiting (indexOf -1 would remove the
        // last waiter of the list, another message's).
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) {
          this.waiting.splice(at, 1);
          if (!replyMayNeverCome) this.late += 1;
        }
        reject(new Error('No reply in time.'));
      }, timeoutMs);
      this.waiting.push(waiter);
    });
  }

  /** graphql-ws sends no acknowledgement: a first exchange proves the subscription is live. */
  private async subscribe(): Promise<void> {
    for (let attempt = 0; attempt < 10; attempt++) {
      // Waits longer each time (1, 2, 4, 8, then 10 s): on a loaded server, quick retries of
      // 200 sessions would add their own load and never get through.
      const reply = this.reply(Math.min(1_000 * 2 ** attempt, 10_000), true);
      // A send slower than the timeout must not leave the rejection unhandled (it ends the run).
      reply.catch(() => undefined);
      // A refused probe (503 from a server behind) is retried after the same wait, not fatal:
      // the session would otherwise lose all its messages to one busy moment.
      await this.send('hello').catch(() => undefined);
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
      // Bounded like every wait of the bench: a server that stops answering ends the send.
      signal: AbortSignal.timeout(sendTimeoutMs),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: mutation,
        variables: { input: { sessionId: this.id, message } },
      }),
    });
    const body = (await res.json()) as { errors?: unknown };
    if (body.errors) throw new Error(`sendChatMessage failed: ${JSON.stringify(body.errors)}`);
  }

  /**
   * Milliseconds from sending `message` to its reply arriving on the subscription, or undefined
   * when the send failed or no reply came within `timeoutMs` (a failed reply, counted).
   */
  async ask(message: string, timeoutMs = defaultReplyTimeoutMs): Promise<number | undefined> {
    await this.ready;
    this.spare = 0;
    const started = performance.now();
    const reply = this.reply(timeoutMs);
    // Observed from the start: if sending fails or stalls, the timeout must not go unhandled.
    reply.catch(() => undefined);
    try {
      await this.send(message);
      await reply;
      return performance.now() - started;
    } catch {
      return undefined;
    }
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[
    Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

const pause = ([min, max]: readonly [number, number]) =>
  max > 0
    ? new Promise((resolve) => setTimeout(resolve, min + Math.random() * (max - min)))
    : undefined;

export interface ChatLoadResult {
  sessions: number;
  replies: number;
  failed: number;
  p50: number;
  p95: number;
  p99: number;
  /** p99 of each session's first question (after the subscription's probe): the new-session path. */
  firstP99: number;
  max: number;
  perSecond: number;
}

export async function runChatLoad(
  { sessions, messagesPerSession, thinkMs, replyTimeoutMs = defaultReplyTimeoutMs }: ChatLoad,
  url: string,
): Promise<ChatLoadResult> {
  // Sessions open over about a second (5 ms apart), as the bench's warm-up, not measured.
  const all = Array.from({ length: sessions }, (_, i) => new Session(url, i * sessionOpeningGapMs));
  // A session whose subscription never came up sends nothing; its messages count as failed.
  const settled = await Promise.allSettled(all.map((session) => session.ready));
  const open = all.filter((_, i) => settled[i]!.status === 'fulfilled');
  const latencies: number[] = [];
  const firsts: number[] = [];
  let failed = (all.length - open.length) * messagesPerSession;
  const started = performance.now();
  await Promise.all(
    open.map(async (session, s) => {
      // Visitors do not all press Enter in the same millisecond.
      await pause([0, thinkMs[1]]);
      for (let n = 0; n < messagesPerSession; n++) {
        const ms = await session.ask(questions[(s + n) % questions.length]!, replyTimeoutMs);
        if (ms === undefined) failed += 1;
        else latencies.push(ms);
        if (n === 0) firsts.push(ms ?? replyTimeoutMs);
        await pause(thinkMs);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(all.map((s) => s.close().catch(() => undefined)));
  const sorted = [...latencies].sort((a, b) => a - b);
  // Timeouts are part of the picture: a percentile over the answered replies only would hide
  // them, so failed replies count as the slowest (the reply timeout) in p50/p95/p99.
  const withFailures = [...sorted, ...Array<number>(failed).fill(replyTimeoutMs)];
  return {
    sessions,
    replies: sorted.length,
    failed,
    p50: percentile(withFailures, 50),
    p95: percentile(withFailures, 95),
    p99: percentile(withFailures, 99),
    firstP99: percentile(
      [...firsts].sort((a, b) => a - b),
      99,
    ),
    max: withFailures.length > 0 ? withFailures[withFailures.length - 1]! : Number.NaN,
    perSecond: sorted.length / seconds,
  };
}
