import { type DataSource } from 'typeorm';
import { Jobs } from '../../jobs/jobs';
import { MailQueue } from '../../jobs/mail/mail-queue';
import { createMemoryLogger } from '../../logger';

/**
 * For tests: the e-mails (jobs/mail's `mail.send` jobs) as a derived table named `mail_jobs`,
 * with the columns tests read: `SELECT ... FROM ${mailJobsView} WHERE ...`. Status `sent` is a
 * kept job that is `done`.
 */
export const mailJobsView = `(
  SELECT id, payload->>'kind' AS recipient_kind, payload->>'to' AS recipient,
         payload->>'messageId' AS message_id,
         CASE status WHEN 'done' THEN 'sent' ELSE status END AS status,
         attempts, run_at AS next_attempt_at, leased_until AS claimed_until, last_error,
         created_at, done_at AS sent_at, dedupe_key,
         (payload->'data'->>'contactId')::uuid AS contact_id,
         payload->'data'->>'sessionId' AS session_id,
         (payload->'data'->>'meetingId')::uuid AS meeting_id,
         payload->'data'->>'event' AS meeting_event,
         (payload->'data'->>'subscriberId')::uuid AS subscriber_id,
         (payload->'data'->>'postId')::uuid AS post_id,
         (payload->'data'->>'digestUntil')::timestamptz AS digest_until,
         payload->'data' AS data
  FROM jobs WHERE kind = 'mail.send') AS mail_jobs`;

/**
 * A mail queue on `dataSource` whose jobs runner never starts: e-mails are queued (and can be
 * read through `mailJobsView`) but not sent. For tests of the code that queues them.
 */
export function queueOnlyMail(dataSource: DataSource): MailQueue {
  const logger = createMemoryLogger();
  const mailer = { send: async () => undefined, close: () => undefined };
  return new MailQueue(dataSource, new Jobs(dataSource, logger), mailer, logger, {
    maxAttempts: 3,
    retryBaseMs: 10,
    retryMaxMs: 100,
  });
}
