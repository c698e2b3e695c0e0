import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export class ChatRateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many messages. Please wait ${retryAfterSeconds} seconds and try again.`);
    this.name = 'ChatRateLimitedError';
  }
}

export interface ChatRateLimits {
  sessionMessagesPerMinute: number;
  ipMessagesPerMinute: number;
}

/** Keeps one session, and one client address, from flooding the assistant. */
export class ChatRateLimiter {
  private readonly bySession: RateLimiterMemory;
  private readonly byIp: RateLimiterMemory;

  constructor(limits: ChatRateLimits) {
    this.bySession = new RateLimiterMemory({
      points: limits.sessionMessagesPerMinute,
      duration: 60,
    });
    this.byIp = new RateLimiterMemory({ points: limits.ipMessagesPerMinute, duration: 60 });
  }

  async consume(sessionId: string, clientIp: string | undefined): Promise<void> {
    try {
      await this.bySession.consume(sessionId);
      if (clientIp) await this.byIp.consume(clientIp);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw new ChatRateLimitedError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    }
  }
}
