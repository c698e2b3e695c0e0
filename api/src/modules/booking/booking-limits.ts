import { describeWait } from '../../rate-limit/rate-limited.error';
import {
  createRateLimiter,
  memoryStore,
  type RateLimiter,
  type RateLimitStore,
} from '../../rate-limit/rate-limiter';

export interface BookingLimitSettings {
  perClientPerHour: number;
  perEmailPerHour: number;
}

/** Who is booking: the client's address, or the chat session booking for its visitor. */
export interface BookingRequester {
  clientIp?: string;
  sessionId?: string;
}

const tooMany = (seconds: number) =>
  `We have received too many bookings from you. Please wait ${describeWait(seconds)} and try ` +
  'again, or call us directly.';

/** Booking floods: per client and per e-mail address, through the shared limiter factory. */
export class BookingLimits {
  private readonly perClient: RateLimiter;
  private readonly perEmail: RateLimiter;

  constructor(settings: BookingLimitSettings, store: RateLimitStore = memoryStore) {
    this.perClient = createRateLimiter(
      {
        keyPrefix: 'booking-client',
        points: settings.perClientPerHour,
        durationSeconds: 3600,
        message: tooMany,
      },
      store,
    );
    this.perEmail = createRateLimiter(
      {
        keyPrefix: 'booking-email',
        points: settings.perEmailPerHour,
        durationSeconds: 3600,
        message: tooMany,
      },
      store,
    );
  }

  /** Counts one booking or change; throws RateLimitedError over a limit. */
  async check(email: string | undefined | null, requester: BookingRequester): Promise<void> {
    const client = requester.sessionId
      ? `session:${requester.sessionId}`
      : requester.clientIp && `ip:${requester.clientIp}`;
    if (client) await this.perClient.consume(client);
    if (email) await this.perEmail.consume(email.toLowerCase());
  }
}
