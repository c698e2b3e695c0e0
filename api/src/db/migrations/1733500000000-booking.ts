import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Booking: the consultant's availability (one row, edited on the desk), the meetings, and the
 * meetings' e-mails in the existing outbox. Two meetings can never overlap (buffer included):
 * an exclusion constraint on their time ranges, which needs no extension (ranges have GiST
 * support built in), so several instances racing for one slot leave exactly one meeting.
 */
export class Booking1733500000000 implements MigrationInterface {
  name = 'Booking1733500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE booking_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        weekly_hours jsonb NOT NULL,
        date_overrides jsonb NOT NULL DEFAULT '[]',
        meeting_minutes integer NOT NULL,
        buffer_minutes integer NOT NULL,
        min_notice_minutes integer NOT NULL,
        horizon_days integer NOT NULL,
        daily_max integer NOT NULL,
        change_notice_hours integer NOT NULL,
        confirmation_note text,
        feed_token_hash varchar(64),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE meetings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        start_at timestamptz NOT NULL,
        end_at timestamptz NOT NULL,
        blocked_until timestamptz NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'booked',
        visitor_time_zone varchar(64) NOT NULL,
        name varchar(200) NOT NULL,
        email varchar(254),
        phone varchar(40),
        topic text NOT NULL,
        contact_id uuid REFERENCES contacts (id) ON DELETE SET NULL,
        session_id varchar(128),
        token_hash varchar(64) NOT NULL UNIQUE,
        sequence integer NOT NULL DEFAULT 0,
        cancel_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT meetings_no_overlap EXCLUDE USING gist
          (tstzrange(start_at, blocked_until, '[)') WITH &&) WHERE (status <> 'cancelled')
      )`);
    await db.query(`CREATE INDEX meetings_start_idx ON meetings (start_at)`);
    await db.query(`CREATE INDEX meetings_contact_idx ON meetings (contact_id)`);
    await db.query(`
      ALTER TABLE mail_jobs
        ADD COLUMN meeting_id uuid REFERENCES meetings (id) ON DELETE CASCADE,
        ADD COLUMN meeting_event varchar(20),
        ADD COLUMN meeting_sequence integer`);
    // The idempotency key of a meeting's e-mails: one per recipient, event and version.
    await db.query(`
      CREATE UNIQUE INDEX mail_jobs_meeting_key
        ON mail_jobs (meeting_id, recipient_kind, meeting_event, meeting_sequence)
        WHERE meeting_id IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM mail_jobs WHERE meeting_id IS NOT NULL`);
    await db.query(`DROP INDEX mail_jobs_meeting_key`);
    await db.query(
      `ALTER TABLE mail_jobs DROP COLUMN meeting_id, DROP COLUMN meeting_event, DROP COLUMN meeting_sequence`,
    );
    await db.query(`DROP TABLE meetings`);
    await db.query(`DROP TABLE booking_settings`);
  }
}
