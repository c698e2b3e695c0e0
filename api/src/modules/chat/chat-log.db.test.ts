import { type DataSource } from 'typeorm';
import { type AppEventBus, inProcessEventBus } from '../../events/app-event-bus';
import { Topic } from '../../events/topics';
import { newSessionId } from '../../testing/chat-events';
import { openTestDataSource } from '../../testing/test-data-source';
import { ChatAuthor } from './chat-author';
import { ChatLog } from './chat-log';
import { ChatMessageKind } from './chat-message-kind';

/** The one owner of chat_messages: what it stores, how it orders a history, what it publishes. */
describe('ChatLog', () => {
  let dataSource: DataSource;
  let bus: AppEventBus;
  let log: ChatLog;

  beforeAll(async () => {
    dataSource = await openTestDataSource();
    bus = inProcessEventBus();
    log = new ChatLog(dataSource, bus);
  });
  afterAll(() => dataSource.destroy());

  const say = (sessionId: string, message: string, author = ChatAuthor.VISITOR) =>
    log.append({ sessionId, message, author });

  it('orders every history by storage order, even when the clock says otherwise', async () => {
    const sessionId = newSessionId();
    for (const text of ['one', 'two', 'three', 'four', 'five']) await say(sessionId, text);
    // Clocks that agree (one millisecond for all) or disagree (later rows stamped earlier).
    await dataSource.query(
      `UPDATE chat_messages SET created_at = timestamptz '2026-01-01T00:00:00Z' - make_interval(secs => seq)
       WHERE session_id = $1`,
      [sessionId],
    );
    const texts = async (from: 'newest' | 'oldest', limit: number) =>
      (await log.history(sessionId, { from, limit })).map((m) => m.message);
    expect(await texts('newest', 10)).toEqual(['one', 'two', 'three', 'four', 'five']);
    expect(await texts('newest', 2)).toEqual(['four', 'five']);
    expect(await texts('oldest', 2)).toEqual(['one', 'two']);

    await dataSource.query(
      `UPDATE chat_messages SET created_at = '2026-01-01T00:00:00Z' WHERE session_id = $1`,
      [sessionId],
    );
    expect(await texts('newest', 3)).toEqual(['three', 'four', 'five']);
    const seqs = (await log.history(sessionId, { limit: 10 })).map((m) => m.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(typeof seqs[0]).toBe('number');
  });

  it("reads only the session's own messages", async () => {
    const [mine, theirs] = [newSessionId(), newSessionId()];
    await say(mine, 'mine');
    await say(theirs, 'theirs');
    expect((await log.history(mine, { limit: 10 })).map((m) => m.message)).toEqual(['mine']);
  });

  it("keeps the choices a reply offered, whichever way the history is read (a reloaded chat's chips)", async () => {
    const sessionId = newSessionId();
    const times = ['Tue, Mar 17, 10:00 AM', 'Wed, Mar 18, 9:00 AM'];
    await say(sessionId, 'Can I book a call?');
    const offer = await log.append({
      sessionId,
      message: 'Which time suits you? Pick one of the open times below.',
      author: ChatAuthor.ASSISTANT,
      choices: times,
    });
    expect(offer.choices).toEqual(times);
    const byId = (messages: { id: string; choices: string[] }[]) =>
      messages.map(({ id, choices }) => ({ id, choices }));
    const expected = [
      { id: expect.any(String) as string, choices: [] },
      { id: offer.id, choices: times },
    ];
    expect(byId(await log.history(sessionId, { limit: 10 }))).toEqual(expected);
    expect(byId(await log.messagesOfSessions([sessionId]))).toEqual(expected);
    expect((await log.findByIds(sessionId, [offer.id]))[0]?.choices).toEqual(times);
    // Nothing offered is stored as nothing, not an empty list.
    const [row] = (await dataSource.query(
      `SELECT count(*)::int AS n FROM chat_messages WHERE session_id = $1 AND choices IS NULL`,
      [sessionId],
    )) as { n: number }[];
    expect(row?.n).toBe(1);
  });

  it('stores the facts the writer decided, and reads them back the same', async () => {
    const sessionId = newSessionId();
    const joined = await log.append({
      sessionId,
      message: 'Jo Marsh joined the chat.',
      author: ChatAuthor.ASSISTANT,
      kind: ChatMessageKind.JOINED,
      ownerName: 'Jo Marsh',
    });
    const reply = await log.append({
      sessionId,
      message: 'I cannot answer that; here is how to reach a person.',
      author: ChatAuthor.ASSISTANT,
      needsPerson: true,
    });
    const question = await say(sessionId, 'Who is Jo?');
    expect(joined).toMatchObject({ kind: 'JOINED', ownerName: 'Jo Marsh', isUser: false });
    expect(reply).toMatchObject({ kind: 'MESSAGE', needsPerson: true, ownerName: null });
    expect(question).toMatchObject({ author: 'VISITOR', isUser: true, needsPerson: false });

    const read = await log.history(sessionId, { limit: 10 });
    expect(
      read.map(({ author, kind, ownerName, needsPerson, isUser }) => ({
        author,
        kind,
        ownerName,
        needsPerson,
        isUser,
      })),
    ).toEqual([
      {
        author: 'ASSISTANT',
        kind: 'JOINED',
        ownerName: 'Jo Marsh',
        needsPerson: false,
        isUser: false,
      },
      { author: 'ASSISTANT', kind: 'MESSAGE', ownerName: null, needsPerson: true, isUser: false },
      { author: 'VISITOR', kind: 'MESSAGE', ownerName: null, needsPerson: false, isUser: true },
    ]);
    expect(read.map((m) => m.id)).toEqual([joined.id, reply.id, question.id]);
  });

  it('publishes every appended message to its session, with the extras given', async () => {
    const sessionId = newSessionId();
    const events = bus.subscribe(Topic.ChatEvents, sessionId);
    const next = events.next();
    const stored = await log.append(
      { sessionId, message: 'Hello', author: ChatAuthor.ASSISTANT },
      { suggestions: ['Schedule a call'] },
    );
    expect((await next).value).toEqual({ message: stored, suggestions: ['Schedule a call'] });
    await events.return();
  });

  it('refuses a row without an author: it is decided when written, never guessed later', async () => {
    await expect(
      dataSource.query(
        `INSERT INTO chat_messages (session_id, message, is_user) VALUES ($1, 'hi', true)`,
        [newSessionId()],
      ),
    ).rejects.toThrow(/author/);
  });

  it('tells whether an author wrote after a moment', async () => {
    const sessionId = newSessionId();
    const before = new Date(Date.now() - 60_000);
    await say(sessionId, 'Hello?');
    expect(await log.wroteSince(sessionId, ChatAuthor.OWNER, before)).toBe(false);
    await log.append({ sessionId, message: 'Hi', author: ChatAuthor.OWNER, ownerName: 'Jo' });
    expect(await log.wroteSince(sessionId, ChatAuthor.OWNER, before)).toBe(true);
  });
});
