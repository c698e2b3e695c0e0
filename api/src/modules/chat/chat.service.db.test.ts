import { type DataSource } from 'typeorm';
import { createMemoryLogger } from '../../logger';
import { collectUntil, newSessionId } from '../../testing/chat-events';
import { openTestDataSource } from '../../testing/test-data-source';
import { type Assistant, type AssistantTurn } from '../assistant/assistant.port';
import { RateLimitedError } from '../../rate-limit/rate-limited.error';
import { ChatLog } from './chat-log';
import { ChatRateLimiter } from './chat-rate-limiter';
import { type AppEventBus, inProcessEventBus } from '../../events/app-event-bus';
import { Topic } from '../../events/topics';
import { type ChatEventPayload } from './chat-event.type';
import { ChatClosingError, ChatService, assistantUnavailableMessage } from './chat.service';

/** Answers "Re: <message>", streams one delta first, and remembers every turn it was given. */
class RecordingAssistant implements Assistant {
  readonly turns: AssistantTurn[] = [];
  async reply(turn: AssistantTurn, stream: { delta(text: string): void }) {
    this.turns.push(turn);
    stream.delta('Re:');
    return {
      message: `Re: ${turn.message}`,
      suggestions: ['Book a call'],
      links: [{ label: 'Contact', href: '/contact' }],
    };
  }
}

const failing: Assistant = {
  reply: async () => {
    throw new Error('model unavailable');
  },
};
/** Never answers and ignores its AbortSignal: only the service's own deadline ends the wait. */
const silent: Assistant = { reply: () => new Promise(() => undefined) };

const typingStopped = (event: ChatEventPayload) => event.typing === false;

describe('ChatService', () => {
  let dataSource: DataSource;
  let bus: AppEventBus;
  const services: ChatService[] = [];
  const logger = createMemoryLogger();
  const makeService = (
    assistant: Assistant,
    options: { replyTimeoutMs?: number; rateLimiter?: ChatRateLimiter } = {},
  ) => {
    const service = new ChatService(new ChatLog(dataSource, bus), assistant, logger, {
      replyTimeoutMs: options.replyTimeoutMs ?? 10_000,
      historyLimit: 3,
      rateLimiter: options.rateLimiter,
    });
    services.push(service);
    return service;
  };

  beforeAll(async () => {
    dataSource = await openTestDataSource();
  });
  beforeEach(() => {
    bus = inProcessEventBus();
  });
  afterAll(async () => {
    await Promise.all(services.map((service) => service.close()));
    await dataSource.destroy();
  });

  it('stores and publishes the needsPerson the assistant decided on its reply', async () => {
    const cannotHelp: Assistant = {
      reply: async () => ({ message: 'No page answers that.', needsPerson: true }),
    };
    const chat = makeService(cannotHelp);
    const sessionId = newSessionId();
    const events = collectUntil(bus.subscribe(Topic.ChatEvents, sessionId), typingStopped);
    await chat.send({ sessionId, message: 'Something nobody wrote about' });
    const replies = (await events).filter((event) => event.message && !event.message.isUser);
    expect(replies.map((event) => event.message?.needsPerson)).toEqual([true]);
    expect((await chat.list(sessionId)).map((m) => [m.author, m.needsPerson])).toEqual([
      ['VISITOR', false],
      ['ASSISTANT', true],
    ]);
  });

  it('stores the visitor message as isUser, then publishes it, typing, the reply and typing off', async () => {
    const assistant = new RecordingAssistant();
    const chat = makeService(assistant);
    const sessionId = newSessionId();
    const events = collectUntil(bus.subscribe(Topic.ChatEvents, sessionId), typingStopped);

    const stored = await chat.send({ sessionId, message: 'Do you check leases?' });

    expect(stored).toMatchObject({ sessionId, message: 'Do you check leases?', isUser: true });
    const seen = await events;
    expect(seen.map((event) => Object.keys(event)[0])).toEqual([
      'message',
      'typing',
      'delta',
      'message',
      'typing',
    ]);
    expect(seen[0]?.message?.id).toBe(stored.id);
    expect(seen[1]).toEqual({ typing: true });
    expect(seen[2]).toEqual({ delta: 'Re:' });
    expect(seen[3]).toMatchObject({
      message: { message: 'Re: Do you check leases?', isUser: false, sessionId },
      suggestions: ['Book a call'],
      links: [{ label: 'Contact', href: '/contact' }],
    });
    expect((await chat.list(sessionId)).map((m) => [m.isUser, m.message])).toEqual([
      [true, 'Do you check leases?'],
      [false, 'Re: Do you check leases?'],
    ]);
  });

  it('gives the assistant the earlier messages, oldest first, bounded, without the new one', async () => {
    const assistant = new RecordingAssistant();
    const chat = makeService(assistant);
    const sessionId = newSessionId();
    for (const message of ['one', 'two', 'three']) {
      const replied = collectUntil(bus.subscribe(Topic.ChatEvents, sessionId), typingStopped);
      await chat.send({ sessionId, message });
      await replied;
    }

    expect(assistant.turns.map((turn) => turn.message)).toEqual(['one', 'two', 'three']);
    expect(assistant.turns[0]?.history).toEqual([]);
    expect(assistant.turns[1]?.history.map((entry) => [entry.isUser, entry.message])).toEqual([
      [true, 'one'],
      [false, 'Re: one'],
    ]);
    // historyLimit is 3 here: the newest three earlier messages.
    expect(assistant.turns[2]?.history.map((entry) => entry.message)).toEqual([
      'Re: one',
      'two',
      'Re: two',
    ]);
  });

  it('keeps the order messages were stored in when their timestamps are the same', async () => {
    // The embedded database's clock counts milliseconds: a reply and the next message can share
    // one. Stamp them all alike and the order must still be the order they were stored in.
    const assistant = new RecordingAssistant();
    const chat = makeService(assistant);
    const sessionId = newSessionId();
    for (const message of ['first', 'second']) {
      const replied = collectUntil(bus.subscribe(Topic.ChatEvents, sessionId), typingStopped);
      await chat.send({ sessionId, message });
      await replied;
    }
    await dataSource.query(
      `UPDATE chat_messages SET created_at = '2026-01-01T00:00:00Z' WHERE session_id = $1`,
      [sessionId],
    );
    const replied = collectUntil(bus.subscribe(Topic.ChatEvents, sessionId), typingStopped);
    const restarted = makeService(assistant);
    await restarted.send({ sessionId, message: 'third' });
    await replied;

    const stored = ['first', 'Re: first', 'second', 'Re: second', 'third', 'Re: third'];
    expect((await restarted.list(sessionId)).map((m) => m.message)).toEqual(stored);
    // The restarted service read the history from the database, in the same order.
    expect(assistant.turns.at(-1)?.history.map((entry) => entry.message)).toEqual(
      stored.slice(1, 4),
    );
  });

  it('answers quick successive messages one at a time, in the order they were sent', async () => {
    const assistant = new RecordingAssistant();
    const chat = makeService(assistant);
    const sessionId = newSessionId();
    const replies = collectUntil(
      bus.subscribe(Topic.ChatEvents, sessionId),
      (_event, all) => all.filter(typingStopped).length === 3,
    );

    await Promise.all(
      ['first', 'second', 'third'].map((message) => chat.send({ sessionId, message })),
    );
    const seen = await replies;

    const answers = seen.filter((event) => event.message && !event.message.isUser);
    expect(answers.map((event) => event.message?.message).sort()).toEqual([
      'Re: first',
      'Re: second',
      'Re: third',
    ]);
    const typing = seen.filter((event) => event.typing !== undefined).map((event) => event.typing);
    expect(typing).toEqual([true, false, true, false, true, false]);
    for (const turn of assistant.turns) {
      expect(turn.history.map((entry) => entry.message)).not.toContain(turn.message);
    }
  });

  it('publishes an error event and typing off when the assistant fails, storing no reply', async () => {
    const chat = makeService(failing);
    const sessionId = newSessionId();
    const events = collectUntil(bus.subscribe(Topic.ChatEvents, sessionId), typingStopped);

    await chat.send({ sessionId, message: 'hello?' });
    const seen = await events;

    expect(seen).toContainEqual({ error: assistantUnavailableMessage });
    expect(seen[seen.length - 1]).toEqual({ typing: false });
    expect((await chat.list(sessionId)).map((m) => m.isUser)).toEqual([true]);
    expect(logger.lines.some((line) => line.includes('model unavailable'))).toBe(true);
  });

  it('gives up on an assistant that never answers once the reply deadline passes', async () => {
    const chat = makeService(silent, { replyTimeoutMs: 50 });
    const sessionId = newSessionId();
    const events = collectUntil(bus.subscribe(Topic.ChatEvents, sessionId), typingStopped);

    await chat.send({ sessionId, message: 'anyone there?' });

    expect(await events).toContainEqual({ error: assistantUnavailableMessage });
    expect((await chat.list(sessionId)).length).toBe(1);
  });

  it('on close, ends a reply still running after the grace period with an error event', async () => {
    const chat = new ChatService(new ChatLog(dataSource, bus), silent, logger, {
      replyTimeoutMs: 60_000,
    });
    const sessionId = newSessionId();
    const events = collectUntil(
      bus.subscribe(Topic.ChatEvents, sessionId),
      (event, all) => typingStopped(event) && all.filter(typingStopped).length === 2,
    );
    await chat.send({ sessionId, message: 'first, stuck on the model' });
    await chat.send({ sessionId, message: 'second, queued behind it' });

    await chat.close(20);

    const seen = await events;
    // Both visitors' messages get an answer: an error each, never silence.
    expect(seen.filter((event) => event.error === assistantUnavailableMessage)).toHaveLength(2);
    await expect(chat.send({ sessionId, message: 'after close' })).rejects.toBeInstanceOf(
      ChatClosingError,
    );
  });

  it('refuses messages over the per-session rate limit', async () => {
    const chat = makeService(new RecordingAssistant(), {
      rateLimiter: new ChatRateLimiter({
        sessionMessagesPerMinute: 2,
        ipMessagesPerMinute: 100,
        ipHistoryReadsPerMinute: 100,
      }),
    });
    const sessionId = newSessionId();
    await chat.send({ sessionId, message: 'one' }, { clientIp: '10.0.0.1' });
    await chat.send({ sessionId, message: 'two' }, { clientIp: '10.0.0.1' });
    await expect(
      chat.send({ sessionId, message: 'three' }, { clientIp: '10.0.0.1' }),
    ).rejects.toBeInstanceOf(RateLimitedError);
    expect((await chat.list(sessionId)).filter((m) => m.isUser).length).toBe(2);
  });

  it('keeps sessions apart', async () => {
    const chat = makeService(new RecordingAssistant());
    const [mine, theirs] = [newSessionId(), newSessionId()];
    const events = collectUntil(bus.subscribe(Topic.ChatEvents, theirs), typingStopped);
    await chat.send({ sessionId: mine, message: 'private question' });
    await chat.send({ sessionId: theirs, message: 'their question' });

    const seen = await events;
    expect(JSON.stringify(seen)).not.toContain('private question');
    expect((await chat.list(theirs)).map((m) => m.message)).toEqual([
      'their question',
      'Re: their question',
    ]);
  });
});
