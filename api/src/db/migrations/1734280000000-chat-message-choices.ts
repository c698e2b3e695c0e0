import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The choices an assistant reply offers (a booking's open times), stored with it as typed data:
 * the reply's text no longer lists them, so a reopened chat shows them as chips again and the
 * desk and the e-mailed transcript list them under the text. Null when a reply offers none.
 */
export class ChatMessageChoices1734280000000 implements MigrationInterface {
  name = 'ChatMessageChoices1734280000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE chat_messages ADD COLUMN choices jsonb`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE chat_messages DROP COLUMN choices`);
  }
}
