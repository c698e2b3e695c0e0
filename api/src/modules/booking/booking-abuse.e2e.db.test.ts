import { createChatSessionId, site } from '@landman/content';
import { DateTime } from 'luxon';
import { type ParsedMail } from 'mailparser';
import request from 'supertest';
import { testConfig } from '../../testing/test-config';
import {
  bookMutation,
  calendarOf,
  slotsQuery,
  useBookingServer,
  waitForMails,
} from '../../testing/booking-test-kit';

/**
 * Issue 40's booking findings, tried as an attacker would against a running server mailing a
 * real SMTP sink: limits that a named session or a +tag cannot escape, mail to a typed address
 * that carries none of the typed text, zones a browser can format, and one-line names.
 */
describe('booking refuses abuse', () => {
  // Behind one proxy hop, so each test books from an address of its own (X-Forwarded-For).
  const { smtp, server } = useBookingServer({
    trustProxyHops: 1,
    booking: { ...testConfig().booking, perClientPerHour: 3, perEmailPerHour: 3 },
  });

  let nextSlot = 0;
  let slots: string[] = [];
  beforeAll(async () => {
    const from = new Date(Date.now() + 3_600_000);
    const found = await gql('203.0.113.250', slotsQuery, {
      from: from.toISOString(),
      to: new Date(from.getTime() + 20 * 86_400_000).toISOString(),
      timeZone: 'America/New_York',
    });
    slots = (found.body.data.availableSlots as { start: string }[]).map((slot) => slot.start);
  });
  /** A fresh open slot for each booking (two slots apart, so buffers never collide). */
  const slot = () => {
    const start = slots[nextSlot];
    nextSlot += 2;
    if (!start) throw new Error('The test ran out of open slots.');
    return start;
  };

  function gql(address: string, query: string, variables: Record<string, unknown>) {
    return request(server().url)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set('X-Forwarded-For', address)
      .send({ query, variables });
  }
  const visitor = (email: string) => ({
    timeZone: 'America/New_York',
    name: 'Dana Whitfield',
    email,
    topic: 'Royalty statements stopped after the lease was assigned',
  });
  const book = (address: string, input: Record<string, unknown>) =>
    gql(address, bookMutation, { input: { start: slot(), ...input } });

  it('counts bookings per client address, whatever chat session each one names', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < 3; i += 1) {
      const booked = await book(address, {
        ...visitor(`session-flood-${i}@example.com`),
        sessionId: createChatSessionId(),
      });
      expect(booked.body.errors).toBeUndefined();
    }
    const fourth = await book(address, {
      ...visitor('session-flood-3@example.com'),
      sessionId: createChatSessionId(),
    });
    expect(fourth.status).toBe(429);
    expect(fourth.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');

    // REST, from the same address with yet another session: the same count.
    const rest = await request(server().url)
      .post('/api/meetings')
      .set('X-Forwarded-For', address)
      .send({
        ...visitor('session-flood-4@example.com'),
        start: slot(),
        sessionId: createChatSessionId(),
      });
    expect(rest.status).toBe(429);

    // Another address is not held back by this one.
    const other = await book('198.51.100.8', visitor('session-flood-5@example.com'));
    expect(other.body.errors).toBeUndefined();
  });

  it('counts bookings per mailbox, whatever case or +tag the address is typed with', async () => {
    const typed = ['victim+a@example.com', 'Victim+b@Example.com', 'VICTIM@example.com'];
    for (const [i, email] of typed.entries()) {
      const booked = await book(`192.0.2.${10 + i}`, visitor(email));
      expect(booked.body.errors).toBeUndefined();
    }
    const fourth = await book('192.0.2.20', visitor('victim+d@example.com'));
    expect(fourth.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  describe('mail to the address the booker typed carries none of their text', () => {
    const message = 'Your account is locked, pay at https://evil.example/pay';
    const everything = (mail: ParsedMail) =>
      [mail.subject ?? '', mail.text ?? '', String(mail.html), calendarOf(mail)].join('\n');
    const copies = async (id: string, event: RegExp) => {
      const mails = await waitForMails(smtp, id, (m) => event.test(m.messageId ?? ''), 2);
      const toVisitor = mails.find((m) => m.messageId?.includes('-visitor@'))!;
      const toConsultant = mails.find((m) => m.messageId?.includes('-consultant@'))!;
      return { toVisitor, toConsultant };
    };

    it('the confirmation and invite describe the meeting from fixed text; the topic is the consultant’s', async () => {
      const booked = await book('203.0.113.30', {
        ...visitor('stranger@example.com'),
        name: 'URGENT 1-800-555-0100 call now',
        topic: message,
      });
      expect(booked.body.errors).toBeUndefined();
      const meeting = booked.body.data.bookMeeting as { id: string; manageToken: string };
      const { toVisitor, toConsultant } = await copies(meeting.id, /-booked-0-/);
      const sent = everything(toVisitor);
      expect(sent).not.toContain('evil.example');
      expect(sent).not.toContain('1-800-555-0100');
      expect(toVisitor.text).toContain(`Your consultation call with ${site.name} is booked for:`);
      expect(toVisitor.text).toContain(`/meetings/${meeting.manageToken}`);
      expect(everything(toConsultant)).toContain(message);
      expect(everything(toConsultant)).toContain('URGENT 1-800-555-0100 call now');

      // The visitor's cancel reason goes to the consultant only.
      const cancelled = await gql(
        '203.0.113.30',
        `mutation C($token: String!, $reason: String) { cancelMeeting(token: $token, reason: $reason) { status } }`,
        { token: meeting.manageToken, reason: message },
      );
      expect(cancelled.body.errors).toBeUndefined();
      const cancel = await copies(meeting.id, /-visitor-cancelled-1-/);
      expect(everything(cancel.toVisitor)).not.toContain('evil.example');
      expect(cancel.toVisitor.text).toContain('is cancelled');
      expect(everything(cancel.toConsultant)).toContain(message);
    });

    it('the owner’s own cancel reason still reaches the visitor', async () => {
      const booked = await book('203.0.113.31', visitor('owner.cancel@example.com'));
      const { id } = booked.body.data.bookMeeting as { id: string };
      await server().services.booking.booking.ownerCancel(id, 'Travelling that day');
      // The owner's cancellation keeps the event name it always had.
      const cancel = await copies(id, /[0-9a-f]-cancelled-1-/);
      expect(cancel.toVisitor.text).toContain('Reason given: Travelling that day');
    });
  });

  it('a quote in the name leaves the invite’s attendee as it was (one mailto, the fixed role)', async () => {
    const booked = await book('203.0.113.40', {
      ...visitor('quoted@example.com'),
      name: 'Eve" ;ROLE=CHAIR;PARTSTAT=DECLINED:mailto:boss@evil.example',
    });
    expect(booked.body.errors).toBeUndefined();
    const { id } = booked.body.data.bookMeeting as { id: string };
    const mails = await waitForMails(smtp, id, (m) => /-booked-0-/.test(m.messageId ?? ''), 2);
    for (const mail of mails) {
      const attendee = calendarOf(mail)
        .replace(/\r\n[ \t]/g, '')
        .split('\r\n')
        .filter((line) => line.startsWith('ATTENDEE'));
      expect(attendee).toHaveLength(1);
      // Outside the (quote-free) quoted value, only the fixed parameters and one address remain.
      const outsideQuotes = attendee[0]!.replace(/"[^"]*"/g, '""');
      expect(outsideQuotes).toBe(
        outsideQuotes.includes('CN=')
          ? 'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN="":MAILTO:quoted@example.com'
          : 'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:MAILTO:quoted@example.com',
      );
    }
  });

  describe('time zones: only IANA names a browser accepts', () => {
    it('refuses a fixed offset on a booking, on availableSlots and on the no-JavaScript form', async () => {
      for (const timeZone of ['UTC+5', 'GMT-3', '+05:00']) {
        const booking = await book('203.0.113.50', { ...visitor('zone@example.com'), timeZone });
        expect(booking.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        expect(booking.body.errors?.[0]?.message).toMatch(/IANA time zone/);

        const listed = await gql('203.0.113.50', slotsQuery, {
          from: new Date().toISOString(),
          to: new Date(Date.now() + 86_400_000).toISOString(),
          timeZone,
        });
        expect(listed.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

        const page = await request(server().url).get('/contact/book');
        const formToken = /name="formToken" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
        const posted = await request(server().url)
          .post('/contact/book')
          .set('X-Forwarded-For', '203.0.113.50')
          .type('form')
          .send({ ...visitor('zone@example.com'), phone: '', timeZone, start: slot(), formToken });
        expect(posted.status).toBe(400);
        expect(posted.text).toMatch(/IANA time zone/);
      }
      const stored = (await server().database.dataSource.query(
        `SELECT count(*)::int AS n FROM meetings WHERE email = 'zone@example.com'`,
      )) as { n: number }[];
      expect(stored[0]?.n).toBe(0);
    });

    it('availableSlots uses the zone: the visitor’s last day is listed whole', async () => {
      const zone = 'Asia/Tokyo';
      const from = DateTime.now().setZone(zone).plus({ days: 2 }).set({ hour: 10, minute: 7 });
      const to = from.plus({ days: 1 });
      const listed = await gql('203.0.113.60', slotsQuery, {
        from: from.toUTC().toISO(),
        to: to.toUTC().toISO(),
        timeZone: zone,
      });
      const starts = (listed.body.data.availableSlots as { start: string }[]).map((s) =>
        DateTime.fromISO(s.start).setZone(zone),
      );
      const lastDayEnd = to.plus({ days: 1 }).startOf('day');
      expect(starts.some((start) => start >= to)).toBe(true);
      expect(starts.some((start) => start < from && start >= from.startOf('day'))).toBe(true);
      expect(starts.every((start) => start >= from.startOf('day') && start < lastDayEnd)).toBe(
        true,
      );
    });
  });

  it('refuses a name with a line break, over GraphQL and REST alike', async () => {
    const name = 'Dana Whitfield\nConversation: https://evil.example/desk';
    const booking = await book('203.0.113.70', { ...visitor('lines@example.com'), name });
    expect(booking.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(booking.body.errors?.[0]?.message).toMatch(/Name must be on one line/);

    for (const lineBreak of ['\r\n', '\u2028']) {
      const rest = await request(server().url)
        .post('/api/meetings')
        .set('X-Forwarded-For', '203.0.113.71')
        .send({
          ...visitor('lines@example.com'),
          name: `Dana${lineBreak}Forged: row`,
          start: slot(),
        });
      expect(rest.status).toBe(400);
      expect(rest.body.error).toMatch(/Name must be on one line/);
    }
    const stored = (await server().database.dataSource.query(
      `SELECT count(*)::int AS n FROM meetings WHERE email = 'lines@example.com'`,
    )) as { n: number }[];
    expect(stored[0]?.n).toBe(0);
  });
});
