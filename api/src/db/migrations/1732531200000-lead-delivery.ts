import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Lead delivery: how each lead came in and how suspicious it looks (kept on the contact), and
 * the mail outbox, written in the same transaction as the lead so a stored lead always has its
 * e-mails queued. One row per lead and recipient kind: the unique key is the idempotency key.
 */
export class LeadDelivery1732531200000 implements MigrationInterface {
  name = 'LeadDelivery1732531200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE contacts
        ADD COLUMN channel varchar(20) NOT NULL DEFAULT 'api',
        ADD COLUMN spam_score smallint NOT NULL DEFAULT 0,
        ADD COLUMN spam_reasons text,
        ADD COLUMN suspicious boolean NOT NULL DEFAULT false`);
    // Rows stored before this migration: the chat's kind shows in its summary's title line.
    await db.query(`
      UPDATE contacts SET channel = CASE
        WHEN source = 'form' THEN 'form'
        WHEN message LIKE 'Quote request%' THEN 'chat_quote'
        ELSE 'chat_booking' END`);
    await db.query(`
      CREATE TABLE mail_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        contact_id uuid NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
        recipient_kind varchar(20) NOT NULL,
        recipient varchar(254) NOT NULL,
        message_id varchar(255) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        claimed_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        CONSTRAINT mail_jobs_idempotency_key UNIQUE (contact_id, recipient_kind)
      )`);
    await db.query(
      `CREATE INDEX mail_jobs_due_idx ON mail_jobs (next_attempt_at) WHERE status = 'pending'`,
    );
    await db.query(
      `CREATE INDEX mail_jobs_recipient_idx ON mail_jobs (recipient_kind, lower(recipient), created_at)`,
    );
    await db.query(`CREATE INDEX mail_jobs_created_idx ON mail_jobs (recipient_kind, created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE mail_jobs`);
    await db.query(`
      ALTER TABLE contacts
        DROP COLUMN channel, DROP COLUMN spam_score, DROP COLUMN spam_reasons, DROP COLUMN suspicious`);
  }
}
