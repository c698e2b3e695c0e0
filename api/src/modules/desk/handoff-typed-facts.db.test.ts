import { inProcessEventBus } from '../../events/app-event-bus';
import { createMemoryLogger } from '../../logger';
import { type RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { startTestServer } from '../../testing/test-server';
import { type Assistant, type AssistantReply } from '../assistant/assistant.port';
import { ChatAuthor } from '../chat/chat-author';
import { ChatLog } from '../chat/chat-log';
import { ChatMessageKind } from '../chat/chat-message-kind';
import { deskAwareAssistant } from './desk-aware.assistant';
import { DeskChatsService } from './desk-chats.service';
import { DeskEvents } from './desk-events';
import { HandoffService } from './handoff.service';
import { noReplyTimeouts } from './testing/reply-timeouts';
import { createOwner, deleteOwners, uniqueOwnerEmail } from '../../testing/desk-client';

jest.setTimeout(30_000);

const turn = (sessionId: string) => ({
  sessionId,
  message: 'What does a division order say?',
  history: [],
  signal: new AbortController().signal,
});
const answering = (reply: AssistantReply): Assistant => ({ reply: async () => reply });

describe('deskAwareAssistant: "wants a person" is the typed field, never the words', () => {
  const flagged: string[] = [];
  const desk = { assistantCouldNotHelp: async (sessionId: string) => void flagged.push(sessionId) };

  it('flags a reply the assistant marked wantsPerson', async () => {
    const sessionId = newSessionId();
    await deskAwareAssistant(
      answering({ message: 'Ellis will see this chat.', wantsPerson: true }),
      desk,
    ).reply(turn(sessionId), { delta: () => undefined });
    expect(flagged).toContain(sessionId);
  });

  it('leaves a reply that only could not help (needsPerson) unflagged', async () => {
    const sessionId = newSessionId();
    await deskAwareAssistant(
      answering({ message: 'No page answers that.', needsPerson: true }),
      desk,
    ).reply(turn(sessionId), { delta: () => undefined });
    expect(flagged).not.toContain(sessionId);
  });

  it('leaves a reply unflagged without it, whatever its last sentence says', async () => {
    const sessionId = newSessionId();
    const message =
      "Done. Your consultation request is with Ellis Whitaker. You can reach Ellis at (903) 555-0142 or ellis@whitakerland.com, use the contact form, or leave a request here in the chat; you'll hear back within one business day.";
    await deskAwareAssistant(answering({ message }), desk).reply(turn(sessionId), {
      delta: () => undefined,
    });
    expect(flagged).not.toContain(sessionId);
  });

  it('leaves a reply that failed unflagged (a failure is no request for a person)', async () => {
    const sessionId = newSessionId();
    const failing: Assistant = {
      reply: async () => {
        throw new Error('the model is down');
      },
    };
    await expect(
      deskAwareAssistant(failing, desk).reply(turn(sessionId), { delta: () => undefined }),
    ).rejects.toThrow('the model is down');
    expect(flagged).not.toContain(sessionId);
  });
});

/** Joining and leaving are typed messages with the owner's name, read back as such. */
describe('HandoffService presence as typed messages', () => {
  let server: RunningServer;
  let log: ChatLog;
  let handoff: HandoffService;
  const ownerEmail = uniqueOwnerEmail('handoff-facts');

  beforeAll(async () => {
    server = await startTestServer();
    const { dataSource } = server.database;
    log = new ChatLog(dataSource, inProcessEventBus());
    const chats = new DeskChatsService(dataSource, log);
    handoff = new HandoffService(
      dataSource,
      log,
      new DeskEvents(inProcessEventBus()),
      { ownerActiveWithin: async () => true },
      { queuePersonRequest: async () => true },
      // No visitor message goes through the hook here: the reader is never asked.
      { wantsPerson: () => false },
      chats,
      createMemoryLogger(),
      { replyTimeouts: noReplyTimeouts, presenceWindowMs: 60_000, awayMessageGraceMs: 60_000 },
    );
  });
  afterAll(async () => {
    await deleteOwners(server.database.dataSource, [ownerEmail]);
    await server.close();
  });

  it('writes JOINED, the owner message and LEFT with the owner named in ownerName', async () => {
    const { owner } = await createOwner(server.database.dataSource, ownerEmail, {
      displayName: 'Jo Marsh',
    });
    const sessionId = newSessionId();
    await log.append({ sessionId, message: 'Can I talk to a person?', author: ChatAuthor.VISITOR });
    await handoff.joinChat(owner, sessionId);
    await handoff.sendOwnerMessage(owner, sessionId, 'Hello, Jo here.');
    await handoff.leaveChat(owner, sessionId);

    const messages = await log.history(sessionId, { limit: 10 });
    expect(messages.map(({ author, kind, ownerName }) => ({ author, kind, ownerName }))).toEqual([
      { author: ChatAuthor.VISITOR, kind: ChatMessageKind.MESSAGE, ownerName: null },
      { author: ChatAuthor.ASSISTANT, kind: ChatMessageKind.JOINED, ownerName: 'Jo Marsh' },
      { author: ChatAuthor.OWNER, kind: ChatMessageKind.MESSAGE, ownerName: 'Jo Marsh' },
      { author: ChatAuthor.ASSISTANT, kind: ChatMessageKind.LEFT, ownerName: 'Jo Marsh' },
    ]);
  });
});
