import { type DataSource } from 'typeorm';
import { createMemoryLogger } from '../../logger';
import { collectUntil, newSessionId } from '../../testing/chat-events';
import { countQueries } from '../../testing/query-counter';
import { openTestDataSource } from '../../testing/test-data-source';
import { type Assistant, type AssistantTurn } from '../assistant/assistant.port';
import { type AppEventBus, inProcessEventBus } from '../../events/app-event-bus';
import { Topic } from '../../events/topics';
import { type ChatEventPayload } from './chat-event.type';
import { ChatLog } from './chat-log';
import { ChatService } from './chat.service';

/** Answers "Re: <message>" and remembers the history it was given. */
class RecordingAssistant implements Assistant {
  readonly turns: AssistantTurn[] = [];
  async reply(turn: AssistantTurn) {
    this.turns.push(turn);
    return { message: `Re: ${turn.message}`, links: [{ label: 'Contact', href: '/contact' }] };
  }
  lastHistory(): string[] {
    return this.turns[this.turns.length - 1]!.history.map((entry) => entry.message);
  }
}

const typingStopped = (event: ChatEventPayload) => event.typing === false;

/**
 * The chat's history cache and its cost in statements: a reply must see exactly the messages the
 * database holds, whichever instance (or a restart) wrote them, in two statements per message.
 */
describe('ChatService history and round trips', () => {
  let dataSource: DataSource;
  let bus: AppEventBus;
  const services: ChatService[] = [];
  const logger = createMemoryLogger();
  /** One app instance: its own history cache, on the shared database and event bus. */
  const instance = (assistant: Assistant) => {
    const service = new ChatService(new ChatLog(dataSource, bus), assistant, logger, {
      replyTimeoutMs: 10_000,
      historyLimit: 4,
    });
    services.push(service);
    return service;
  };
  /** Sends through `chat` and waits for the reply to be stored and published. */
  const ask = async (chat: ChatService, sessionId: string, message: string) => {
    const replied = collectUntil(bus.subscribe(Topic.ChatEvents, sessionId), typingStopped);
    await chat.send({ sessionId, message });
    await replied;
  };

  beforeAll(async () => {
    dataSource = await openTestDataSource();
    bus = inProcessEventBus();
  });
  afterAll(async () => {
    await Promise.all(services.map((service) => service.close()));
    await dataSource.destroy();
  });

  it('stores a visitor message and its reply in two statements, reading no history', async () => {
    const chat = instance(new RecordingAssistant());
    const sessionId = newSessionId();
    await ask(chat, sessionId, 'first');
    const queries = countQueries(dataSource);
    try {
      await ask(chat, sessionId, 'second');
      await ask(chat, newSessionId(), 'a new session');
      // Per message: the visitor's INSERT (which also returns the ids of the history) and the
      // reply's INSERT. No BEGIN/COMMIT pairs, no history SELECT.
      expect(queries.statements).toHaveLength(4);
      expect(queries.statements.every((sql) => sql.startsWith('INSERT INTO chat_messages'))).toBe(
        true,
      );
    } finally {
      queries.stop();
    }
  });

  it('gives each of two sessions its own history, and a restarted instance the same', async () => {
    const assistant = new RecordingAssistant();
    const chat = instance(assistant);
    const [mine, theirs] = [newSessionId(), newSessionId()];
    await ask(chat, mine, 'mine 1');
    await ask(chat, theirs, 'theirs 1');
    await ask(chat, mine, 'mine 2');
    expect(assistant.lastHistory()).toEqual(['mine 1', 'Re: mine 1']);
    await ask(chat, theirs, 'theirs 2');
    expect(assistant.lastHistory()).toEqual(['theirs 1', 'Re: theirs 1']);

    // A restart: a new instance with an empty cache reads the history once, in one statement.
    const restartedAssistant = new RecordingAssistant();
    const restarted = instance(restartedAssistant);
    const queries = countQueries(dataSource);
    try {
      await ask(restarted, mine, 'mine 3');
      expect(restartedAssistant.lastHistory()).toEqual([
        'mine 1',
        'Re: mine 1',
        'mine 2',
        'Re: mine 2',
      ]);
      expect(queries.statements).toHaveLength(3);
      queries.reset();
      await ask(restarted, mine, 'mine 4');
      // historyLimit is 4: the newest four earlier messages, all cached now.
      expect(restartedAssistant.lastHistory()).toEqual([
        'mine 2',
        'Re: mine 2',
        'mine 3',
        'Re: mine 3',
      ]);
      expect(queries.statements).toHaveLength(2);
    } finally {
      queries.stop();
    }
  });

  it('sees the messages another instance stored in the same session', async () => {
    const assistantA = new RecordingAssistant();
    const assistantB = new RecordingAssistant();
    const [a, b] = [instance(assistantA), instance(assistantB)];
    const sessionId = newSessionId();
    await ask(a, sessionId, 'via A');
    await ask(b, sessionId, 'via B');
    expect(assistantB.lastHistory()).toEqual(['via A', 'Re: via A']);

    // A's cache holds its own two messages; B's are read, and only those.
    const queries = countQueries(dataSource);
    try {
      await ask(a, sessionId, 'via A again');
      expect(assistantA.lastHistory()).toEqual(['via A', 'Re: via A', 'via B', 'Re: via B']);
      const reads = queries.statements.filter((sql) => sql.startsWith('SELECT'));
      expect(reads).toHaveLength(1);
    } finally {
      queries.stop();
    }
    await ask(b, sessionId, 'via B again');
    expect(assistantB.lastHistory()).toEqual([
      'via B',
      'Re: via B',
      'via A again',
      'Re: via A again',
    ]);
  });

  it('leaves out a message deleted since it was cached, rather than serve it', async () => {
    const assistant = new RecordingAssistant();
    const chat = instance(assistant);
    const sessionId = newSessionId();
    await ask(chat, sessionId, 'keep me');
    await ask(chat, sessionId, 'delete me');
    await dataSource.query(`DELETE FROM chat_messages WHERE session_id = $1 AND message = $2`, [
      sessionId,
      'delete me',
    ]);
    await ask(chat, sessionId, 'after the delete');
    expect(assistant.lastHistory()).toEqual(['keep me', 'Re: keep me', 'Re: delete me']);
  });
});
