import { describeWait } from '../../rate-limit/rate-limited.error';
import {
  createRateLimiter,
  memoryStore,
  type RateLimiter,
  type RateLimitStore,
} from '../../rate-limit/rate-limiter';

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
  private readonly bySession: RateLimiter;
  private readonly byIp: RateLimiter;
  private readonly readsByIp: RateLimiter;
  private readonly votesBySession: RateLimiter;
  private readonly votesByIp: RateLimiter;

  constructor(limits: ChatRateLimits, store: RateLimitStore = memoryStore) {
    this.bySession = createRateLimiter(
      {
        keyPrefix: 'chat-session',
        points: limits.sessionMessagesPerMinute,
        durationSeconds: 60,
        message: tooManyMessages,
      },
      store,
    );
    this.byIp = createRateLimiter(
      {
        keyPrefix: 'chat-ip',
        points: limits.ipMessagesPerMinute,
        durationSeconds: 60,
        message: tooManyMessages,
      },
      store,
    );
    // Votes count as messages do (the same limits), on counters of their own: voting never
    // spends the visitor's messages.
    this.votesBySession = createRateLimiter(
      {
        keyPrefix: 'chat-vote-session',
        points: limits.sessionMessagesPerMinute,
        durationSeconds: 60,
        message: tooManyVotes,
      },
      store,
    );
    this.votesByIp = createRateLimiter(
      {
        keyPrefix: 'chat-vote-ip',
        points: limits.ipMessagesPerMinute,
        durationSeconds: 60,
        message: tooManyVotes,
      },
      store,
    );
    this.readsByIp = createRateLimiter(
      {
        keyPrefix: 'chat-history-ip',
        points: limits.ipHistoryReadsPerMinute,
        durationSeconds: 60,
        message: tooManyReads,
      },
      store,
    );
  }

  /** Throws RateLimitedError when the session or the address voted too often. */
  async consumeRating(sessionId: string, clientIp: string | undefined): Promise<void> {
    await this.votesBySession.consume(sessionId);
    if (clientIp) await this.votesByIp.consume(clientIp);
  }

  /** Throws RateLimitedError when the session or the address sent too many messages. */
  async consume(sessionId: string, clientIp: string | undefined): Promise<void> {
    await this.bySession.consume(sessionId);
    if (clientIp) await this.byIp.consume(clientIp);
  }

  /** Throws RateLimitedError when the address read too many histories. */
  async consumeHistoryRead(clientIp: string | undefined): Promise<void> {
    if (clientIp) await this.readsByIp.consume(clientIp);
  }
}
