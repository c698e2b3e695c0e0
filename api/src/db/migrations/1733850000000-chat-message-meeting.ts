import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** An assistant reply that confirms a meeting booked in the chat keeps it as data (a card). */
export class ChatMessageMeeting1733850000000 implements MigrationInterface {
  name = 'ChatMessageMeeting1733850000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE chat_messages ADD COLUMN meeting jsonb`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE chat_messages DROP COLUMN meeting`);
  }
}
