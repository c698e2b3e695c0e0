import { site } from '@landman/content';
import type { RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { startTestServer } from '../../testing/test-server';
import { GraphqlChat } from '../../testing/graphql-chat';
import { closeAllDays, resetAvailability } from '../../testing/booking-test-kit';

interface StoredContact {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  service: string | null;
  location: string | null;
  source: string;
  session_id: string | null;
}

const storedContacts = (server: RunningServer, sessionId: string): Promise<StoredContact[]> =>
  server.database.dataSource.query(
    'SELECT name, email, phone, message, service, location, source, session_id FROM contacts WHERE session_id = $1',
    [sessionId],
  );

/**
 * The assistant end to end, as the widget uses it: messages sent with the sendChatMessage
 * mutation, replies read from the chatEvents subscription, and the finished request checked in
 * the database the consultant reads.
 */
describe('the assistant over GraphQL', () => {
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

  it('answers a question with links and quick replies on the subscription', async () => {
    const chat = await GraphqlChat.open(server, newSessionId());
    try {
      const reply = await chat.say('How long does a lease check take?');
      expect(reply.message).toMatch(/Rush in 24 hours/);
      expect(reply.links).toContainEqual({
        label: 'Lease Checks: Turnaround Options',
        href: '/services/lease-checks#turnaround-options',
      });
      expect(reply.suggestions.length).toBeGreaterThan(0);
    } finally {
      await chat.close();
    }
  });

  it('books a consultation and stores it as a chat request linked to the session', async () => {
    const sessionId = newSessionId();
    const chat = await GraphqlChat.open(server, sessionId);
    try {
      expect(
        (await chat.say("I'd like to schedule a consultation to discuss my project")).message,
      ).toMatch(/what would you like to discuss/i);
      expect((await chat.say('Royalties stopped after my mother passed away')).message).toMatch(
        /Where is the land/,
      );
      expect((await chat.say('Caddo Parish')).message).toMatch(/days or times/);
      expect((await chat.say('weekday mornings')).message).toMatch(/What name/);
      expect((await chat.say('Mae Fontenot')).message).toMatch(/e-mail address/);
      expect((await chat.say('mae@fontenot.net')).message).toMatch(/phone number/);
      const summary = await chat.say('318-555-0147');
      expect(summary.message).toContain('Location: Caddo Parish, Louisiana');
      expect(summary.suggestions).toContain('Yes, send it');
      expect(await storedContacts(server, sessionId)).toEqual([]);

      const done = await chat.say('Yes, send it');
      expect(done.message).toContain(`within ${site.replyTime}`);
      expect(await storedContacts(server, sessionId)).toEqual([
        {
          name: 'Mae Fontenot',
          email: 'mae@fontenot.net',
          phone: '318-555-0147',
          message: [
            'Consultation request from the website chat',
            'Topic: Royalties stopped after my mother passed away',
            'Service: Estate & Heirship',
            'Location: Caddo Parish, Louisiana',
            'Preferred times: weekday mornings',
          ].join('\n'),
          service: 'Estate & Heirship',
          location: 'Shreveport LA',
          source: 'chat',
          session_id: sessionId,
        },
      ]);
    } finally {
      await chat.close();
    }
  });

  it('takes a quote request and stores the structured summary', async () => {
    const sessionId = newSessionId();
    const chat = await GraphqlChat.open(server, sessionId);
    try {
      await chat.say("I'd like to request a quote for my project");
      await chat.say('A pipeline company wants an easement across our ranch');
      await chat.say('Brazos County, Texas');
      await chat.say('two tracts, about 300 acres');
      await chat.say('they want an answer by next month');
      await chat.say('None yet');
      await chat.say('my name is Ray Pruitt');
      await chat.say('ray.pruitt@example.com');
      const summary = await chat.say('skip');
      expect(summary.message).toContain('Services that fit: ROW Acquisition');
      expect(summary.links).toContainEqual({
        label: 'ROW Acquisition',
        href: '/services/row-acquisition',
      });
      await chat.say('yes');
      const [contact] = await storedContacts(server, sessionId);
      expect(contact).toMatchObject({
        name: 'Ray Pruitt',
        email: 'ray.pruitt@example.com',
        phone: null,
        service: 'ROW Acquisition',
        location: 'Bryan TX',
        source: 'chat',
      });
      expect(contact?.message.split('\n')).toEqual([
        'Quote request from the website chat',
        'Project: A pipeline company wants an easement across our ranch',
        'Location: Brazos County, Texas',
        'Size: two tracts, about 300 acres',
        'Timeline: they want an answer by next month',
        'Documents on hand: None yet',
        'Services that fit: ROW Acquisition',
      ]);
    } finally {
      await chat.close();
    }
  });

  it('keeps a conversation half-way through a request across a server restart', async () => {
    const sessionId = newSessionId();
    let chat = await GraphqlChat.open(server, sessionId);
    await chat.say('Schedule a call');
    await chat.say('Checking a lease before we close');
    await chat.say('Midland');
    await chat.close();

    await server.close();
    server = await startTestServer();

    chat = await GraphqlChat.open(server, sessionId);
    try {
      // Still waiting for the call times, and the earlier answers are all still there.
      await chat.say('Thursday at 10am');
      await chat.say('Cal Duran');
      await chat.say('cal@duran.com');
      const summary = await chat.say('no phone');
      expect(summary.message).toContain('Topic: Checking a lease before we close');
      expect(summary.message).toContain('Service: Lease Checks');
      expect(summary.message).toContain('Location: Midland, TX');
      expect(summary.message).toContain('Preferred times: Thursday at 10am');
      await chat.say('yes');
      expect(await storedContacts(server, sessionId)).toHaveLength(1);
    } finally {
      await chat.close();
    }
  });
});

describe('chat rate limits', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer();
    // A session may send two messages a minute here, so the third is refused.
    server = await restartWith(server, 2);
  });
  afterAll(() => server?.close());

  async function restartWith(running: RunningServer, perMinute: number): Promise<RunningServer> {
    await running.close();
    return startTestServer({
      chat: {
        sessionMessagesPerMinute: perMinute,
        ipMessagesPerMinute: 1_000,
        ipHistoryReadsPerMinute: 1_000,
        replyTimeoutMs: 10_000,
      },
    });
  }

  it('refuses a message over the limit with a clear GraphQL error, and REST answers 429 {error}', async () => {
    const chat = await GraphqlChat.open(server, newSessionId());
    try {
      await chat.say('hello');
      await chat.say('Where do you work?');
      const refused = await chat.send('And lease checks?');
      expect(refused.errors?.[0]?.message).toMatch(/Too many messages\. Please wait \d+ seconds/);
      expect(refused.errors?.[0]?.extensions?.code).toBeDefined();

      const rest = await fetch(`${server.url}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId: chat.sessionId, message: 'Still there?' }),
      });
      expect(rest.status).toBe(429);
      expect(await rest.json()).toEqual({ error: expect.stringMatching(/Too many messages/) });
    } finally {
      await chat.close();
    }
  });
});
