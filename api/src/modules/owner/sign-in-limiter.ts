import { RateLimitedError, describeWait } from '../../rate-limit/rate-limited.error';
import {
  createRateLimiter,
  type RateLimiter,
  type RateLimitStore,
} from '../../rate-limit/rate-limiter';
import { type TrustedDevice } from './device-trust';

export interface SignInLimits {
  signInAttemptsPerEmail: number;
  signInAttemptsPerIp: number;
  signInWindowMinutes: number;
}

/** One sign-in attempt as the limiter sees it. */
export interface SignInAttempt {
  email: string;
  clientIp: string | undefined;
  /** Set when the browser carries a valid device cookie for this address. */
  device?: TrustedDevice;
}

const tooManyAttempts = (seconds: number) =>
  `Too many sign-in attempts. Please wait ${describeWait(seconds)} and try again.`;

/**
 * The address's budget is spent: unknown browsers are held back. `firstInWindow` is true once
 * per lockout window (the owner is told once, not on every refused attempt).
 */
export class AddressLockedError extends RateLimitedError {
  constructor(
    refusal: RateLimitedError,
    readonly firstInWindow: boolean,
  ) {
    super(refusal.message, refusal.retryAfterSeconds);
    this.name = 'AddressLockedError';
  }
}

/**
 * Guessing passwords: every failed attempt counts, per address signed in to (however many clients
 * try it) and per client address (however many addresses it tries), on the shared store. A
 * browser that signed in as that owner before (a device cookie) has a budget of its own instead:
 * a stranger spending the address's budget cannot lock the owner out of their own browser.
 */
export class SignInLimiter {
  private readonly byEmail: RateLimiter;
  private readonly byIp: RateLimiter;
  private readonly byDevice: RateLimiter;
  /** One point per window: whether a lockout was already reported. */
  private readonly lockoutNotices: RateLimiter;

  constructor(limits: SignInLimits, store: RateLimitStore) {
    const durationSeconds = limits.signInWindowMinutes * 60;
    const limiter = (keyPrefix: string, points: number) =>
      createRateLimiter({ keyPrefix, points, durationSeconds, message: tooManyAttempts }, store);
    this.byEmail = limiter('sign-in-email', limits.signInAttemptsPerEmail);
    this.byIp = limiter('sign-in-ip', limits.signInAttemptsPerIp);
    this.byDevice = limiter('sign-in-device', limits.signInAttemptsPerEmail);
    this.lockoutNotices = limiter('sign-in-lockout-notice', 1);
  }

  /** Throws RateLimitedError when the address, the client or the device tried too often. */
  async consume({ email, clientIp, device }: SignInAttempt): Promise<void> {
    if (device) return this.byDevice.consume(device.id);
    if (clientIp) await this.byIp.consume(clientIp);
    const key = email.toLowerCase();
    try {
      await this.byEmail.consume(key);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      throw new AddressLockedError(error, await this.firstRefusal(key));
    }
  }

  /**
   * The owner got in: their own attempt does not count against their address or device (an
   * owner signing in from a phone and a laptop never locks themselves out). The client's stays.
   */
  async succeeded({ email, device }: SignInAttempt): Promise<void> {
    if (device) await this.byDevice.refund(device.id);
    else await this.byEmail.refund(email.toLowerCase());
  }

  private async firstRefusal(key: string): Promise<boolean> {
    try {
      await this.lockoutNotices.consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimitedError) return false;
      throw error;
    }
  }
}
