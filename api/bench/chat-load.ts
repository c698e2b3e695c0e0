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

export interface ChatLoad {
  sessions: number;
  messagesPerSession: number;
  /** Pause between a reply and the session's next message, [min, max] in ms. */
  thinkMs: readonly [number, number];
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
      // A send slower than the timeout must not leave the rejection unhandled (it ends the run).
      reply.catch(() => undefined);
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

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const pause = ([min, max]: readonly [number, number]) =>
  max > 0
    ? new Promise((resolve) => setTimeout(resolve, min + Math.random() * (max - min)))
    : undefined;

export async function runChatLoad(
  { sessions, messagesPerSession, thinkMs }: ChatLoad,
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
