import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Documents visitors send with a request (modules/documents/): in the database, so every
 * instance shares them and backups hold them. Deleted with their lead.
 */
export class Documents1734120000000 implements MigrationInterface {
  name = 'Documents1734120000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE documents (
        id varchar(64) PRIMARY KEY,
        name varchar(255) NOT NULL,
        size integer NOT NULL,
        content_type varchar(40) NOT NULL,
        pages integer,
        encrypted boolean,
        content bytea NOT NULL,
        session_id varchar(100),
        contact_id uuid REFERENCES contacts (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX documents_contact_idx ON documents (contact_id)`);
    await db.query(`CREATE INDEX documents_created_idx ON documents (created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE documents`);
  }
}
