import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The consultant teaches the assistant (modules/teaching, issue 23):
 * - on chat_messages (owned by modules/chat/chat-log.ts), facts about an assistant reply decided
 *   when it is written: `weak_answer` (no confident answer), `wants_person` (it answers a visitor
 *   who asked for a person), `taught_answer_id` (the taught answer it was built from); and the
 *   visitor's vote, `rating` (null: none) with `rated_at`;
 * - `taught_answers`: the consultant's answers, one more knowledge unit each;
 * - `question_dismissals`: question wordings the consultant set aside in "questions to answer".
 * The partial indexes keep the desk's reads to the few replies they are about.
 */
export class AssistantTeaching1733800000000 implements MigrationInterface {
  name = 'AssistantTeaching1733800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE chat_messages
         ADD COLUMN weak_answer boolean NOT NULL DEFAULT false,
         ADD COLUMN wants_person boolean NOT NULL DEFAULT false,
         ADD COLUMN taught_answer_id uuid,
         ADD COLUMN rating boolean,
         ADD COLUMN rated_at timestamptz`,
    );
    await db.query(
      `CREATE INDEX chat_messages_review_idx ON chat_messages (created_at)
       WHERE author = 'ASSISTANT' AND (weak_answer OR wants_person OR rating = false)`,
    );
    await db.query(
      `CREATE INDEX chat_messages_rated_idx ON chat_messages (rated_at) WHERE rating IS NOT NULL`,
    );
    await db.query(
      `CREATE INDEX chat_messages_taught_idx ON chat_messages (taught_answer_id)
       WHERE taught_answer_id IS NOT NULL`,
    );
    await db.query(
      `CREATE TABLE taught_answers (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         answer text,
         href varchar(300),
         questions jsonb NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now(),
         updated_at timestamptz NOT NULL DEFAULT now(),
         CONSTRAINT taught_answers_says_something CHECK (answer IS NOT NULL OR href IS NOT NULL)
       )`,
    );
    await db.query(
      `CREATE TABLE question_dismissals (
         question_key varchar(600) PRIMARY KEY,
         dismissed_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE question_dismissals`);
    await db.query(`DROP TABLE taught_answers`);
    await db.query(`DROP INDEX chat_messages_taught_idx`);
    await db.query(`DROP INDEX chat_messages_rated_idx`);
    await db.query(`DROP INDEX chat_messages_review_idx`);
    await db.query(
      `ALTER TABLE chat_messages DROP COLUMN rated_at, DROP COLUMN rating,
         DROP COLUMN taught_answer_id, DROP COLUMN wants_person, DROP COLUMN weak_answer`,
    );
  }
}
