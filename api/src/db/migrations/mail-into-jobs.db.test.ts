import { randomUUID } from 'node:crypto';
import { type DataSource } from 'typeorm';
import { Jobs } from '../../jobs/jobs';
import { mailAbout, MailQueue, sendMailJob } from '../../jobs/mail/mail-queue';
import { type OutgoingMail } from '../../jobs/mail/mailer';
import { createMemoryLogger } from '../../logger';
import { registerLeadMails } from '../../modules/contact/lead-mails';
import { until } from '../../testing/mail/smtp-sink';
import { openTestDataSource } from '../../testing/test-data-source';
import { MailIntoJobs1734290000000 } from './1734290000000-mail-into-jobs';

/**
 * E-mails queued, sent and given up on in mail_jobs before it was folded into the jobs table:
 * each becomes a kept `mail.send` job that the one handler sends (pending, with its Message-ID),
 * or keeps for the data export and the once-a-day rule (sent, failed), and its key stays taken.
 */
describe('migration MailIntoJobs1734290000000', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDataSource();
  });
  afterAll(() => dataSource.destroy());

  it('moves pending, sent and failed mail_jobs rows into jobs the mail handler sends, and drops mail_jobs', async () => {
    const migration = new MailIntoJobs1734290000000();
    const runner = dataSource.createQueryRunner();
    const tag = randomUUID().slice(0, 8);
    const visitor = `mover-${tag}@example.com`;
    const [lead] = (await runner.query(
      `INSERT INTO contacts (name, email, message) VALUES ('Mo Vera', $1, 'About my lease')
       RETURNING id`,
      [visitor],
    )) as { id: string }[];
    const contactId = lead!.id;
    const sessionId = `session-${tag}`;
    const subscriberId = randomUUID();
    const digestUntil = new Date('2026-11-20T12:00:00.000Z');
    try {
      await migration.down(runner);
      try {
        await runner.query(
          `INSERT INTO blog_subscribers (id, email, frequency, status, confirm_expires_at)
           VALUES ($1, $2, 'weekly', 'confirmed', now())`,
          [subscriberId, `reader-${tag}@example.com`],
        );
        await runner.query(
          `INSERT INTO mail_jobs (contact_id, recipient_kind, recipient, message_id, status,
                                 attempts, sent_at)
           VALUES ($1, 'consultant', 'owner@example.com', $2, 'pending', 2, NULL),
                  ($1, 'visitor', $3, $4, 'sent', 1, now())`,
          [contactId, `<lead-${contactId}-consultant@x.test>`, visitor, `<lead-${contactId}-v@x>`],
        );
        await runner.query(
          `INSERT INTO mail_jobs (session_id, recipient_kind, recipient, message_id, status,
                                 attempts, last_error)
           VALUES ($1, 'chat_transcript', $2, '<t@x>', 'failed', 15, 'mailbox full')`,
          [sessionId, visitor],
        );
        await runner.query(
          `INSERT INTO mail_jobs (subscriber_id, digest_until, recipient_kind, recipient,
                                 message_id, status, sent_at)
           VALUES ($1, $2, 'blog_digest', $3, '<d@x>', 'sent', now())`,
          [subscriberId, digestUntil, `reader-${tag}@example.com`],
        );
      } finally {
        await migration.up(runner);
        // The embedded test database has one connection: the jobs runner below needs it.
        await runner.release();
      }

      expect(await dataSource.query(`SELECT to_regclass('mail_jobs') IS NULL AS dropped`)).toEqual([
        { dropped: true },
      ]);
      const rows = (await dataSource.query(
        `SELECT dedupe_key, status, attempts, last_error, kept, done_at IS NOT NULL AS done,
                payload
         FROM jobs WHERE kind = $1 AND (payload->'about' ?| $2::text[])
         ORDER BY dedupe_key`,
        [
          sendMailJob,
          [
            mailAbout('lead', contactId),
            mailAbout('chat', sessionId),
            mailAbout('subscriber', subscriberId),
          ],
        ],
      )) as { payload: unknown }[];
      expect(rows).toEqual([
        expect.objectContaining({
          dedupe_key: `mail:chat:${sessionId}:chat_transcript`,
          status: 'failed',
          attempts: 15,
          last_error: 'mailbox full',
          kept: true,
          done: false,
        }),
        expect.objectContaining({
          dedupe_key: `mail:lead:${contactId}:consultant`,
          status: 'pending',
          attempts: 2,
          kept: true,
          payload: {
            kind: 'consultant',
            to: 'owner@example.com',
            messageId: `<lead-${contactId}-consultant@x.test>`,
            about: [mailAbout('lead', contactId)],
            data: { contactId },
          },
        }),
        expect.objectContaining({
          dedupe_key: `mail:lead:${contactId}:visitor`,
          status: 'done',
          done: true,
        }),
        expect.objectContaining({
          dedupe_key: `mail:subscriber:${subscriberId}:digest:${digestUntil.getTime()}`,
          status: 'done',
        }),
      ]);

      // The handler sends the pending one, composed by the lead's composer, with its Message-ID.
      const sent: OutgoingMail[] = [];
      const logger = createMemoryLogger();
      const jobs = new Jobs(dataSource, logger, { pollIntervalMs: 100 });
      const mail = new MailQueue(
        dataSource,
        jobs,
        { send: async (message) => void sent.push(message), close: () => undefined },
        logger,
        { maxAttempts: 3, retryBaseMs: 10, retryMaxMs: 100 },
      );
      registerLeadMails(mail, dataSource, {
        chatLog: { history: async () => [] },
        documentsOf: async () => [],
        notifyTo: 'owner@example.com',
      });
      for (const kind of ['chat_transcript', 'blog_digest'])
        mail.compose(kind, async () => undefined);
      // Other files' e-mails left in this worker's database are not this test's.
      await dataSource.query(
        `UPDATE jobs SET run_at = now() + interval '1 day'
         WHERE kind = $1 AND status = 'pending' AND NOT (payload->'about' ? $2)`,
        [sendMailJob, mailAbout('lead', contactId)],
      );
      jobs.start();
      try {
        await until(() => sent.length > 0, 10_000, 'the migrated e-mail sent');
      } finally {
        await jobs.stop();
      }
      expect(sent.map((message) => message.messageId)).toEqual([
        `<lead-${contactId}-consultant@x.test>`,
      ]);
      expect(sent[0]?.text).toContain('About my lease');
      // Its key stays taken: the lead's e-mails are never queued again.
      expect(
        await mail.enqueue({
          kind: 'consultant',
          to: 'owner@example.com',
          key: `lead:${contactId}:consultant`,
          messageId: '<again@x>',
        }),
      ).toBe(0);
      // The person's data export still lists what was sent to them.
      const theirs = await mail.about({
        addressKey: visitor,
        about: [mailAbout('lead', contactId)],
      });
      expect(theirs.map((row) => [row.kind, row.status]).sort()).toEqual([
        ['chat_transcript', 'failed'],
        ['consultant', 'sent'],
        ['visitor', 'sent'],
      ]);
    } finally {
      await dataSource.query(
        `DELETE FROM jobs WHERE kind = $1 AND (payload->'about' ?| $2::text[])`,
        [
          sendMailJob,
          [
            mailAbout('lead', contactId),
            mailAbout('chat', sessionId),
            mailAbout('subscriber', subscriberId),
          ],
        ],
      );
      await dataSource.query(`DELETE FROM blog_subscribers WHERE id = $1`, [subscriberId]);
      await dataSource.query(`DELETE FROM contacts WHERE id = $1`, [contactId]);
    }
  });
});
