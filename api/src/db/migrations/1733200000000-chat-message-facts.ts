import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What a chat message is, as data decided when it is written (modules/chat/chat-log.ts):
 * - `author` NOT NULL: rows stored before the column was always written get it from is_user.
 * - `kind`: MESSAGE, or JOINED / LEFT for the lines announcing an owner in the chat, with the
 *   owner's display name in `owner_name` (also set on the owner's own messages), so no reader
 *   finds a name again in the text.
 * - `needs_person`: the assistant could not help with this reply (the desk flags the chat).
 *
 * The announcement lines written before this migration are recognised once, here, by the exact
 * sentences the desk wrote (`<name> joined the chat.`, `<name> left the chat. The assistant will
 * answer from here.`); from now on nothing reads the text back.
 */
export class ChatMessageFacts1733200000000 implements MigrationInterface {
  name = 'ChatMessageFacts1733200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `UPDATE chat_messages SET author = CASE WHEN is_user THEN 'VISITOR' ELSE 'ASSISTANT' END
       WHERE author IS NULL`,
    );
    await db.query(`ALTER TABLE chat_messages ALTER COLUMN author SET NOT NULL`);
    await db.query(
      `ALTER TABLE chat_messages
         ADD COLUMN kind varchar(10) NOT NULL DEFAULT 'MESSAGE',
         ADD COLUMN owner_name varchar(200),
         ADD COLUMN needs_person boolean NOT NULL DEFAULT false`,
    );
    await db.query(
      `UPDATE chat_messages
       SET kind = 'JOINED', owner_name = left(message, length(message) - length(' joined the chat.'))
       WHERE author = 'ASSISTANT' AND message LIKE '_% joined the chat.'`,
    );
    const leftLine = ' left the chat. The assistant will answer from here.';
    await db.query(
      `UPDATE chat_messages
       SET kind = 'LEFT', owner_name = left(message, length(message) - length($1::text))
       WHERE author = 'ASSISTANT' AND message LIKE '_%' || $1::text`,
      [leftLine],
    );
    // An owner's message is signed with the name the latest JOINED line before it announced.
    await db.query(
      `UPDATE chat_messages m
       SET owner_name = (
         SELECT j.owner_name FROM chat_messages j
         WHERE j.session_id = m.session_id AND j.kind = 'JOINED' AND j.seq < m.seq
         ORDER BY j.seq DESC LIMIT 1)
       WHERE m.author = 'OWNER'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE chat_messages DROP COLUMN needs_person, DROP COLUMN owner_name, DROP COLUMN kind`,
    );
    await db.query(`ALTER TABLE chat_messages ALTER COLUMN author DROP NOT NULL`);
  }
}
