import request from 'supertest';
import { site } from '@landman/content';
import { type RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { conversationUrl } from '../contact/lead-channel';
import { startMailTestServer } from '../../testing/mail/mail-test-server';
import { SmtpSink, until } from '../../testing/mail/smtp-sink';
import { testConfig } from '../../testing/test-config';
import { awayLines } from './away-message.steps';
import { noAddressInChat } from './chat-transcripts';
import {
  createOwner,
  deleteOwners,
  graphql,
  signIn,
  uniqueOwnerEmail,
} from '../../testing/desk-client';
import { mailJobsView } from '../../testing/mail/mail-jobs-view';

jest.setTimeout(60_000);

interface StoredMessage {
  message: string;
  author: string;
  actions: { kind: string; label: string }[] | null;
}

const transcriptMutation =
  'mutation T($sessionId: String!) { emailChatTranscript(sessionId: $sessionId) { sentTo alreadyQueued } }';

/** A visitor's chat over REST: each message waits for the reply it brings. */
function visitorChat(server: RunningServer, sessionId = newSessionId()) {
  let replies = 0;
  const history = async (): Promise<StoredMessage[]> => {
    const res = await graphql(
      server,
      'query H($s: String!) { chatMessages(sessionId: $s) { message author actions { kind label } } }',
      { s: sessionId },
    );
    return (res.body.data as { chatMessages: StoredMessage[] }).chatMessages;
  };
  const say = async (message: string): Promise<StoredMessage> => {
    const sent = await request(server.url).post('/api/chat').send({ sessionId, message });
    expect(sent.status).toBe(201);
    replies += 1;
    let messages: StoredMessage[] = [];
    await until(
      async () => {
        messages = (await history()).filter((m) => m.author === 'ASSISTANT');
        return messages.length >= replies;
      },
      20_000,
      `reply ${replies}`,
    );
    return messages[replies - 1]!;
  };
  return { sessionId, say, history };
}

describe('away mode: a message taken in the chat while nobody is at the desk', () => {
  const smtp = new SmtpSink();
  let server: RunningServer;

  /** The consultant's e-mails about this chat's request for a person (not a lead's). */
  const personRequestMails = (sessionId: string) =>
    smtp.messages.filter((m) => m.messageId?.includes(`person-request-${sessionId}@`));
  const chatMailJobs = async (sessionId: string) =>
    (await server.database.dataSource.query(
      `SELECT recipient_kind, status, next_attempt_at > now() + interval '5 minutes' AS held
       FROM ${mailJobsView} WHERE session_id = $1 ORDER BY recipient_kind`,
      [sessionId],
    )) as { recipient_kind: string; status: string; held: boolean }[];

  beforeAll(async () => {
    await smtp.start();
    // Every visitor here writes from 127.0.0.1: room for this file's requests for a person.
    const base = testConfig();
    server = await startMailTestServer(smtp, {}, undefined, {
      desk: { ...base.desk, personRequestMailsPerClientPerHour: 10 },
    });
    // Nobody at the desk: no desk session used lately (other files' owners signed in before).
    await server.database.dataSource.query(`DELETE FROM owner_sessions`);
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it('takes name, contact and message step by step, stores a chat lead and mails the consultant the conversation', async () => {
    const chat = visitorChat(server);
    await chat.say('How long does a lease check take?');
    const asked = await chat.say('Can I talk to a real person?');
    expect(asked.message).toBe(awayLines.start);

    // Each step checks its answer and asks again with the reason.
    expect((await chat.say('4')).message).toMatch(/didn't catch a name/);
    expect((await chat.say("I'm Dana Pruitt")).message).toBe(awayLines.askContact('Dana Pruitt'));
    expect((await chat.say('dana@nowhere')).message).toMatch(/doesn't look like a complete e-mail/);
    expect((await chat.say('you can write to dana.pruitt@example.com')).message).toBe(
      awayLines.askMessage,
    );
    const done = await chat.say('Please call me about the Reeves County lease before Friday.');
    expect(done.message).toContain('Thank you, Dana Pruitt');
    expect(done.message).toContain('dana.pruitt@example.com');
    expect(done.actions).toEqual([
      { kind: 'EMAIL_TRANSCRIPT', label: 'E-mail me this conversation' },
    ]);

    const [lead] = (await server.database.dataSource.query(
      `SELECT id, name, email, phone, message, channel, source FROM contacts WHERE session_id = $1`,
      [chat.sessionId],
    )) as {
      id: string;
      name: string;
      email: string;
      message: string;
      channel: string;
      source: string;
    }[];
    expect(lead).toMatchObject({
      name: 'Dana Pruitt',
      email: 'dana.pruitt@example.com',
      message: 'Please call me about the Reeves County lease before Friday.',
      channel: 'chat_message',
      source: 'chat',
    });

    const { consultant } = await smtp.waitForLead(lead!.id, 2);
    expect(consultant?.subject).toContain('New lead: Dana Pruitt');
    expect(consultant?.text).toContain('a message left while you were away');
    // The conversation, in order, each line named by who said it.
    const text = consultant?.text ?? '';
    const order = [
      'Visitor (',
      'How long does a lease check take?',
      'Can I talk to a real person?',
      `Assistant (`,
      "I'm Dana Pruitt",
      'Please call me about the Reeves County lease before Friday.',
    ].map((line) => text.indexOf(line, text.indexOf('The conversation:')));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order[1]!).toBeLessThan(order[2]!);
    expect(order[4]!).toBeLessThan(order[5]!);
    // Who, how to reach them, what they want and where the chat is: all in this one e-mail.
    expect(text).toContain('E-mail: dana.pruitt@example.com');
    expect(text).toContain(`Conversation: ${conversationUrl(chat.sessionId)}`);
    expect(consultant?.replyTo?.value[0]?.address).toBe('dana.pruitt@example.com');

    // One e-mail to the consultant, not two: the request for a person that started the message
    // was held back while it was taken, and storing the message dropped it.
    expect(await chatMailJobs(chat.sessionId)).toEqual([]);
    expect(personRequestMails(chat.sessionId)).toEqual([]);
    expect((await server.services.desk.chats.chat(chat.sessionId))?.wantsPerson).toBe(true);

    // The visitor's copy, to the address given in this chat only, once per chat.
    const first = await graphql(server, transcriptMutation, { sessionId: chat.sessionId });
    expect(first.body.data).toEqual({
      emailChatTranscript: { sentTo: 'dana.pruitt@example.com', alreadyQueued: false },
    });
    await until(
      () => smtp.messages.some((m) => m.messageId?.includes(`transcript-${chat.sessionId}`)),
      15_000,
      'the transcript e-mail',
    );
    const copy = smtp.messages.find((m) => m.messageId?.includes(`transcript-${chat.sessionId}`));
    expect(copy?.to).toMatchObject({ value: [{ address: 'dana.pruitt@example.com' }] });
    expect(copy?.subject).toBe(`Your conversation with ${site.name}`);
    expect(copy?.text).toContain('You (');
    expect(copy?.text).toContain('Please call me about the Reeves County lease before Friday.');
    const again = await graphql(server, transcriptMutation, { sessionId: chat.sessionId });
    expect(again.body.data).toEqual({
      emailChatTranscript: { sentTo: 'dana.pruitt@example.com', alreadyQueued: true },
    });
  });

  it('can be cancelled, and re-asks a phone number that is no phone number', async () => {
    const chat = visitorChat(server);
    expect((await chat.say('talk to a person please')).message).toBe(awayLines.start);
    await chat.say('Lee Ames');
    expect((await chat.say('call 12-3')).message).toMatch(/needs a way to reply/);
    expect((await chat.say('Cancel')).message).toBe(awayLines.cancelled);
    // The chat is the assistant's again.
    expect((await chat.say('What services do you offer?')).message).not.toBe(awayLines.askMessage);
    const [row] = await server.database.dataSource.query(
      `SELECT count(*)::int AS n FROM contacts WHERE session_id = $1`,
      [chat.sessionId],
    );
    expect(row.n).toBe(0);
  });

  it('e-mails the request for a person when the visitor leaves no message: once, after the grace', async () => {
    const chat = visitorChat(server);
    expect((await chat.say('Can I talk to a real person?')).message).toBe(awayLines.start);
    expect((await chat.say('Lee Ames')).message).toBe(awayLines.askContact('Lee Ames'));
    // The visitor goes quiet. The e-mail about the request waits for the message meanwhile.
    await until(
      async () => (await chatMailJobs(chat.sessionId)).length > 0,
      10_000,
      'the person-request e-mail queued',
    );
    expect(await chatMailJobs(chat.sessionId)).toEqual([
      { recipient_kind: 'person_request', status: 'pending', held: true },
    ]);
    expect(personRequestMails(chat.sessionId)).toEqual([]);

    // The grace runs out (moved to now rather than waited for): the worker sends it.
    await server.database.dataSource.query(
      `UPDATE jobs SET run_at = now() WHERE kind = 'mail.send' AND payload->'data'->>'sessionId' = $1`,
      [chat.sessionId],
    );
    await until(
      () => personRequestMails(chat.sessionId).length > 0,
      15_000,
      'the person-request e-mail',
    );
    const [mail] = personRequestMails(chat.sessionId);
    expect(mail?.subject).toBe('A chat visitor is asking for a person');
    expect(mail?.text).toContain(conversationUrl(chat.sessionId));
    // What they said so far, their name among it.
    expect(mail?.text).toContain('Can I talk to a real person?');
    expect(mail?.text).toContain('Lee Ames');
    const [leads] = await server.database.dataSource.query(
      `SELECT count(*)::int AS n FROM contacts WHERE session_id = $1`,
      [chat.sessionId],
    );
    expect(leads.n).toBe(0);
  });

  it('e-mails at once when the visitor asks for a person while the owner in the chat is away from the desk', async () => {
    const ownerEmail = uniqueOwnerEmail('away-in-chat');
    const { owner } = await createOwner(server.database.dataSource, ownerEmail);
    try {
      const chat = visitorChat(server);
      await chat.say('Hello');
      await server.services.desk.handoff.joinChat(owner, chat.sessionId);
      // The owner answers, so the assistant is silent: its reader decides on each message.
      const post = async (message: string) => {
        const sent = await request(server.url)
          .post('/api/chat')
          .send({ sessionId: chat.sessionId, message });
        expect(sent.status).toBe(201);
      };
      await post('Are you a real person?');
      await post('Can I talk to a real person?');
      await until(
        () => personRequestMails(chat.sessionId).length > 0,
        15_000,
        'the person-request e-mail',
      );
      const [mail] = personRequestMails(chat.sessionId);
      expect(mail?.subject).toBe('A chat visitor is asking for a person');
      expect(mail?.text).toContain('Can I talk to a real person?');
      expect(mail?.text).toContain(conversationUrl(chat.sessionId));
      // Flagged by the request, not by the question before it (the assistant reads no request there).
      const [state] = await server.database.dataSource.query(
        `SELECT d.wants_person,
                d.person_requested_at >= (SELECT created_at FROM chat_messages
                                          WHERE session_id = $1 AND message = $2) AS by_request
         FROM desk_chats d WHERE d.session_id = $1`,
        [chat.sessionId, 'Can I talk to a real person?'],
      );
      expect(state).toEqual({ wants_person: true, by_request: true });
      // The SMTP server has answered; the worker marks the job sent right after.
      await until(
        async () => (await chatMailJobs(chat.sessionId)).every((j) => j.status === 'sent'),
        15_000,
        'the job marked sent',
      );
      expect(await chatMailJobs(chat.sessionId)).toEqual([
        { recipient_kind: 'person_request', status: 'sent', held: false },
      ]);
    } finally {
      await deleteOwners(server.database.dataSource, [ownerEmail]);
    }
  });

  it('refuses a transcript to a chat that gave no address (400), and limits them per client (429)', async () => {
    const chat = visitorChat(server);
    await chat.say('Hello');
    const refused = await graphql(server, transcriptMutation, { sessionId: chat.sessionId });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.message).toContain(noAddressInChat);
    // Three an hour per client address by default; the refused one counted too.
    await graphql(server, transcriptMutation, { sessionId: chat.sessionId });
    await graphql(server, transcriptMutation, { sessionId: chat.sessionId });
    const limited = await graphql(server, transcriptMutation, { sessionId: chat.sessionId });
    expect(limited.status).toBe(429);
    expect(limited.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('leaves the request to the owner when one is at the desk', async () => {
    const ownerEmail = uniqueOwnerEmail('away');
    await createOwner(server.database.dataSource, ownerEmail);
    try {
      await signIn(server, ownerEmail);
      const chat = visitorChat(server);
      const reply = await chat.say('Can I talk to a real person?');
      expect(reply.message).not.toBe(awayLines.start);
      expect((await chat.say('Dana')).message).not.toBe(awayLines.askContact('Dana'));
    } finally {
      await server.database.dataSource.query(`DELETE FROM owner_sessions`);
      await deleteOwners(server.database.dataSource, [ownerEmail]);
    }
  });
});
