import { type RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { createMemoryLogger } from '../../logger';
import { startTestServer } from '../../testing/test-server';
import { createRateLimiter } from '../../rate-limit/rate-limiter';
import { ChatMessage } from '../chat/chat-message.entity';
import { createChatPubSub } from '../chat/chat.pubsub';
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

  const visitorSays = async (sessionId: string, message: string) => {
    const messages = server.database.dataSource.getRepository(ChatMessage);
    return messages.save(messages.create({ sessionId, message, isUser: true }));
  };

  beforeAll(async () => {
    server = await startTestServer();
    chats = new DeskChatsService(server.database.dataSource);
    handoff = new HandoffService(
      server.database.dataSource,
      createChatPubSub(),
      new DeskEvents(createChatPubSub()),
      { ownerActiveWithin: async () => ownerPresent },
      { queuePersonRequest: async (sessionId) => (mailed.push(sessionId), true) },
      new DeskChatsService(server.database.dataSource),
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
      createChatPubSub(),
      new DeskEvents(createChatPubSub()),
      { ownerActiveWithin: async () => false },
      { queuePersonRequest: async (sessionId) => (mailed.push(sessionId), true) },
      new DeskChatsService(server.database.dataSource),
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
    const messages = server.database.dataSource.getRepository(ChatMessage);
    await messages.save(
      messages.create({ sessionId, message: 'A real person, please', isUser: true }),
    );
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
