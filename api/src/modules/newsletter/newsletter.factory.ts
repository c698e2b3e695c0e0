import { type DataSource } from 'typeorm';
import { type Config } from '../../config';
import { type Logger } from '../../logger';
import { type RateLimitStore } from '../../rate-limit/rate-limiter';
import { type LeadDelivery } from '../lead-delivery/lead-delivery.factory';
import { loadFormSigningSecret } from '../lead-delivery/spam/form-signing-secret';
import { NewsletterLimits } from './newsletter-limits';
import { NewsletterLinks } from './newsletter-links';
import { NewsletterService } from './newsletter.service';

/** The blog by e-mail: its e-mails go through the lead outbox's queue and worker. */
export function createNewsletter(
  dataSource: DataSource,
  config: Config,
  leadDelivery: LeadDelivery,
  limitStore: RateLimitStore,
  logger: Logger,
): NewsletterService {
  // The key every instance shares already (FORM_SIGNING_SECRET, or DATA_DIR's generated one).
  const secret = loadFormSigningSecret(config.mail.formSigningSecret, config.dataDir);
  const newsletter = new NewsletterService(
    dataSource,
    new NewsletterLinks(secret),
    new NewsletterLimits(config.newsletter, limitStore),
    logger,
    { mailFrom: config.mail.from, wake: () => leadDelivery.worker.nudge() },
  );
  for (const [kind, compose] of Object.entries(newsletter.composers())) {
    leadDelivery.worker.register(kind as keyof ReturnType<NewsletterService['composers']>, compose);
  }
  return newsletter;
}
