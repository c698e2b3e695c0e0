import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * E-mail becomes jobs (api/src/jobs/mail): each e-mail is one kept `mail.send` job whose payload
 * says what it is (`kind`, the old recipient kind), to whom, its Message-ID, whom it is about
 * (`about`: lead, chat, meeting, subscriber) and what its composer reads when it is sent
 * (`data`). A kept job stays once done (`status` `done`, `done_at`) and its key stays taken for
 * good, in place of mail_jobs' unique keys. Every mail_jobs row moves over (pending ones to be
 * sent with the same Message-ID, sent and failed ones for the data export and the
 * acknowledgement limit), then mail_jobs is dropped.
 */
export class MailIntoJobs1734290000000 implements MigrationInterface {
  name = 'MailIntoJobs1734290000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE jobs
        ADD COLUMN kept boolean NOT NULL DEFAULT false,
        ADD COLUMN done_at timestamptz NULL`);
    await db.query(
      `CREATE UNIQUE INDEX jobs_kept_key ON jobs (dedupe_key) WHERE kept AND dedupe_key IS NOT NULL`,
    );
    // The acknowledgement limit counts a kind's e-mails of the last day.
    await db.query(
      `CREATE INDEX jobs_mail_kind ON jobs ((payload->>'kind'), created_at) WHERE kind = 'mail.send'`,
    );
    await db.query(`
      INSERT INTO jobs (kind, payload, run_at, attempts, dedupe_key, status, last_error,
                        created_at, kept, done_at)
      SELECT 'mail.send',
        jsonb_build_object(
          'kind', recipient_kind,
          'to', recipient,
          'messageId', message_id,
          'about', to_jsonb(array_remove(ARRAY[
            'lead:' || contact_id, 'chat:' || session_id, 'meeting:' || meeting_id,
            'subscriber:' || subscriber_id], NULL)),
          'data', jsonb_strip_nulls(jsonb_build_object(
            'contactId', contact_id, 'sessionId', session_id, 'meetingId', meeting_id,
            'event', meeting_event, 'sequence', meeting_sequence, 'subscriberId', subscriber_id,
            'postId', post_id, 'digestUntil', digest_until))),
        next_attempt_at,
        attempts,
        CASE
          WHEN contact_id IS NOT NULL THEN 'mail:lead:' || contact_id || ':' || recipient_kind
          WHEN session_id IS NOT NULL THEN 'mail:chat:' || session_id || ':' || recipient_kind
          WHEN meeting_id IS NOT NULL THEN 'mail:meeting:' || meeting_id || ':' || meeting_event
            || ':' || meeting_sequence || ':'
            || CASE recipient_kind WHEN 'meeting_visitor' THEN 'visitor' ELSE 'consultant' END
          WHEN subscriber_id IS NOT NULL AND recipient_kind = 'blog_post'
            THEN 'mail:subscriber:' || subscriber_id || ':post:' || post_id
          WHEN subscriber_id IS NOT NULL AND recipient_kind = 'blog_digest'
            THEN 'mail:subscriber:' || subscriber_id || ':digest:'
              || (extract(epoch FROM digest_until) * 1000)::bigint
          WHEN subscriber_id IS NOT NULL THEN 'mail:subscriber:' || subscriber_id || ':confirm:' || id
        END,
        CASE status WHEN 'sent' THEN 'done' ELSE status END,
        last_error,
        created_at,
        true,
        sent_at
      FROM mail_jobs`);
    await db.query(`DROP TABLE mail_jobs`);
    // The recurring job that sent mail_jobs: no handler of this release runs it any more.
    await db.query(`DELETE FROM jobs WHERE kind = 'mail.send-due'`);
  }

  /** mail_jobs as it was, with the e-mails back in it; the kept e-mail jobs leave the jobs table. */
  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE mail_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        contact_id uuid NULL REFERENCES contacts (id) ON DELETE CASCADE,
        session_id varchar(128) NULL,
        meeting_id uuid NULL REFERENCES meetings (id) ON DELETE CASCADE,
        meeting_event varchar(20) NULL,
        meeting_sequence integer NULL,
        subscriber_id uuid NULL REFERENCES blog_subscribers (id) ON DELETE CASCADE,
        post_id uuid NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
        digest_until timestamptz NULL,
        recipient_kind varchar(20) NOT NULL,
        recipient varchar(254) NOT NULL,
        message_id varchar(255) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        claimed_until timestamptz NULL,
        last_error text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz NULL,
        CONSTRAINT mail_jobs_idempotency_key UNIQUE (contact_id, recipient_kind)
      )`);
    await db.query(
      `CREATE INDEX mail_jobs_due_idx ON mail_jobs (next_attempt_at) WHERE status = 'pending'`,
    );
    await db.query(
      `CREATE INDEX mail_jobs_recipient_idx ON mail_jobs (recipient_kind, lower(recipient), created_at)`,
    );
    await db.query(`CREATE INDEX mail_jobs_created_idx ON mail_jobs (recipient_kind, created_at)`);
    await db.query(`
      CREATE UNIQUE INDEX mail_jobs_session_key ON mail_jobs (session_id, recipient_kind)
      WHERE session_id IS NOT NULL`);
    await db.query(`
      CREATE UNIQUE INDEX mail_jobs_meeting_key
      ON mail_jobs (meeting_id, recipient_kind, meeting_event, meeting_sequence)
      WHERE meeting_id IS NOT NULL`);
    await db.query(`
      CREATE UNIQUE INDEX mail_jobs_subscriber_post_key ON mail_jobs (subscriber_id, post_id)
      WHERE subscriber_id IS NOT NULL AND post_id IS NOT NULL`);
    await db.query(`
      CREATE UNIQUE INDEX mail_jobs_subscriber_digest_key ON mail_jobs (subscriber_id, digest_until)
      WHERE subscriber_id IS NOT NULL AND digest_until IS NOT NULL`);
    // Rows whose lead, meeting, subscriber or post is gone are left out (the old foreign keys).
    await db.query(`
      INSERT INTO mail_jobs (contact_id, session_id, meeting_id, meeting_event, meeting_sequence,
                             subscriber_id, post_id, digest_until, recipient_kind, recipient,
                             message_id, status, attempts, next_attempt_at, last_error,
                             created_at, sent_at)
      SELECT (j.payload->'data'->>'contactId')::uuid, j.payload->'data'->>'sessionId',
             (j.payload->'data'->>'meetingId')::uuid, j.payload->'data'->>'event',
             (j.payload->'data'->>'sequence')::integer, (j.payload->'data'->>'subscriberId')::uuid,
             (j.payload->'data'->>'postId')::uuid, (j.payload->'data'->>'digestUntil')::timestamptz,
             j.payload->>'kind', j.payload->>'to', j.payload->>'messageId',
             CASE j.status WHEN 'done' THEN 'sent' ELSE j.status END, j.attempts, j.run_at,
             j.last_error, j.created_at, j.done_at
      FROM jobs j
      WHERE j.kind = 'mail.send'
        AND (j.payload->'data'->>'contactId' IS NULL
             OR EXISTS (SELECT 1 FROM contacts c WHERE c.id = (j.payload->'data'->>'contactId')::uuid))
        AND (j.payload->'data'->>'meetingId' IS NULL
             OR EXISTS (SELECT 1 FROM meetings m WHERE m.id = (j.payload->'data'->>'meetingId')::uuid))
        AND (j.payload->'data'->>'subscriberId' IS NULL
             OR EXISTS (SELECT 1 FROM blog_subscribers s
                        WHERE s.id = (j.payload->'data'->>'subscriberId')::uuid))
        AND (j.payload->'data'->>'postId' IS NULL
             OR EXISTS (SELECT 1 FROM blog_posts p WHERE p.id = (j.payload->'data'->>'postId')::uuid))
      ON CONFLICT DO NOTHING`);
    await db.query(`DELETE FROM jobs WHERE kind = 'mail.send'`);
    await db.query(`DROP INDEX jobs_mail_kind`);
    await db.query(`DROP INDEX jobs_kept_key`);
    await db.query(`ALTER TABLE jobs DROP COLUMN done_at, DROP COLUMN kept`);
  }
}
