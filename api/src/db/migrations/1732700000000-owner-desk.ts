import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The owner's desk (issue 14): owner accounts and their sign-in sessions, a lead's status, note
 * and read flag on the contact, who wrote each chat message, the desk's view of a chat (a person
 * asked for, an owner in it), and the outbox's e-mail about a chat that asks for a person (a job
 * tied to a chat session instead of a lead).
 */
export class OwnerDesk1732700000000 implements MigrationInterface {
  name = 'OwnerDesk1732700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE owners (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        display_name varchar(200) NOT NULL,
        password_hash text NOT NULL,
        totp_secret varchar(64),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX owners_email_key ON owners (lower(email))`);
    // The id is the SHA-256 of the cookie's token: a copy of the table opens no session.
    await db.query(`
      CREATE TABLE owner_sessions (
        id char(64) PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX owner_sessions_owner_idx ON owner_sessions (owner_id)`);
    await db.query(`CREATE INDEX owner_sessions_seen_idx ON owner_sessions (last_seen_at)`);

    await db.query(`
      ALTER TABLE contacts
        ADD COLUMN status varchar(10) NOT NULL DEFAULT 'new',
        ADD COLUMN note text,
        ADD COLUMN read boolean NOT NULL DEFAULT false`);
    await db.query(`CREATE INDEX contacts_created_idx ON contacts (created_at DESC, id DESC)`);

    // Null only for rows written without it; readers fall back to is_user (chat-author.ts).
    await db.query(`ALTER TABLE chat_messages ADD COLUMN author varchar(10)`);
    await db.query(
      `UPDATE chat_messages SET author = CASE WHEN is_user THEN 'VISITOR' ELSE 'ASSISTANT' END`,
    );

    await db.query(`
      CREATE TABLE desk_chats (
        session_id varchar(128) PRIMARY KEY,
        wants_person boolean NOT NULL DEFAULT false,
        person_requested_at timestamptz,
        owner_id uuid REFERENCES owners (id) ON DELETE SET NULL,
        owner_name varchar(200),
        owner_joined_at timestamptz,
        assistant_resumed boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await db.query(`
      ALTER TABLE mail_jobs
        ALTER COLUMN contact_id DROP NOT NULL,
        ADD COLUMN session_id varchar(128)`);
    await db.query(`
      CREATE UNIQUE INDEX mail_jobs_session_key ON mail_jobs (session_id, recipient_kind)
      WHERE session_id IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM mail_jobs WHERE contact_id IS NULL`);
    await db.query(`DROP INDEX mail_jobs_session_key`);
    await db.query(`
      ALTER TABLE mail_jobs DROP COLUMN session_id, ALTER COLUMN contact_id SET NOT NULL`);
    await db.query(`DROP TABLE desk_chats`);
    await db.query(`ALTER TABLE chat_messages DROP COLUMN author`);
    await db.query(`DROP INDEX contacts_created_idx`);
    await db.query(`ALTER TABLE contacts DROP COLUMN status, DROP COLUMN note, DROP COLUMN read`);
    await db.query(`DROP TABLE owner_sessions`);
    await db.query(`DROP TABLE owners`);
  }
}
