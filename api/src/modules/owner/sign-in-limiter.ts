import { describeWait } from '../../rate-limit/rate-limited.error';
import {
  createRateLimiter,
  type RateLimiter,
  type RateLimitStore,
} from '../../rate-limit/rate-limiter';

export interface SignInLimits {
  signInAttemptsPerEmail: number;
  signInAttemptsPerIp: number;
  signInWindowMinutes: number;
}

const tooManyAttempts = (seconds: number) =>
  `Too many sign-in attempts. Please wait ${describeWait(seconds)} and try again.`;

/**
 * Guessing passwords: every failed attempt counts, per address signed in to (however many clients
 * try it) and per client address (however many addresses it tries), on the shared store.
 */
export class SignInLimiter {
  private readonly byEmail: RateLimiter;
  private readonly byIp: RateLimiter;

  constructor(limits: SignInLimits, store: RateLimitStore) {
    const durationSeconds = limits.signInWindowMinutes * 60;
    this.byEmail = createRateLimiter(
      {
        keyPrefix: 'sign-in-email',
        points: limits.signInAttemptsPerEmail,
        durationSeconds,
        message: tooManyAttempts,
      },
      store,
    );
    this.byIp = createRateLimiter(
      {
        keyPrefix: 'sign-in-ip',
        points: limits.signInAttemptsPerIp,
        durationSeconds,
        message: tooManyAttempts,
      },
      store,
    );
  }

  /** Throws RateLimitedError when the address or the client tried too often. */
  async consume(email: string, clientIp: string | undefined): Promise<void> {
    if (clientIp) await this.byIp.consume(clientIp);
    await this.byEmail.consume(email.toLowerCase());
  }

  /**
   * The owner got in: their own attempt does not count against their address (an owner signing
   * in from a phone and a laptop never locks themselves out). The client's count stays.
   */
  async succeeded(email: string): Promise<void> {
    await this.byEmail.refund(email.toLowerCase());
  }
}
