import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** A lead sent from an owner tool ("Send this to ...") records which tool (a tool slug). */
export class ContactTool1733700000000 implements MigrationInterface {
  name = 'ContactTool1733700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE contacts ADD COLUMN tool varchar(40)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE contacts DROP COLUMN tool`);
  }
}
