import { randomUUID } from 'node:crypto';
import { type JobRegistry } from '../../jobs/job-registry';
import { type MailQueue } from '../../jobs/mail/mail-queue';
import { messageIdOn } from '../../jobs/mail/message-id';
import { type OutgoingMail } from '../../jobs/mail/mailer';
import { type InsightsService } from './insights.service';
import { InsightsInterval } from './insights.types';
import { weeklySummaryMail, type WeakQuestion } from './weekly-summary.mail';

const dayMs = 86_400_000;
export const weeklySummaryJob = 'insights.weekly-summary';

export interface WeeklySummaryDeps {
  jobs: JobRegistry;
  /** E-mail (jobs/mail): the summary is queued there, and written by its composer when sent. */
  mail: Pick<MailQueue, 'enqueue' | 'compose'>;
  insights: InsightsService;
  /** The assistant's weakest answers of the week (modules/teaching/, through its service). */
  weakQuestions(limit: number): Promise<WeakQuestion[]>;
  /** The consultant (LEAD_NOTIFY_TO) and the sender's address (for the Message-ID's domain). */
  to: string;
  mailFrom: string;
  /** INSIGHTS_WEEKLY_EMAIL: off, nothing new is queued (one already queued is still sent). */
  enabled: boolean;
  now?: () => Date;
}

/**
 * Once a week (a recurring job), the owner's summary e-mail is queued (jobs/mail); it is
 * written when sent, from the seven whole UTC days before that moment.
 */
export function registerWeeklySummary(deps: WeeklySummaryDeps): void {
  const now = deps.now ?? (() => new Date());
  deps.mail.compose('insights_weekly', async (job): Promise<OutgoingMail> => {
    const end = new Date(now().getTime() - dayMs);
    const start = new Date(end.getTime() - 6 * dayMs);
    return weeklySummaryMail({
      to: job.to,
      messageId: job.messageId,
      insights: await deps.insights.siteInsights(start, end, InsightsInterval.DAY),
      weakQuestions: await deps.weakQuestions(5),
    });
  });
  if (!deps.enabled) return;
  deps.jobs.every(weeklySummaryJob, { everyMs: 7 * dayMs }, async () => {
    await deps.mail.enqueue({
      kind: 'insights_weekly',
      to: deps.to,
      messageId: messageIdOn(deps.mailFrom, `insights-weekly-${randomUUID()}`),
    });
  });
}
