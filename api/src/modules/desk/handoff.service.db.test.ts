import { type RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { createMemoryLogger } from '../../logger';
import { startTestServer } from '../../testing/test-server';
import { createRateLimiter } from '../../rate-limit/rate-limiter';
import { ChatAuthor } from '../chat/chat-author';
import { ChatLog } from '../chat/chat-log';
import { inProcessEventBus } from '../../events/app-event-bus';
import { Topic } from '../../events/topics';
import { DeskChatsService } from './desk-chats.service';
import { DeskEvents } from './desk-events';
import { HandoffService } from './handoff.service';
import { asksForPerson } from './person-request';
import { createOwner, deleteOwners, uniqueOwnerEmail } from './testing/desk-client';

jest.setTimeout(30_000);

describe('asksForPerson', () => {
  it.each([
    'Can I talk to a real person?',
    'Talk to a person',
    "I'd like to speak with Ellis",
    'Is there a live human I could chat with',
    'Put me through to someone please',
    'Agent, please',
  ])('hears a request for a person in %p', (message) => {
    expect(asksForPerson(message)).toBe(true);
  });

  it.each([
    'What is a division order?',
    'The person who signed the lease died',
    'What is your phone number?',
    'Can you review a lease?',
  ])('leaves %p to the assistant', (message) => {
    expect(asksForPerson(message)).toBe(false);
  });
});

/** The handoff service on the real tables, with the presence and the mail outbox as fakes. */
describe('HandoffService', () => {
  let server: RunningServer;
  const ownerEmail = uniqueOwnerEmail('handoff-service');
  const mailed: string[] = [];
  let ownerPresent = false;
  let handoff: HandoffService;
  let chats: DeskChatsService;
  let chatLog: ChatLog;

  const visitorSays = async (sessionId: string, message: string) => {
    return chatLog.append({ sessionId, message, author: ChatAuthor.VISITOR });
  };

  beforeAll(async () => {
    server = await startTestServer();
    chatLog = new ChatLog(server.database.dataSource, inProcessEventBus());
    chats = new DeskChatsService(server.database.dataSource, chatLog);
    handoff = new HandoffService(
      server.database.dataSource,
      chatLog,
      new DeskEvents(inProcessEventBus()),
      { ownerActiveWithin: async () => ownerPresent },
      { queuePersonRequest: async (sessionId) => (mailed.push(sessionId), true) },
      new DeskChatsService(server.database.dataSource, chatLog),
      createMemoryLogger(),
      { ownerReplyTimeoutMs: 600_000, presenceWindowMs: 60_000 },
    );
  });
  afterAll(async () => {
    handoff.close();
    await deleteOwners(server.database.dataSource, [ownerEmail]);
    await server.close();
  });

  it('lets the assistant answer an ordinary chat', async () => {
    const sessionId = newSessionId();
    expect(await handoff.ownerAnswers(await visitorSays(sessionId, 'Hello'))).toBe(false);
    expect(mailed).not.toContain(sessionId);
  });

  it('e-mails the consultant when a visitor asks for a person and nobody is at the desk', async () => {
    ownerPresent = false;
    const sessionId = newSessionId();
    await handoff.ownerAnswers(await visitorSays(sessionId, 'Can I talk to a person?'));
    expect(mailed).toContain(sessionId);
    expect((await chats.chat(sessionId))?.wantsPerson).toBe(true);
  });

  it('sends no e-mail while an owner is at the desk', async () => {
    ownerPresent = true;
    const sessionId = newSessionId();
    await handoff.ownerAnswers(await visitorSays(sessionId, 'Can I talk to a person?'));
    expect(mailed).not.toContain(sessionId);
  });

  it('flags a chat the assistant could not help with, e-mailing when nobody is there', async () => {
    ownerPresent = false;
    const sessionId = newSessionId();
    await visitorSays(sessionId, 'Something the assistant cannot answer');
    await handoff.assistantCouldNotHelp(sessionId);
    expect(mailed).toContain(sessionId);
    expect((await chats.chat(sessionId))?.wantsPerson).toBe(true);
  });

  it('mails a chat once, and no more than the hourly ceiling in all', async () => {
    ownerPresent = false;
    const logger = createMemoryLogger();
    const limited = new HandoffService(
      server.database.dataSource,
      chatLog,
      new DeskEvents(inProcessEventBus()),
      { ownerActiveWithin: async () => false },
      { queuePersonRequest: async (sessionId) => (mailed.push(sessionId), true) },
      new DeskChatsService(server.database.dataSource, chatLog),
      logger,
      {
        ownerReplyTimeoutMs: 600_000,
        presenceWindowMs: 60_000,
        mailLimit: createRateLimiter({
          keyPrefix: 'test-person-mail',
          points: 1,
          durationSeconds: 3_600,
          message: () => 'over',
        }),
      },
    );
    const [first, second, third] = [newSessionId(), newSessionId(), newSessionId()];
    await limited.ownerAnswers(await visitorSays(first, 'Talk to a person'));
    await limited.ownerAnswers(await visitorSays(first, 'A real person please'));
    await limited.ownerAnswers(await visitorSays(second, 'Talk to a person'));
    await limited.ownerAnswers(await visitorSays(third, 'Talk to a person'));
    expect(mailed.filter((id) => id === first)).toHaveLength(1);
    expect(mailed).not.toContain(second);
    expect(mailed).not.toContain(third);
    expect((await chats.chat(second))?.wantsPerson).toBe(true);
    // Said once for the window, not once per refused chat: a bot cannot flood the log either.
    expect(logger.lines.filter((line) => line.includes('ceiling'))).toHaveLength(1);
  });

  it("limits one client's person-request e-mails below the ceiling, and raises one desk event per chat", async () => {
    ownerPresent = false;
    const deskBus = inProcessEventBus();
    const events: string[] = [];
    const feed = deskBus.subscribe(Topic.DeskEvents);
    void (async () => {
      for await (const event of feed) events.push(event.sessionId ?? '');
    })();
    const perClient = new HandoffService(
      server.database.dataSource,
      chatLog,
      new DeskEvents(deskBus),
      { ownerActiveWithin: async () => false },
      { queuePersonRequest: async (sessionId) => (mailed.push(sessionId), true) },
      new DeskChatsService(server.database.dataSource, chatLog),
      createMemoryLogger(),
      {
        ownerReplyTimeoutMs: 600_000,
        presenceWindowMs: 60_000,
        mailLimit: createRateLimiter({
          keyPrefix: 'test-person-mail-ceiling',
          points: 20,
          durationSeconds: 3_600,
          message: () => 'over',
        }),
        clientMailLimit: createRateLimiter({
          keyPrefix: 'test-person-mail-client',
          points: 2,
          durationSeconds: 3_600,
          message: () => 'over',
        }),
      },
    );
    const oneVisitor = { clientIp: '203.0.113.50' };
    const visitorChats = [newSessionId(), newSessionId(), newSessionId()];
    for (const sessionId of visitorChats) {
      await perClient.ownerAnswers(await visitorSays(sessionId, 'Talk to a person'), oneVisitor);
    }
    // The next real visitor still reaches the consultant.
    const nextVisitor = newSessionId();
    await perClient.ownerAnswers(await visitorSays(nextVisitor, 'Talk to a person'), {
      clientIp: '198.51.100.60',
    });
    expect(visitorChats.map((sessionId) => mailed.includes(sessionId))).toEqual([
      true,
      true,
      false,
    ]);
    expect(mailed).toContain(nextVisitor);

    // Asking again in one chat, or the assistant failing there too, raises nothing new.
    const repeated = visitorChats[0] as string;
    await perClient.ownerAnswers(await visitorSays(repeated, 'A real person please'), oneVisitor);
    await perClient.assistantCouldNotHelp(repeated);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events.filter((sessionId) => sessionId === repeated)).toHaveLength(1);
    expect(events.filter((sessionId) => visitorChats.includes(sessionId))).toHaveLength(3);
    perClient.close();
    await feed.return?.();
  });

  it('keeps the assistant quiet while an owner is in the chat, and not after they leave', async () => {
    const { owner } = await createOwner(server.database.dataSource, ownerEmail);
    const sessionId = newSessionId();
    await visitorSays(sessionId, 'Hello');
    await handoff.joinChat(owner, sessionId);
    expect(await handoff.ownerAnswers(await visitorSays(sessionId, 'Still there?'))).toBe(true);
    expect(await handoff.leaveChat(owner, sessionId)).toBe(true);
    expect(await handoff.ownerAnswers(await visitorSays(sessionId, 'Hello again'))).toBe(false);
    expect(await handoff.leaveChat(owner, sessionId)).toBe(false);
  });
});

/** The e-mail itself goes through the lead-delivery outbox: one per chat, sent by its worker. */
describe('person-request e-mail in the outbox', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('queues one e-mail per chat and the worker sends it', async () => {
    const sessionId = newSessionId();
    await server.services.chatLog.append({
      sessionId,
      message: 'A real person, please',
      author: ChatAuthor.VISITOR,
    });
    const { outbox } = server.services.leadDelivery;
    expect(await outbox.queuePersonRequest(sessionId)).toBe(true);
    expect(await outbox.queuePersonRequest(sessionId)).toBe(false);
    const jobs = () =>
      server.database.dataSource.query(
        `SELECT status, recipient_kind, message_id FROM mail_jobs WHERE session_id = $1`,
        [sessionId],
      );
    expect(await jobs()).toHaveLength(1);
    // The worker was nudged: wait (bounded by Jest's timeout) until it marks the job sent.
    for (let i = 0; i < 200 && (await jobs())[0]?.status !== 'sent'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await jobs()).toEqual([
      {
        status: 'sent',
        recipient_kind: 'person_request',
        message_id: `<person-request-${sessionId}@whitakerland.com>`,
      },
    ]);
    await server.database.dataSource.query(`DELETE FROM mail_jobs WHERE session_id = $1`, [
      sessionId,
    ]);
  });
});
