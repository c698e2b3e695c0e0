import { describeWait } from '../../rate-limit/rate-limited.error';
import { type RateLimitStore } from '../../rate-limit/rate-limiter';
import { RateLimits } from '../../rate-limit/rate-limits';
import { addressKey } from '../../kernel/address-key';

export interface NewsletterLimitSettings {
  /** Subscription requests one client address may send per hour. */
  perClientPerHour: number;
  /** Confirmation e-mails one mailbox may be sent per day, whoever asks. */
  perEmailPerDay: number;
}

const tooMany = (seconds: number) =>
  `Too many subscription requests. Please wait ${describeWait(seconds)} and try again.`;

/**
 * A subscription request mails a stranger's address: limited per client, and per mailbox so
 * nobody can fill someone's inbox with confirmation links. The mailbox is the contact form's
 * address key: `name+a@` and `name+b@` reach the same inbox, so they share one count.
 */
export class NewsletterLimits {
  private readonly limits: RateLimits<'client' | 'email'>;

  constructor(settings: NewsletterLimitSettings, store: RateLimitStore) {
    this.limits = new RateLimits(
      'newsletter',
      {
        client: { points: settings.perClientPerHour, durationSeconds: 3600, message: tooMany },
        email: { points: settings.perEmailPerDay, durationSeconds: 86_400, message: tooMany },
      },
      store,
    );
  }

  async consume(clientIp: string | undefined, email: string): Promise<void> {
    await this.limits.consume({ client: clientIp, email: addressKey(email) });
  }
}
