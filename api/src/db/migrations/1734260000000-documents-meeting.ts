import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Documents a visitor adds on their meeting page name that meeting: the page lists them, and
 * at most DOCUMENTS_PER_REQUEST are taken per meeting. No foreign key: the documents belong to
 * the meeting's lead and go with it (forgetting a person), and the meetings table is booking's.
 */
export class DocumentsMeeting1734260000000 implements MigrationInterface {
  name = 'DocumentsMeeting1734260000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE documents ADD COLUMN meeting_id uuid`);
    await db.query(
      `CREATE INDEX documents_meeting_idx ON documents (meeting_id) WHERE meeting_id IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE documents DROP COLUMN meeting_id`);
  }
}
