import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The order messages were stored in, as a number. created_at alone cannot order a chat: the
 * embedded database's clock counts milliseconds, and a reply and the visitor's next message
 * (or two instances' messages) can share one, leaving history in the random order of their
 * uuids. Existing rows are numbered in the order they were stored.
 */
export class ChatMessageOrder1732900000000 implements MigrationInterface {
  name = 'ChatMessageOrder1732900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE chat_messages ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY`);
    await db.query(`DROP INDEX chat_messages_session_created_idx`);
    await db.query(`CREATE INDEX chat_messages_session_seq_idx ON chat_messages (session_id, seq)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX chat_messages_session_seq_idx`);
    await db.query(
      `CREATE INDEX chat_messages_session_created_idx ON chat_messages (session_id, created_at)`,
    );
    await db.query(`ALTER TABLE chat_messages DROP COLUMN seq`);
  }
}
