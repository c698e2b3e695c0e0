import { site } from '@landman/content';
import { graphql } from '../../testing/desk-client';
import {
  bookMutation,
  calendarOf,
  icalUtc,
  openSlotsFrom,
  parseCalendar,
  useBookingServer,
  waitForMails,
} from '../../testing/booking-test-kit';

const meetingQuery = `query M($token: String!) {
  meetingByToken(token: $token) { id start status sequence visitorTimeZone changeDeadline } }`;
const rescheduleMutation = `mutation R($token: String!, $start: DateTimeISO!) {
  rescheduleMeeting(token: $token, start: $start) { id start sequence } }`;
const cancelMutation = `mutation C($token: String!, $reason: String) {
  cancelMeeting(token: $token, reason: $reason) { id status sequence } }`;

const visitor = (email: string) => ({
  timeZone: 'America/New_York',
  name: 'Dana Whitfield',
  email,
  topic: 'Royalty statements stopped after the lease was assigned',
});

describe('booking a consultation call', () => {
  const { smtp, server } = useBookingServer();

  it('books, invites both sides, moves the same event and cancels it', async () => {
    const [first, , third] = await openSlotsFrom(server());
    const booked = await graphql(server(), bookMutation, {
      input: { ...visitor('dana.booking@example.com'), start: first },
    });
    expect(booked.body.errors).toBeUndefined();
    const meeting = booked.body.data?.bookMeeting as Record<string, string>;
    expect(meeting).toMatchObject({ start: first, status: 'BOOKED', sequence: 0 });
    expect(meeting.consultantTimeZone).toBe('America/Chicago');
    const token = meeting.manageToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The visitor's confirmation and the consultant's copy, each with the invite.
    const invites = await waitForMails(
      smtp,
      meeting.id as string,
      (m) => /-booked-0-/.test(m.messageId ?? ''),
      2,
    );
    const toVisitor = invites.find((m) => m.messageId?.includes('-visitor@'));
    expect(toVisitor?.text).toContain(`${site.url}/meetings/${token}`);
    const invite = parseCalendar(calendarOf(toVisitor!));
    expect(invite.method).toBe('REQUEST');
    expect(invite.events).toHaveLength(1);
    const event = invite.events[0]!;
    expect(event.DTSTART).toBe(icalUtc(first!));
    expect(event.UID).toBe(`meeting-${meeting.id}@whitakerland.com`);
    expect(event.SEQUENCE).toBe('0');
    expect(event.ORGANIZER).toBe(`mailto:${site.email}`);
    expect(parseCalendar(calendarOf(invites.find((m) => m !== toVisitor)!)).events[0]?.UID).toBe(
      event.UID,
    );

    // The manage link shows it; moving it updates the same event with a higher SEQUENCE.
    const shown = await graphql(server(), meetingQuery, { token });
    expect(shown.body.data?.meetingByToken).toMatchObject({ id: meeting.id, status: 'BOOKED' });
    const moved = await graphql(server(), rescheduleMutation, { token, start: third });
    expect(moved.body.data?.rescheduleMeeting).toMatchObject({ start: third, sequence: 1 });
    const [movedMail] = await waitForMails(
      smtp,
      meeting.id as string,
      (m) => /-moved-1-visitor@/.test(m.messageId ?? ''),
      1,
    );
    const update = parseCalendar(calendarOf(movedMail!));
    expect(update.method).toBe('REQUEST');
    expect(update.events).toHaveLength(1);
    expect(update.events[0]).toMatchObject({
      UID: event.UID,
      SEQUENCE: '1',
      DTSTART: icalUtc(third!),
    });

    // Cancelling sends METHOD:CANCEL for the same UID.
    const cancelled = await graphql(server(), cancelMutation, {
      token,
      reason: 'Found the papers',
    });
    expect(cancelled.body.data?.cancelMeeting).toMatchObject({ status: 'CANCELLED', sequence: 2 });
    const [cancelMail] = await waitForMails(
      smtp,
      meeting.id as string,
      (m) => /-cancelled-2-visitor@/.test(m.messageId ?? ''),
      1,
    );
    const cancel = parseCalendar(calendarOf(cancelMail!));
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.events[0]).toMatchObject({ UID: event.UID, SEQUENCE: '2', STATUS: 'CANCELLED' });

    // The slot is open again.
    expect(await openSlotsFrom(server())).toContain(first);
  });

  it('a slot booked twice is SLOT_TAKEN for the second, with the next open slots', async () => {
    const slots = await openSlotsFrom(server(), 10);
    const start = slots[0];
    const one = await graphql(server(), bookMutation, {
      input: { ...visitor('one@example.com'), start },
    });
    expect(one.body.errors).toBeUndefined();
    const two = await graphql(server(), bookMutation, {
      input: { ...visitor('two@example.com'), start },
    });
    expect(two.body.errors?.[0]?.extensions?.code).toBe('SLOT_TAKEN');
    expect(two.body.errors?.[0]?.message).toMatch(/just taken/);
    const next = two.body.errors?.[0]?.extensions?.nextSlots as { start: string }[];
    expect(next.length).toBeGreaterThan(0);
    expect(next.map((s) => s.start)).not.toContain(start);
    expect(new Date(next[0]!.start).getTime()).toBeGreaterThan(new Date(start!).getTime());
  });

  it('refuses, with the reason, a time in the past, off the grid, or without a way to reach', async () => {
    const past = await graphql(server(), bookMutation, {
      input: {
        ...visitor('past@example.com'),
        start: new Date(Date.now() - 3_600_000).toISOString(),
      },
    });
    expect(past.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(past.body.errors?.[0]?.message).toMatch(/already passed/);

    const [slot] = await openSlotsFrom(server(), 20);
    const offGrid = new Date(new Date(slot!).getTime() + 7 * 60_000).toISOString();
    const closed = await graphql(server(), bookMutation, {
      input: { ...visitor('grid@example.com'), start: offGrid },
    });
    expect(closed.body.errors?.[0]?.message).toMatch(/outside the consultant’s open hours/);

    const nobody = await graphql(server(), bookMutation, {
      input: { ...visitor(''), email: null, start: slot },
    });
    expect(nobody.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(nobody.body.errors?.[0]?.message).toMatch(/e-mail address or a phone number/);

    const badZone = await graphql(server(), bookMutation, {
      input: { ...visitor('zone@example.com'), timeZone: 'Mars/Olympus', start: slot },
    });
    expect(badZone.body.errors?.[0]?.message).toMatch(/IANA time zone/);

    const tooWide = await graphql(
      server(),
      `
        query {
          availableSlots(
            from: "2026-01-01T00:00:00Z"
            to: "2026-04-01T00:00:00Z"
            timeZone: "UTC"
          ) {
            start
          }
        }
      `,
    );
    expect(tooWide.body.errors?.[0]?.message).toMatch(/at most 62 days/);
  });

  it('an unknown or malformed token finds nothing', async () => {
    const unknown = await graphql(server(), meetingQuery, { token: 'A'.repeat(43) });
    expect(unknown.body.data?.meetingByToken).toBeNull();
    const malformed = await graphql(server(), meetingQuery, { token: 'short' });
    expect(malformed.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const move = await graphql(server(), rescheduleMutation, {
      token: 'B'.repeat(43),
      start: new Date().toISOString(),
    });
    expect(move.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
