import { type DataSource } from 'typeorm';
import { type Config } from '../../config';
import { type Jobs } from '../../jobs/jobs';
import { type MailQueue } from '../../jobs/mail/mail-queue';
import { type Logger } from '../../logger';
import { type RateLimitStore } from '../../rate-limit/rate-limiter';
import { PublishedPosts } from '../blog/published-posts';
import { NewsletterLimits } from './newsletter-limits';
import { NewsletterLinks } from './newsletter-links';
import { NewsletterService } from './newsletter.service';

/** The newsletter's hourly job: weekly digests due, addresses no longer needed. */
export const newsletterHourlyJob = 'newsletter.hourly';

/**
 * The blog by e-mail: its e-mails are jobs/mail's (queued here, written when sent by the
 * composers registered here); its hourly work is a recurring job.
 */
export function createNewsletter(
  dataSource: DataSource,
  config: Config,
  mail: MailQueue,
  limitStore: RateLimitStore,
  jobs: Jobs,
  logger: Logger,
  /** The key every instance shares already: signs the subscription links. */
  secret: string,
): NewsletterService {
  const newsletter = new NewsletterService(
    dataSource,
    new PublishedPosts(dataSource),
    mail,
    new NewsletterLinks(secret),
    new NewsletterLimits(config.newsletter, limitStore),
    logger,
    { mailFrom: config.mail.from, wake: () => mail.wake() },
  );
  for (const [kind, compose] of Object.entries(newsletter.composers())) {
    mail.compose(kind, compose);
  }
  jobs.registry.every(newsletterHourlyJob, { everyMs: 60 * 60_000, atStart: true }, () =>
    newsletter.hourly(),
  );
  return newsletter;
}
