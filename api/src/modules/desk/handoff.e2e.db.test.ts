import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { site } from '@landman/content';
import { type RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { testConfig } from '../../testing/test-config';
import { readChatEvents, untilSubscribed, wsClient } from '../../testing/graphql-ws-client';
import { startTestServer } from '../../testing/test-server';
import { sampleContact } from '../../testing/fixtures/contact';
import { joinedLine, leftLine, takeMessageLine } from './handoff.service';
import {
  createOwner,
  deleteOwners,
  deskWsClient,
  graphql,
  signIn,
  uniqueOwnerEmail,
} from '../../testing/desk-client';
import { deskEventsSubscription, nextDeskEvent, untilDeskSubscribed } from './testing/desk-events';
import { mailJobsView } from '../../testing/mail/mail-jobs-view';

jest.setTimeout(40_000);

const chatEvents = `
  subscription Watch($sessionId: String!) {
    chatEvents(sessionId: $sessionId) {
      typing delta error suggestions
      message { id message isUser author }
    }
  }`;

type ChatEventResult = {
  typing: boolean | null;
  suggestions: string[] | null;
  message: { message: string; isUser: boolean; author: string } | null;
};

const ownerName = 'Ellis Whitaker';

/** A visitor's open chat: its chatEvents stream over graphql-ws, and a way to write in it. */
async function openVisitorChat(server: RunningServer) {
  const sessionId = newSessionId();
  const client = wsClient(server.url);
  const events = client.iterate({ query: chatEvents, variables: { sessionId } });
  await untilSubscribed(events, server.services.bus, sessionId);
  const say = async (message: string) => {
    const sent = await request(server.url).post('/api/chat').send({ sessionId, message });
    expect(sent.status).toBe(201);
  };
  const readUntil = async (done: (event: ChatEventResult) => boolean) =>
    (await readChatEvents(events, (event) => done(event as ChatEventResult))) as ChatEventResult[];
  const close = async () => {
    await events.return?.();
    await client.dispose();
  };
  return { sessionId, say, readUntil, close };
}

const isReplyDone = (event: ChatEventResult) => event.typing === false;
const messageOf = (event: ChatEventResult) => event.message;

/** An owner at the desk: signed in, with deskEvents open over a WebSocket carrying the cookie. */
async function openDesk(server: RunningServer, email: string) {
  const cookie = await signIn(server, email);
  const client = deskWsClient(server, cookie);
  const events = client.iterate({ query: deskEventsSubscription });
  await untilDeskSubscribed(events);
  const call = async (query: string, variables: Record<string, unknown>) => {
    const result = await graphql(server, query, variables, cookie);
    if (result.body.errors) throw new Error(JSON.stringify(result.body.errors));
    return result.body.data as Record<string, unknown>;
  };
  const close = async () => {
    await events.return?.();
    await client.dispose();
  };
  return { cookie, events, call, close };
}

const join =
  'mutation J($s: String!) { joinChat(sessionId: $s) { sessionId ownerJoined ownerName wantsPerson } }';
const send =
  'mutation S($s: String!, $m: String!) { sendOwnerMessage(sessionId: $s, message: $m) { author isUser message } }';
const leave = 'mutation L($s: String!) { leaveChat(sessionId: $s) }';

describe('live handoff over GraphQL', () => {
  let server: RunningServer;
  const ownerEmail = uniqueOwnerEmail('handoff');

  beforeAll(async () => {
    server = await startTestServer();
    await createOwner(server.database.dataSource, ownerEmail, { displayName: ownerName });
  });
  afterAll(async () => {
    await deleteOwners(server.database.dataSource, [ownerEmail]);
    await server.close();
  });

  it('announces the owner, delivers their message, keeps the assistant quiet, and hands back on leave', async () => {
    const visitor = await openVisitorChat(server);
    const desk = await openDesk(server, ownerEmail);
    try {
      await visitor.say('Hello');
      await visitor.readUntil(isReplyDone);

      const joined = await desk.call(join, { s: visitor.sessionId });
      expect(joined.joinChat).toMatchObject({ ownerJoined: true, ownerName });

      await visitor.say('Are you there?');
      const seenByDesk = await nextDeskEvent(desk.events, (e) => e.kind === 'VISITOR_MESSAGE');
      expect(seenByDesk).toMatchObject({
        sessionId: visitor.sessionId,
        message: { message: 'Are you there?', author: 'VISITOR' },
      });
      const sent = await desk.call(send, {
        s: visitor.sessionId,
        m: 'Yes, I am here. How can I help?',
      });
      expect(sent.sendOwnerMessage).toEqual({
        author: 'OWNER',
        isUser: false,
        message: 'Yes, I am here. How can I help?',
      });
      expect(await desk.call(leave, { s: visitor.sessionId })).toEqual({ leaveChat: true });
      await visitor.say('Thanks');

      // Everything the visitor saw since joining, up to the assistant's answer to "Thanks".
      const seen = await visitor.readUntil(isReplyDone);
      const messages = seen.map(messageOf).filter(Boolean);
      expect(messages.map((m) => [m?.author, m?.message])).toEqual([
        ['ASSISTANT', joinedLine(ownerName)],
        ['VISITOR', 'Are you there?'],
        ['OWNER', 'Yes, I am here. How can I help?'],
        ['ASSISTANT', leftLine(ownerName)],
        ['VISITOR', 'Thanks'],
        ['ASSISTANT', expect.any(String)],
      ]);
      // The assistant typed once: for "Thanks", never while the owner was in the chat.
      expect(seen.filter((event) => event.typing === true)).toHaveLength(1);

      // The stored history agrees: isUser stays true for the visitor's messages only.
      const history = await graphql(
        server,
        'query H($s: String!) { chatMessages(sessionId: $s) { isUser author } }',
        { s: visitor.sessionId },
      );
      expect(
        (history.body.data?.chatMessages as { author: string }[]).map((m) => m.author),
      ).toEqual([
        'VISITOR',
        'ASSISTANT',
        'ASSISTANT',
        'VISITOR',
        'OWNER',
        'ASSISTANT',
        'VISITOR',
        'ASSISTANT',
      ]);
      expect(
        (history.body.data?.chatMessages as { isUser: boolean; author: string }[]).every(
          (m) => m.isUser === (m.author === 'VISITOR'),
        ),
      ).toBe(true);
    } finally {
      await desk.close();
      await visitor.close();
    }
  });

  it('tells the desk when a visitor asks for a person, and lists that chat first', async () => {
    const visitor = await openVisitorChat(server);
    const desk = await openDesk(server, ownerEmail);
    try {
      await visitor.say('Can I talk to a real person please?');
      const event = await nextDeskEvent(
        desk.events,
        (e) => e.kind === 'PERSON_REQUESTED' && e.sessionId === visitor.sessionId,
      );
      expect(event.sessionId).toBe(visitor.sessionId);
      await visitor.readUntil(isReplyDone);
      const chats = await desk.call(
        '{ deskChats(first: 5) { sessionId wantsPerson ownerJoined messages { author } } }',
        {},
      );
      expect((chats.deskChats as { sessionId: string }[])[0]).toMatchObject({
        sessionId: visitor.sessionId,
        wantsPerson: true,
        ownerJoined: false,
        messages: [{ author: 'VISITOR' }, { author: 'ASSISTANT' }],
      });
      // The owner is signed in and at the desk: no e-mail about it.
      const jobs = await server.database.dataSource.query(
        `SELECT 1 FROM ${mailJobsView} WHERE session_id = $1`,
        [visitor.sessionId],
      );
      expect(jobs).toHaveLength(0);
    } finally {
      await desk.close();
      await visitor.close();
    }
  });

  it('shows a new lead on the desk as it arrives', async () => {
    const desk = await openDesk(server, ownerEmail);
    const email = `desk-${randomUUID().slice(0, 8)}@example.com`;
    try {
      const posted = await request(server.url)
        .post('/api/contacts')
        .send({ ...sampleContact, name: 'Nora Desk', email });
      expect(posted.status).toBe(201);
      const event = await nextDeskEvent(desk.events, (e) => e.kind === 'NEW_LEAD');
      expect(event.lead).toMatchObject({ id: posted.body.id, name: 'Nora Desk', source: 'FORM' });
    } finally {
      await desk.close();
      await server.database.dataSource.query(`DELETE FROM contacts WHERE email = $1`, [email]);
    }
  });

  it('refuses to join or write in a chat that does not exist', async () => {
    const cookie = await signIn(server, ownerEmail);
    const result = await graphql(server, send, { s: newSessionId(), m: 'Hello?' }, cookie);
    expect(result.status).toBe(404);
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'No chat has this session id.',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('an owner who does not answer in time', () => {
  let server: RunningServer;
  const ownerEmail = uniqueOwnerEmail('timeout');

  beforeAll(async () => {
    const base = testConfig();
    server = await startTestServer({ desk: { ...base.desk, ownerReplyTimeoutSeconds: 1 } });
    await createOwner(server.database.dataSource, ownerEmail, { displayName: ownerName });
  });
  afterAll(async () => {
    await deleteOwners(server.database.dataSource, [ownerEmail]);
    await server.close();
  });

  it('brings the assistant back, offering to take a message, and it answers from then on', async () => {
    const visitor = await openVisitorChat(server);
    const desk = await openDesk(server, ownerEmail);
    try {
      await visitor.say('Hello');
      await visitor.readUntil(isReplyDone);
      await desk.call(join, { s: visitor.sessionId });
      await visitor.say('Is anyone there?');
      const waited = await visitor.readUntil(
        (event) => event.message?.message === takeMessageLine(ownerName),
      );
      // Nothing from the assistant until the timeout's offer.
      expect(waited.filter((event) => event.typing === true)).toHaveLength(0);
      const offer = waited.at(-1) as ChatEventResult;
      expect(offer.message?.author).toBe('ASSISTANT');
      expect(offer.suggestions).toEqual(['Schedule a call', 'Request a quote']);
      expect(offer.message?.message).toContain(site.replyTime);

      await visitor.say('What services do you offer?');
      const answered = await visitor.readUntil(isReplyDone);
      expect(answered.filter((event) => event.typing === true)).toHaveLength(1);
      expect(answered.map(messageOf).filter(Boolean).at(-1)?.author).toBe('ASSISTANT');
    } finally {
      await desk.close();
      await visitor.close();
    }
  });
});
