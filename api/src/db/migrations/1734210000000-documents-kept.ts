import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** A document the owner keeps is not deleted after DOCUMENT_RETENTION_DAYS. */
export class DocumentsKept1734210000000 implements MigrationInterface {
  name = 'DocumentsKept1734210000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE documents ADD COLUMN kept boolean NOT NULL DEFAULT false`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE documents DROP COLUMN kept`);
  }
}
