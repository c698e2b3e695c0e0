import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A PDF's first page drawn as a PNG for the desk, beside its document (drawn after the upload
 * answers, so a table of its own: a document has one or none). Goes with its document.
 */
export class DocumentPreviews1734270000000 implements MigrationInterface {
  name = 'DocumentPreviews1734270000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE document_previews (
        document_id varchar(64) PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
        content bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE document_previews`);
  }
}
