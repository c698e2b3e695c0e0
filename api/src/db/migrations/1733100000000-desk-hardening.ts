import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Issue 20's desk findings: the last TOTP step each owner signed in with, so one code opens
 * one session only.
 */
export class DeskHardening1733100000000 implements MigrationInterface {
  name = 'DeskHardening1733100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE owners ADD COLUMN totp_last_step bigint`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE owners DROP COLUMN totp_last_step`);
  }
}
