import request from 'supertest';
import { type RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { openAllDay, openSlotsFrom } from '../../testing/booking-test-kit';
import { type ChatLeadInput } from '../contact/chat-lead.input';
import { startMailTestServer, uniqueEmail } from '../../testing/mail/mail-test-server';
import { SmtpSink, until } from '../../testing/mail/smtp-sink';
import { noAddressInChat } from './chat-transcripts';
import { graphql } from '../../testing/desk-client';
import { mailJobsView } from '../../testing/mail/mail-jobs-view';

jest.setTimeout(60_000);

const transcriptMutation =
  'mutation T($sessionId: String!) { emailChatTranscript(sessionId: $sessionId) { sentTo alreadyQueued } }';

/** The chat's copy goes only to an address given in that chat, never to a booking's. */
describe('chat transcripts: only to an address the chat was given', () => {
  const smtp = new SmtpSink();
  let server: RunningServer;

  const transcriptMails = (sessionId: string) =>
    smtp.messages.filter((m) => m.messageId?.includes(`transcript-${sessionId}`));
  const transcriptJobs = async (sessionId: string) =>
    (await server.database.dataSource.query(
      `SELECT recipient FROM ${mailJobsView} WHERE session_id = $1 AND recipient_kind = 'chat_transcript'`,
      [sessionId],
    )) as { recipient: string }[];

  /** A chat with one visitor message: something to send. */
  const chatWith = async (message: string) => {
    const sessionId = newSessionId();
    const sent = await request(server.url).post('/api/chat').send({ sessionId, message });
    expect(sent.status).toBe(201);
    return sessionId;
  };

  /** A booking naming the chat's session, as anyone who knows or makes up the id can send. */
  const bookFor = async (sessionId: string, email: string) => {
    const [start] = await openSlotsFrom(server, 2 + Math.floor(Math.random() * 40));
    const booked = await request(server.url).post('/api/meetings').send({
      start,
      timeZone: 'America/Chicago',
      name: 'Robin Vale',
      email,
      topic: 'Mineral deed question',
      sessionId,
    });
    expect(booked.status).toBe(201);
  };

  beforeAll(async () => {
    await smtp.start();
    server = await startMailTestServer(smtp);
    await openAllDay(server.services.booking.availability);
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it('refuses a chat whose only address was typed into a booking, and mails nobody', async () => {
    const sessionId = await chatWith('Hello, do you work in Reeves County?');
    const stranger = uniqueEmail('booking-only');
    await bookFor(sessionId, stranger);

    const refused = await graphql(server, transcriptMutation, { sessionId });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.message).toContain(noAddressInChat);
    expect(await transcriptJobs(sessionId)).toEqual([]);
    // Long enough for a queued transcript to have gone out (the worker polls every 100 ms).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(transcriptMails(sessionId)).toEqual([]);
  });

  it("sends to the chat's own address, whatever a later booking named", async () => {
    const sessionId = await chatWith('Can someone look at my lease?');
    const given = uniqueEmail('in-chat');
    // What the chat stores when the visitor leaves a message with an address (away mode).
    await server.services.contact.createFromChat(
      {
        name: 'Dana Pruitt',
        email: given,
        message: 'Please write to me about the lease.',
      } as ChatLeadInput,
      { via: 'chat', sessionId, kind: 'message' },
    );
    await bookFor(sessionId, uniqueEmail('booking-later'));

    const sent = await graphql(server, transcriptMutation, { sessionId });
    expect(sent.body.data).toEqual({
      emailChatTranscript: { sentTo: given, alreadyQueued: false },
    });
    await until(() => transcriptMails(sessionId).length > 0, 15_000, 'the transcript e-mail');
    expect(transcriptMails(sessionId).map((m) => m.to)).toEqual([
      expect.objectContaining({ value: [expect.objectContaining({ address: given })] }),
    ]);
  });
});
