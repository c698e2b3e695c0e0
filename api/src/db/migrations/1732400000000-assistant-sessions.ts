import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The chat assistant's memory per session: what the visitor has told it and where a scheduling
 * or quote conversation stands, as one JSON document, so a conversation survives a restart.
 */
export class AssistantSessions1732400000000 implements MigrationInterface {
  name = 'AssistantSessions1732400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE assistant_sessions (
        session_id varchar(128) PRIMARY KEY,
        state jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX assistant_sessions_updated_at_idx ON assistant_sessions (updated_at)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE assistant_sessions`);
  }
}
