import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The record that the consultant forgot a person at their request (the privacy policy's
 * promise): when, by which desk owner, and how many rows of each kind went. It holds nothing of
 * the person (no name, address, phone or id of theirs), so keeping it forgets nothing back.
 */
export class PrivacyAuditLog1734060000000 implements MigrationInterface {
  name = 'PrivacyAuditLog1734060000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE privacy_audit_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        action varchar(30) NOT NULL,
        owner_id uuid REFERENCES owners (id) ON DELETE SET NULL,
        counts jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE privacy_audit_log`);
  }
}
