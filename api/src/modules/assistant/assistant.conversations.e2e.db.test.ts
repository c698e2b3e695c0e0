import { site } from '@landman/content';
import type { RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { startTestServer } from '../../testing/test-server';
import { GraphqlChat } from '../../testing/graphql-chat';
import { closeAllDays, resetAvailability } from '../../testing/booking-test-kit';
import { mailJobsView } from '../../testing/mail/mail-jobs-view';

interface StoredContact {
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
}

const storedContacts = (server: RunningServer, sessionId: string): Promise<StoredContact[]> =>
  server.database.dataSource.query(
    'SELECT name, email, phone, message FROM contacts WHERE session_id = $1',
    [sessionId],
  );

/** The e-mails queued for the session's requests (jobs/mail): who each one goes to. */
const queuedMail = (
  server: RunningServer,
  sessionId: string,
): Promise<{ recipient_kind: string; recipient: string }[]> =>
  server.database.dataSource.query(
    `SELECT mail_jobs.recipient_kind, mail_jobs.recipient FROM ${mailJobsView}
     JOIN contacts c ON c.id = mail_jobs.contact_id
     WHERE c.session_id = $1 ORDER BY mail_jobs.recipient_kind`,
    [sessionId],
  );

/**
 * Requests that survive real people, end to end over GraphQL and checked in the database: a
 * question in the middle, a correction, a change of mind, a visitor who would rather phone, and
 * a cancel.
 */
describe('conversations that wander, over GraphQL', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer();
    // No open slot: the chat's consultation is a request with preferred times (the fallback).
    await closeAllDays(server.services.booking.availability);
  });
  afterAll(async () => {
    if (server) await resetAvailability(server);
    await server?.close();
  });

  it('answers a question asked mid-quote, asks again, and never stores the question', async () => {
    const sessionId = newSessionId();
    const chat = await GraphqlChat.open(server, sessionId);
    try {
      await chat.say('I need a quote please');
      const digression = await chat.say('Do you handle title curative work in Oklahoma?');
      expect(digression.message).toMatch(/Title Curative/);
      expect(digression.message).toMatch(/Back to your quote request: What kind of project/);
      await chat.say('Curing title on inherited minerals');
      const why = await chat.say('why do you need that');
      expect(why.message).toMatch(/county or parish/i);
      await chat.say('Grady County, Oklahoma');
      await chat.say('3 tracts');
      await chat.say('no rush');
      await chat.say('the deeds');
      await chat.say('Ada Fields');
      await chat.say('ada@fields.example');
      // A correction of an earlier field at any time.
      const corrected = await chat.say('actually my email is ada.fields@example.com');
      expect(corrected.message).toMatch(/Updated your e-mail/i);
      const summary = await chat.say('skip');
      expect(summary.message).toContain('ada.fields@example.com');
      await chat.say('yes, send it');
      const [stored] = await storedContacts(server, sessionId);
      expect(stored).toMatchObject({ name: 'Ada Fields', email: 'ada.fields@example.com' });
      expect(stored!.message).toContain('Project: Curing title on inherited minerals');
      expect(stored!.message).not.toMatch(/Do you handle/);
    } finally {
      await chat.close();
    }
  });

  it('lets a visitor who would rather phone leave without a loop, and stores nothing', async () => {
    const sessionId = newSessionId();
    const chat = await GraphqlChat.open(server, sessionId);
    try {
      await chat.say('schedule a call');
      await chat.say('a lease offer');
      await chat.say('Lease Checks');
      await chat.say('Smith County');
      await chat.say('mornings');
      await chat.say('Jo Reyes');
      const noEmail = await chat.say("I don't have email");
      expect(noEmail.message).toContain(site.phone);
      const call = await chat.say("ok I'll just call that number then");
      expect(call.message).toContain(site.phone);
      expect(call.message).not.toMatch(/e-mail address/i);
      expect(await storedContacts(server, sessionId)).toEqual([]);
      // The request is over: the next question is answered as a question.
      expect((await chat.say('how long does a lease check take?')).message).toMatch(/Rush/);
    } finally {
      await chat.close();
    }
  });

  it('changes its mind from a call to a quote, then cancels: nothing is stored', async () => {
    const sessionId = newSessionId();
    const chat = await GraphqlChat.open(server, sessionId);
    try {
      await chat.say('book a consultation');
      const switched = await chat.say('actually I want a quote instead');
      expect(switched.message).toMatch(/quote request instead/);
      const cancelled = await chat.say('cancel');
      expect(cancelled.message).toMatch(/nothing was sent/);
      expect(await storedContacts(server, sessionId)).toEqual([]);
    } finally {
      await chat.close();
    }
  });
  it('books a call for a visitor with only a phone number: stored, consultant told, no acknowledgement', async () => {
    const sessionId = newSessionId();
    const chat = await GraphqlChat.open(server, sessionId);
    try {
      await chat.say('id like to set up a call about my late mothers minerals');
      await chat.say('Estate & Heirship');
      await chat.say('DeSoto Parish, Louisiana');
      await chat.say('any weekday morning');
      await chat.say('Earl Thibodeaux');
      const phoneAsked = await chat.say('i dont do email, never had one');
      expect(phoneAsked.message).toMatch(/phone number should .* call you back/i);
      const summary = await chat.say('318 555 0147');
      expect(summary.message).toContain('E-mail: not given');
      const done = await chat.say('yes send it');
      expect(done.message).toContain(`${site.name} will call you at 318 555 0147`);
      const [stored] = await storedContacts(server, sessionId);
      expect(stored).toMatchObject({ name: 'Earl Thibodeaux', email: null, phone: '318 555 0147' });
      expect(await queuedMail(server, sessionId)).toEqual([
        { recipient_kind: 'consultant', recipient: expect.any(String) },
      ]);
    } finally {
      await chat.close();
    }
  });

  it('takes a quote request with only an e-mail: stored without a phone, both e-mails queued', async () => {
    const sessionId = newSessionId();
    const email = `ops-${sessionId.slice(-8).toLowerCase()}@permian-ops.example`;
    const chat = await GraphqlChat.open(server, sessionId);
    try {
      const started = await chat.say('can i get a quote on title work for a drill site');
      expect(started.message).toMatch(/quote/);
      await chat.say('Reeves County, Texas');
      await chat.say('about 320 acres');
      await chat.say('rig is scheduled in six weeks');
      await chat.say('none yet');
      await chat.say('Dana Whitfield');
      await chat.say(email);
      const summary = await chat.say('no phone please');
      expect(summary.message).toContain('Phone: not given');
      await chat.say('yes');
      const [stored] = await storedContacts(server, sessionId);
      expect(stored).toMatchObject({ name: 'Dana Whitfield', email, phone: null });
      expect(stored!.message).toContain('Location: Reeves County, Texas');
      expect(await queuedMail(server, sessionId)).toEqual([
        { recipient_kind: 'consultant', recipient: expect.any(String) },
        { recipient_kind: 'visitor', recipient: email },
      ]);
    } finally {
      await chat.close();
    }
  });
});
