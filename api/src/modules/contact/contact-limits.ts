import { describeWait } from '../../rate-limit/rate-limited.error';
import { memoryStore, type RateLimitStore } from '../../rate-limit/rate-limiter';
import { RateLimits } from '../../rate-limit/rate-limits';

export interface ContactLimitSettings {
  /** Requests one client (address, or chat session) may send per hour. */
  perClientPerHour: number;
  /** Requests naming one e-mail address per hour, from anywhere. */
  perEmailPerHour: number;
  /** Requests the whole site takes per minute: the ceiling a distributed flood meets. */
  globalPerMinute: number;
}

/** Who is asking: the client's address for the form, REST and GraphQL; the session for chat. */
export interface ContactRequester {
  clientIp?: string;
  sessionId?: string;
}

const tooMany = (seconds: number) =>
  `We have received too many requests from you. Please wait ${describeWait(seconds)} and try ` +
  'again, or call or e-mail us directly.';
const busy = (seconds: number) =>
  `We are receiving an unusual number of requests. Please try again in ${describeWait(seconds)}, ` +
  'or call or e-mail us directly.';

/**
 * Lead-flood limits, checked before a request is stored whichever way it came in. A person
 * sends one or two requests; a flood of thousands is stopped by each of the three limits.
 */
export class ContactLimits {
  private readonly limits: RateLimits<'client' | 'email' | 'global'>;

  constructor(settings: ContactLimitSettings, store: RateLimitStore = memoryStore) {
    const hour = 3600;
    this.limits = new RateLimits(
      'contact',
      {
        client: { points: settings.perClientPerHour, durationSeconds: hour, message: tooMany },
        email: { points: settings.perEmailPerHour, durationSeconds: hour, message: tooMany },
        global: { points: settings.globalPerMinute, durationSeconds: 60, message: busy },
      },
      store,
    );
  }

  /** Throws RateLimitedError when any limit is reached; otherwise counts the request. */
  async check(email: string | undefined, requester: ContactRequester): Promise<void> {
    const client = requester.sessionId
      ? `session:${requester.sessionId}`
      : requester.clientIp && `ip:${requester.clientIp}`;
    // Addresses differ only in case when people type them; count them as one. A chat lead with
    // only a phone number has no address to count; the session and global limits still apply.
    await this.limits.consume({ client, email: email?.toLowerCase(), global: 'all' });
  }
}
