import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The pages an assistant reply draws on, stored with the message, so chat history (GraphQL and
 * REST) shows a reopened conversation with its sources. Null for visitor messages and replies
 * without links.
 */
export class ChatMessageLinks1732511000000 implements MigrationInterface {
  name = 'ChatMessageLinks1732511000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE chat_messages ADD COLUMN links jsonb`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE chat_messages DROP COLUMN links`);
  }
}
