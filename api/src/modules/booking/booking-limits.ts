import { addressKey } from '../../kernel/address-key';
import { describeWait } from '../../rate-limit/rate-limited.error';
import { memoryStore, type RateLimitStore } from '../../rate-limit/rate-limiter';
import { RateLimits } from '../../rate-limit/rate-limits';

export interface BookingLimitSettings {
  perClientPerHour: number;
  perEmailPerHour: number;
}

/**
 * Who is booking: the client's address (Express's req.ip, the one every limit of the app keys
 * on). A session named in the request is never the key: a client can name any number of them.
 * `chatSessionId` counts only when no address is known (a chat reply running without one).
 */
export interface BookingRequester {
  clientIp?: string;
  chatSessionId?: string;
  /** With the address, ties the booking's lead to its visit (insights); never stored. */
  userAgent?: string;
}

const tooMany = (seconds: number) =>
  `We have received too many bookings from you. Please wait ${describeWait(seconds)} and try ` +
  'again, or call us directly.';

/** Booking floods: per client and per e-mail address, with the app's one set-of-limits class. */
export class BookingLimits {
  private readonly limits: RateLimits<'client' | 'email'>;

  constructor(settings: BookingLimitSettings, store: RateLimitStore = memoryStore) {
    this.limits = new RateLimits(
      'booking',
      {
        client: { points: settings.perClientPerHour, durationSeconds: 3600, message: tooMany },
        email: { points: settings.perEmailPerHour, durationSeconds: 3600, message: tooMany },
      },
      store,
    );
  }

  /** Counts one booking or change; throws RateLimitedError over a limit. */
  async check(email: string | undefined | null, requester: BookingRequester): Promise<void> {
    const client = requester.clientIp
      ? `ip:${requester.clientIp}`
      : requester.chatSessionId && `session:${requester.chatSessionId}`;
    // One mailbox however it is typed (case, +tags): the contact form's key for an address.
    await this.limits.consume({ client, email: email ? addressKey(email) : undefined });
  }
}
