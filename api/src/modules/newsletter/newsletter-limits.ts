import { describeWait } from '../../rate-limit/rate-limited.error';
import {
  createRateLimiter,
  type RateLimiter,
  type RateLimitStore,
} from '../../rate-limit/rate-limiter';

export interface NewsletterLimitSettings {
  /** Subscription requests one client address may send per hour. */
  perClientPerHour: number;
  /** Confirmation e-mails one address may be sent per day, whoever asks. */
  perEmailPerDay: number;
}

const tooMany = (seconds: number) =>
  `Too many subscription requests. Please wait ${describeWait(seconds)} and try again.`;

/**
 * A subscription request mails a stranger's address: limited per client, and per address so
 * nobody can fill someone's inbox with confirmation links.
 */
export class NewsletterLimits {
  private readonly perClient: RateLimiter;
  private readonly perEmail: RateLimiter;

  constructor(settings: NewsletterLimitSettings, store: RateLimitStore) {
    this.perClient = createRateLimiter(
      {
        keyPrefix: 'newsletter-client',
        points: settings.perClientPerHour,
        durationSeconds: 3600,
        message: tooMany,
      },
      store,
    );
    this.perEmail = createRateLimiter(
      {
        keyPrefix: 'newsletter-email',
        points: settings.perEmailPerDay,
        durationSeconds: 86_400,
        message: tooMany,
      },
      store,
    );
  }

  async consume(clientIp: string | undefined, email: string): Promise<void> {
    if (clientIp) await this.perClient.consume(clientIp);
    await this.perEmail.consume(email.toLowerCase());
  }
}
