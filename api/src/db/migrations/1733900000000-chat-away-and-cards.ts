import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Typed facts the chat widget and the desk read, never text parsed back: the site path a chat
 * started on (stored with the visitor's first message), a request's summary card and its typed
 * actions (Send / Change, e-mail me the transcript), and the desk's away-mode message taking
 * (which step a visitor is on while nobody is at the desk).
 */
export class ChatAwayAndCards1733900000000 implements MigrationInterface {
  name = 'ChatAwayAndCards1733900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE chat_messages
        ADD COLUMN page varchar(300),
        ADD COLUMN summary jsonb,
        ADD COLUMN actions jsonb`);
    await db.query(`ALTER TABLE desk_chats ADD COLUMN away_message jsonb`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE desk_chats DROP COLUMN away_message`);
    await db.query(`
      ALTER TABLE chat_messages DROP COLUMN page, DROP COLUMN summary, DROP COLUMN actions`);
  }
}
