import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Who voted on an assistant reply, as a keyed hash of the client's address (never the
 * address): the questions to answer count a question's visitors by it, so votes from many
 * sessions of one client count once (modules/chat/chat-client-key.ts).
 */
export class ChatVoteClient1734064000000 implements MigrationInterface {
  name = 'ChatVoteClient1734064000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE chat_messages ADD COLUMN rated_by varchar(64)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE chat_messages DROP COLUMN rated_by`);
  }
}
