import { type RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { createMemoryLogger } from '../../logger';
import { startTestServer } from '../../testing/test-server';
import { AssistantHarness } from '../assistant/testing/assistant-harness';
import { createRateLimiter } from '../../rate-limit/rate-limiter';
import { ChatAuthor } from '../chat/chat-author';
import { ChatLog } from '../chat/chat-log';
import { inProcessEventBus } from '../../events/app-event-bus';
import { Topic } from '../../events/topics';
import { DeskChatsService } from './desk-chats.service';
import { DeskEvents } from './desk-events';
import { HandoffService } from './handoff.service';
import { noReplyTimeouts } from './testing/reply-timeouts';
import { DeskChatState } from './desk-chat.entity';
import { createOwner, deleteOwners, uniqueOwnerEmail } from '../../testing/desk-client';
import { mailJobsView } from '../../testing/mail/mail-jobs-view';

jest.setTimeout(30_000);

/** The assistant's own reader of requests for a person: the one detector the desk asks. */
const reader = new AssistantHarness().assistant;
const graceMs = 10 * 60_000;

/**
 * The handoff service on the real tables, with the presence and the mail outbox as fakes. Whether
 * a visitor wants a person is the assistant's decision: its reply's `wantsPerson` (here
 * assistantCouldNotHelp, as deskAwareAssistant calls it), or its reader while an owner answers.
 */
describe('HandoffService', () => {
  let server: RunningServer;
  const ownerEmail = uniqueOwnerEmail('handoff-service');
  const mailed: string[] = [];
  const dueAts = new Map<string, Date | undefined>();
  let ownerPresent = false;
  let handoff: HandoffService;
  let chats: DeskChatsService;
  let chatLog: ChatLog;

  const visitorSays = async (sessionId: string, message: string) => {
    return chatLog.append({ sessionId, message, author: ChatAuthor.VISITOR });
  };
  const fakeMail = {
    queuePersonRequest: async (sessionId: string, options: { dueAt?: Date } = {}) => {
      mailed.push(sessionId);
      dueAts.set(sessionId, options.dueAt);
      return true;
    },
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
      fakeMail,
      reader,
      new DeskChatsService(server.database.dataSource, chatLog),
      createMemoryLogger(),
      { replyTimeouts: noReplyTimeouts, presenceWindowMs: 60_000, awayMessageGraceMs: graceMs },
    );
  });
  afterAll(async () => {
    await deleteOwners(server.database.dataSource, [ownerEmail]);
    await server.close();
  });

  it('lets the assistant answer an ordinary chat', async () => {
    const sessionId = newSessionId();
    expect(await handoff.ownerAnswers(await visitorSays(sessionId, 'Hello'))).toBe(false);
    expect(mailed).not.toContain(sessionId);
  });

  it('reads no request in the words of a message the assistant answers: its reply decides', async () => {
    ownerPresent = false;
    const sessionId = newSessionId();
    expect(
      await handoff.ownerAnswers(await visitorSays(sessionId, 'Can I talk to a person?')),
    ).toBe(false);
    expect(mailed).not.toContain(sessionId);
    expect((await chats.chat(sessionId))?.wantsPerson).toBe(false);
  });

  it('flags a chat whose reply wants a person, e-mailing at once when nobody is at the desk', async () => {
    ownerPresent = false;
    const sessionId = newSessionId();
    await handoff.ownerAnswers(await visitorSays(sessionId, 'Can I talk to a person?'));
    await handoff.assistantCouldNotHelp(sessionId);
    expect(mailed).toContain(sessionId);
    expect(dueAts.get(sessionId)).toBeUndefined();
    expect((await chats.chat(sessionId))?.wantsPerson).toBe(true);
  });

  it('sends no e-mail while an owner is at the desk', async () => {
    ownerPresent = true;
    const sessionId = newSessionId();
    await handoff.ownerAnswers(await visitorSays(sessionId, 'Can I talk to a person?'));
    await handoff.assistantCouldNotHelp(sessionId);
    expect(mailed).not.toContain(sessionId);
    expect((await chats.chat(sessionId))?.wantsPerson).toBe(true);
  });

  it('holds the e-mail back while the chat takes a message: its lead e-mail is the one sent', async () => {
    ownerPresent = false;
    const sessionId = newSessionId();
    await visitorSays(sessionId, 'Can I talk to a person?');
    // Away mode started taking the visitor's message before the desk heard of the reply.
    await server.database.dataSource
      .getRepository(DeskChatState)
      .save({ sessionId, awayMessage: { step: 'name' } });
    const before = Date.now();
    await handoff.assistantCouldNotHelp(sessionId);
    expect(mailed).toContain(sessionId);
    const dueAt = dueAts.get(sessionId)?.getTime() ?? 0;
    expect(dueAt).toBeGreaterThanOrEqual(before + graceMs);
    expect(dueAt).toBeLessThanOrEqual(Date.now() + graceMs);
  });

  it.each([
    ['Can I talk to a real person?', true],
    ['Agent, please', true],
    ['Are you a real person?', false],
    ['Still there? My lease is from 1982.', false],
  ])(
    "asks the assistant's reader about %p while an owner answers and the assistant is silent",
    async (message, wanted) => {
      ownerPresent = false;
      const { owner } = await createOwner(
        server.database.dataSource,
        uniqueOwnerEmail('handoff-reader'),
      );
      try {
        const sessionId = newSessionId();
        await visitorSays(sessionId, 'Hello');
        await handoff.joinChat(owner, sessionId);
        expect(await handoff.ownerAnswers(await visitorSays(sessionId, message))).toBe(true);
        // The desk's verdict is the assistant's, whatever the two would say on their own.
        expect(reader.wantsPerson(message)).toBe(wanted);
        expect((await chats.chat(sessionId))?.wantsPerson).toBe(wanted);
        // Nobody is at the desk and no message is being taken: the e-mail goes now.
        expect(mailed.includes(sessionId)).toBe(wanted);
        if (wanted) expect(dueAts.get(sessionId)).toBeUndefined();
      } finally {
        await server.database.dataSource.query(`DELETE FROM owners WHERE id = $1`, [owner.id]);
      }
    },
  );

  it('mails a chat once, and no more than the hourly ceiling in all', async () => {
    ownerPresent = false;
    const logger = createMemoryLogger();
    const limited = new HandoffService(
      server.database.dataSource,
      chatLog,
      new DeskEvents(inProcessEventBus()),
      { ownerActiveWithin: async () => false },
      fakeMail,
      reader,
      new DeskChatsService(server.database.dataSource, chatLog),
      logger,
      {
        replyTimeouts: noReplyTimeouts,
        presenceWindowMs: 60_000,
        awayMessageGraceMs: graceMs,
        mailLimit: createRateLimiter({
          keyPrefix: 'test-person-mail',
          points: 1,
          durationSeconds: 3_600,
          message: () => 'over',
        }),
      },
    );
    const [first, second, third] = [newSessionId(), newSessionId(), newSessionId()];
    // As the chat service and deskAwareAssistant call it: the hook, then the reply's flag.
    const asks = async (sessionId: string, message: string) => {
      await limited.ownerAnswers(await visitorSays(sessionId, message));
      await limited.assistantCouldNotHelp(sessionId);
    };
    await asks(first, 'Talk to a person');
    await asks(first, 'A real person please');
    await asks(second, 'Talk to a person');
    await asks(third, 'Talk to a person');
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
      fakeMail,
      reader,
      new DeskChatsService(server.database.dataSource, chatLog),
      createMemoryLogger(),
      {
        replyTimeouts: noReplyTimeouts,
        presenceWindowMs: 60_000,
        awayMessageGraceMs: graceMs,
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
    // As the chat service and deskAwareAssistant call it: the hook with the client, then the flag.
    const asks = async (sessionId: string, message: string, client: { clientIp: string }) => {
      await perClient.ownerAnswers(await visitorSays(sessionId, message), client);
      await perClient.assistantCouldNotHelp(sessionId);
    };
    const visitorChats = [newSessionId(), newSessionId(), newSessionId()];
    for (const sessionId of visitorChats) await asks(sessionId, 'Talk to a person', oneVisitor);
    // The next real visitor still reaches the consultant.
    const nextVisitor = newSessionId();
    await asks(nextVisitor, 'Talk to a person', { clientIp: '198.51.100.60' });
    expect(visitorChats.map((sessionId) => mailed.includes(sessionId))).toEqual([
      true,
      true,
      false,
    ]);
    expect(mailed).toContain(nextVisitor);

    // Asking again in one chat, or the assistant failing there too, raises nothing new.
    const repeated = visitorChats[0] as string;
    await asks(repeated, 'A real person please', oneVisitor);
    await perClient.assistantCouldNotHelp(repeated);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events.filter((sessionId) => sessionId === repeated)).toHaveLength(1);
    expect(events.filter((sessionId) => visitorChats.includes(sessionId))).toHaveLength(3);
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

/** The e-mail itself is a mail.send job (desk/chat-mails.ts): one per chat, sent by the jobs runner. */
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
    const outbox = server.services.desk.chatMails;
    expect(await outbox.queuePersonRequest(sessionId)).toBe(true);
    expect(await outbox.queuePersonRequest(sessionId)).toBe(false);
    const jobs = () =>
      server.database.dataSource.query(
        `SELECT status, recipient_kind, message_id FROM ${mailJobsView} WHERE session_id = $1`,
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
    await server.database.dataSource.query(
      `DELETE FROM jobs WHERE kind = 'mail.send' AND payload->'data'->>'sessionId' = $1`,
      [sessionId],
    );
  });

  it('drops the e-mail held back for a chat when the message taken there is stored as a lead', async () => {
    const sessionId = newSessionId();
    const later = new Date(Date.now() + 10 * 60_000);
    const outbox = server.services.desk.chatMails;
    expect(await outbox.queuePersonRequest(sessionId, { dueAt: later })).toBe(true);
    const kinds = async () =>
      (
        (await server.database.dataSource.query(
          `SELECT mail_jobs.recipient_kind FROM ${mailJobsView} LEFT JOIN contacts c ON c.id = mail_jobs.contact_id
           WHERE mail_jobs.session_id = $1 OR c.session_id = $1 ORDER BY mail_jobs.recipient_kind`,
          [sessionId],
        )) as { recipient_kind: string }[]
      ).map((row) => row.recipient_kind);
    expect(await kinds()).toEqual(['person_request']);

    await server.services.contact.createFromChat(
      { name: 'Rae Lindqvist', phone: '(903) 555-0177', message: 'Please call about my lease.' },
      { via: 'chat', sessionId, kind: 'message' },
    );
    // The lead's own e-mail tells the consultant; a phone-only lead has no acknowledgement.
    expect(await kinds()).toEqual(['consultant']);
  });
});
