import { describeWait } from '../../rate-limit/rate-limited.error';
import { memoryStore, type RateLimitStore } from '../../rate-limit/rate-limiter';
import { RateLimits } from '../../rate-limit/rate-limits';

export interface ChatRateLimits {
  sessionMessagesPerMinute: number;
  ipMessagesPerMinute: number;
  /** History reads (chatMessages, GET /api/chat/:sessionId) one client IP may make per minute. */
  ipHistoryReadsPerMinute: number;
}

const tooManyMessages = (seconds: number) =>
  `Too many messages. Please wait ${describeWait(seconds)} and try again.`;
const tooManyVotes = (seconds: number) =>
  `Too many votes. Please wait ${describeWait(seconds)} and try again.`;
const tooManyReads = (seconds: number) =>
  `Too many chat history requests. Please wait ${describeWait(seconds)} and try again.`;

/** Keeps one session, and one client address, from flooding the assistant or reading history. */
export class ChatRateLimiter {
  private readonly messages: RateLimits<'session' | 'ip'>;
  private readonly votes: RateLimits<'session' | 'ip'>;
  private readonly reads: RateLimits<'ip'>;

  constructor(limits: ChatRateLimits, store: RateLimitStore = memoryStore) {
    const perMinute = (points: number, message: (seconds: number) => string) => ({
      points,
      durationSeconds: 60,
      message,
    });
    this.messages = new RateLimits(
      'chat',
      {
        session: perMinute(limits.sessionMessagesPerMinute, tooManyMessages),
        ip: perMinute(limits.ipMessagesPerMinute, tooManyMessages),
      },
      store,
    );
    // Votes count as messages do (the same limits), on counters of their own: voting never
    // spends the visitor's messages.
    this.votes = new RateLimits(
      'chat-vote',
      {
        session: perMinute(limits.sessionMessagesPerMinute, tooManyVotes),
        ip: perMinute(limits.ipMessagesPerMinute, tooManyVotes),
      },
      store,
    );
    this.reads = new RateLimits(
      'chat-history',
      { ip: perMinute(limits.ipHistoryReadsPerMinute, tooManyReads) },
      store,
    );
  }

  /** Throws RateLimitedError when the session or the address voted too often. */
  async consumeRating(sessionId: string, clientIp: string | undefined): Promise<void> {
    await this.votes.consume({ session: sessionId, ip: clientIp });
  }

  /** Throws RateLimitedError when the session or the address sent too many messages. */
  async consume(sessionId: string, clientIp: string | undefined): Promise<void> {
    await this.messages.consume({ session: sessionId, ip: clientIp });
  }

  /** Throws RateLimitedError when the address read too many histories. */
  async consumeHistoryRead(clientIp: string | undefined): Promise<void> {
    await this.reads.consume({ ip: clientIp });
  }
}
