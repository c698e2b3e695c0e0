import { type DataSource } from 'typeorm';
import { newSessionId } from '../../testing/chat-events';
import { openTestDataSource } from '../../testing/test-data-source';
import { ChatMessageFacts1733200000000 } from './1733200000000-chat-message-facts';

/**
 * Rows stored before the chat log decided every fact at write time: the migration gives each an
 * author, and turns the desk's announcement lines into typed JOINED / LEFT rows with the name.
 */
describe('migration ChatMessageFacts1733200000000', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDataSource();
  });
  afterAll(() => dataSource.destroy());

  it('backfills author, presence kinds and owner names on rows written before it', async () => {
    const migration = new ChatMessageFacts1733200000000();
    const sessionId = newSessionId();
    const runner = dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      try {
        for (const [message, isUser, author] of [
          ['Can I talk to a person?', true, null],
          ['Jo Marsh joined the chat.', false, 'ASSISTANT'],
          ['Hello, Jo here.', false, 'OWNER'],
          ['Jo Marsh left the chat. The assistant will answer from here.', false, 'ASSISTANT'],
          ['Somebody joined the chat team in 2019, as the article says.', false, null],
        ] as const) {
          await runner.query(
            `INSERT INTO chat_messages (session_id, message, is_user, author) VALUES ($1, $2, $3, $4)`,
            [sessionId, message, isUser, author],
          );
        }
      } finally {
        await migration.up(runner);
      }
      const rows: unknown[] = await runner.query(
        `SELECT author, kind, owner_name, needs_person FROM chat_messages
         WHERE session_id = $1 ORDER BY seq`,
        [sessionId],
      );
      expect(rows).toEqual([
        { author: 'VISITOR', kind: 'MESSAGE', owner_name: null, needs_person: false },
        { author: 'ASSISTANT', kind: 'JOINED', owner_name: 'Jo Marsh', needs_person: false },
        { author: 'OWNER', kind: 'MESSAGE', owner_name: 'Jo Marsh', needs_person: false },
        { author: 'ASSISTANT', kind: 'LEFT', owner_name: 'Jo Marsh', needs_person: false },
        { author: 'ASSISTANT', kind: 'MESSAGE', owner_name: null, needs_person: false },
      ]);
    } finally {
      await runner.query(`DELETE FROM chat_messages WHERE session_id = $1`, [sessionId]);
      await runner.release();
    }
  });
});
