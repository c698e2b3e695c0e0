import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { inProcessEventBus } from '../../events/app-event-bus';
import { type RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { startTestServer } from '../../testing/test-server';
import { ChatAuthor } from '../chat/chat-author';
import { ChatLog } from '../chat/chat-log';
import { ChatMessageKind } from '../chat/chat-message-kind';
import { Contact } from '../contact/contact.entity';
import { until } from '../../testing/mail/smtp-sink';
import { DeskChatState } from './desk-chat.entity';
import {
  createOwner,
  deleteOwners,
  graphql,
  signIn,
  uniqueOwnerEmail,
} from '../../testing/desk-client';

jest.setTimeout(30_000);

const chatFields = `sessionId wantsPerson ownerJoined visitorName visitorEmail firstMessage startPage lastMessage waitingSince`;
type ChatRow = {
  sessionId: string;
  wantsPerson: boolean;
  ownerJoined: boolean;
  visitorName: string | null;
  visitorEmail: string | null;
  firstMessage: string | null;
  startPage: string | null;
  lastMessage: string | null;
  waitingSince: string | null;
};

/** The desk's triage facts: who the visitor is, what they said, who waits since when; grouped leads. */
describe('desk triage', () => {
  let server: RunningServer;
  let cookie: string;
  let log: ChatLog;
  let ownerId: string;
  const ownerEmail = uniqueOwnerEmail('triage');

  const deskChats = async (): Promise<ChatRow[]> => {
    const result = await graphql(server, `{ deskChats(first: 50) { ${chatFields} } }`, {}, cookie);
    if (result.body.errors) throw new Error(JSON.stringify(result.body.errors));
    return (result.body.data as { deskChats: ChatRow[] }).deskChats;
  };
  const deskChat = async (sessionId: string): Promise<ChatRow> => {
    const result = await graphql(
      server,
      `query One($sessionId: String!) { deskChat(sessionId: $sessionId) { ${chatFields} } }`,
      { sessionId },
      cookie,
    );
    if (result.body.errors) throw new Error(JSON.stringify(result.body.errors));
    return (result.body.data as { deskChat: ChatRow }).deskChat;
  };
  const say = (sessionId: string, author: ChatAuthor, message: string, extra = {}) =>
    log.append({ sessionId, author, message, ...extra });
  const setState = (state: Partial<DeskChatState> & { sessionId: string }) =>
    server.database.dataSource.getRepository(DeskChatState).save(state);

  beforeAll(async () => {
    server = await startTestServer();
    const { dataSource } = server.database;
    log = new ChatLog(dataSource, inProcessEventBus());
    ownerId = (await createOwner(dataSource, ownerEmail)).owner.id;
    cookie = await signIn(server, ownerEmail);
  });
  afterAll(async () => {
    await deleteOwners(server.database.dataSource, [ownerEmail]);
    await server.close();
  });

  it('shows the visitor from the chat lead, the first and last message, and no wait for an ordinary chat', async () => {
    const sessionId = newSessionId();
    await say(sessionId, ChatAuthor.ASSISTANT, 'Hello! How can I help?');
    await say(sessionId, ChatAuthor.VISITOR, 'Do you review pooling offers?');
    await say(
      sessionId,
      ChatAuthor.ASSISTANT,
      'Yes, lease and pooling reviews are a core service.',
    );
    const contacts = server.database.dataSource.getRepository(Contact);
    await contacts.save(
      contacts.create({
        name: 'Nora Pruitt',
        email: 'nora@example.com',
        message: 'Pooling offer review',
        source: 'chat',
        sessionId,
      }),
    );

    const row = (await deskChats()).find((chat) => chat.sessionId === sessionId);
    expect(row).toMatchObject({
      visitorName: 'Nora Pruitt',
      visitorEmail: 'nora@example.com',
      firstMessage: 'Do you review pooling offers?',
      lastMessage: 'Yes, lease and pooling reviews are a core service.',
      wantsPerson: false,
      waitingSince: null,
    });
  });

  it('shows the page the chat started on, as the widget sent it with the first message', async () => {
    const sessionId = newSessionId();
    const send = (message: string, page?: unknown) =>
      request(server.url).post('/api/chat').send({ sessionId, message, page });
    // Not a path on this site: refused with the field named, nothing stored.
    for (const page of ['https://evil.example/', '//evil.example', '/contact?x=1', 42]) {
      const refused = await send('Hello', page);
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toHaveProperty('page');
    }
    expect(
      (await send('Do you do title work in Reeves County?', '/services/title-research')).status,
    ).toBe(201);
    expect((await send('And how much does it cost?', '/contact')).status).toBe(201);
    expect(await deskChat(sessionId)).toMatchObject({
      firstMessage: 'Do you do title work in Reeves County?',
      startPage: '/services/title-research',
    });
    const [first] = await server.database.dataSource.query(
      `SELECT page FROM chat_messages WHERE session_id = $1 AND author = 'VISITOR' ORDER BY seq LIMIT 1`,
      [sessionId],
    );
    expect(first.page).toBe('/services/title-research');
  });

  it('leaves name and e-mail empty for a chat without a lead', async () => {
    const sessionId = newSessionId();
    await say(sessionId, ChatAuthor.VISITOR, 'What is a division order?');
    expect(await deskChat(sessionId)).toMatchObject({
      visitorName: null,
      visitorEmail: null,
      firstMessage: 'What is a division order?',
      lastMessage: 'What is a division order?',
    });
  });

  it('does not count a reply that could not help as a request for a person', async () => {
    const sessionId = newSessionId();
    await say(sessionId, ChatAuthor.VISITOR, 'What will my well pay next month?');
    await say(sessionId, ChatAuthor.ASSISTANT, 'No page answers that; Ellis can.', {
      needsPerson: true,
    });
    expect(await deskChat(sessionId)).toMatchObject({ wantsPerson: false, waitingSince: null });
  });

  /*
   * One detector: the desk flags a chat exactly when the assistant's reply, as stored in the chat
   * log, says the visitor wants a person. "Are you a real person?" is a question the assistant
   * answers; a second detector in the desk used to flag it.
   */
  it.each([
    ['Are you a real person?', false],
    ['Is this a real person or a bot?', false],
    ['What is your phone number?', false],
    ['The person who signed the lease died. What now?', false],
    ['Can I talk to a real person?', true],
    ['Agent, please', true],
    ['this chat is useless', true],
  ])('flags %p as the stored reply does (%p)', async (message, wanted) => {
    const sessionId = newSessionId();
    const sent = await request(server.url).post('/api/chat').send({ sessionId, message });
    expect(sent.status).toBe(201);
    const replyFact = async () =>
      (
        (await server.database.dataSource.query(
          `SELECT wants_person FROM chat_messages WHERE session_id = $1 AND author = 'ASSISTANT'`,
          [sessionId],
        )) as { wants_person: boolean }[]
      ).map((row) => row.wants_person);
    await until(async () => (await replyFact()).length > 0, 20_000, 'the reply');
    expect(await replyFact()).toEqual([wanted]);
    // The desk hears of the reply's flag without the chat waiting for it.
    if (wanted) await until(async () => (await deskChat(sessionId)).wantsPerson, 10_000, 'flag');
    expect((await deskChat(sessionId)).wantsPerson).toBe(wanted);
  });

  it('counts the wait from the request for a person until an owner answers', async () => {
    const sessionId = newSessionId();
    await say(sessionId, ChatAuthor.VISITOR, 'Can I talk to a person?');
    const requestedAt = new Date(Date.now() - 5 * 60_000);
    await setState({ sessionId, wantsPerson: true, personRequestedAt: requestedAt });

    const waiting = await deskChat(sessionId);
    expect(waiting.wantsPerson).toBe(true);
    expect(waiting.waitingSince).toBe(requestedAt.toISOString());
    const listed = (await deskChats()).find((chat) => chat.sessionId === sessionId);
    expect(listed?.waitingSince).toBe(requestedAt.toISOString());

    // The owner joins (a JOINED line) and answers: nobody waits.
    await setState({ sessionId, ownerId, ownerName: 'Ellis Whitaker' });
    await say(sessionId, ChatAuthor.ASSISTANT, 'Ellis Whitaker joined the chat.', {
      kind: ChatMessageKind.JOINED,
      ownerName: 'Ellis Whitaker',
    });
    await say(sessionId, ChatAuthor.OWNER, 'Hello, Ellis here.', { ownerName: 'Ellis Whitaker' });
    expect((await deskChat(sessionId)).waitingSince).toBeNull();

    // The visitor writes again: they wait from that message.
    const next = await say(sessionId, ChatAuthor.VISITOR, 'Thanks. My lease is from 1982.');
    await say(sessionId, ChatAuthor.VISITOR, 'Is that too old?');
    const again = await deskChat(sessionId);
    expect(again.waitingSince).toBe(next.createdAt.toISOString());
    expect(again.lastMessage).toBe('Is that too old?');
  });
});

describe('leads from the same person', () => {
  let server: RunningServer;
  let cookie: string;
  const ownerEmail = uniqueOwnerEmail('same-contact');
  const marker = `zq${randomUUID().slice(0, 8)}`;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    const { dataSource } = server.database;
    await createOwner(dataSource, ownerEmail);
    cookie = await signIn(server, ownerEmail);
    const contacts = dataSource.getRepository(Contact);
    // A number no other test file uses, written two ways.
    const tail = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
    const rows = [
      {
        key: 'first',
        name: 'Rae Dunn',
        email: `Rae.${marker}@Example.com`,
        phone: `903.${tail.slice(0, 3)}.${tail.slice(3)}`,
      },
      { key: 'byEmail', name: 'Rae', email: `rae.${marker}@example.com`, phone: null },
      {
        key: 'byPhone',
        name: 'R. Dunn',
        email: null,
        phone: `(903) ${tail.slice(0, 3)}-${tail.slice(3)}`,
      },
      { key: 'other', name: 'Sam Ortiz', email: `sam.${marker}@example.com`, phone: null },
    ];
    const base = Date.now() - 60_000;
    for (const [i, row] of rows.entries()) {
      const saved = await contacts.save(
        contacts.create({
          name: row.name,
          email: row.email,
          phone: row.phone,
          message: `Request ${i} ${marker}`,
          source: 'form',
          createdAt: new Date(base + i * 1000),
        }),
      );
      ids[row.key] = saved.id;
    }
  });
  afterAll(async () => {
    await deleteOwners(server.database.dataSource, [ownerEmail]);
    await server.close();
  });

  const sameContact = async (id: string) => {
    const result = await graphql(
      server,
      `
        query One($id: ID!) {
          lead(id: $id) {
            id
            sameContact {
              id
              message
            }
          }
        }
      `,
      { id },
      cookie,
    );
    if (result.body.errors) throw new Error(JSON.stringify(result.body.errors));
    return (result.body.data as { lead: { sameContact: { id: string }[] } }).lead.sameContact.map(
      (lead) => lead.id,
    );
  };

  it('links leads by e-mail (any case) and by phone digits, newest first, never itself', async () => {
    expect(await sameContact(ids.first!)).toEqual([ids.byPhone, ids.byEmail]);
    expect(await sameContact(ids.byEmail!)).toEqual([ids.first]);
    expect(await sameContact(ids.byPhone!)).toEqual([ids.first]);
    expect(await sameContact(ids.other!)).toEqual([]);
  });

  it('lists them on the inbox too', async () => {
    const result = await graphql(
      server,
      `
        query L($search: String) {
          leads(search: $search, first: 10) {
            edges {
              node {
                id
                sameContact {
                  id
                }
              }
            }
          }
        }
      `,
      { search: marker },
      cookie,
    );
    if (result.body.errors) throw new Error(JSON.stringify(result.body.errors));
    const edges = (
      result.body.data as {
        leads: { edges: { node: { id: string; sameContact: { id: string }[] } }[] };
      }
    ).leads.edges;
    const first = edges.find((edge) => edge.node.id === ids.first);
    expect(first?.node.sameContact.map((lead) => lead.id)).toEqual([ids.byPhone, ids.byEmail]);
  });
});
