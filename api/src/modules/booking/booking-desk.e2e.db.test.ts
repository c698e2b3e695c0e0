import request from 'supertest';
import { type RunningServer } from '../../server';
import {
  createOwner,
  deleteOwners,
  graphql,
  signIn,
  uniqueOwnerEmail,
} from '../../testing/desk-client';
import { SmtpSink } from '../../testing/mail/smtp-sink';
import { testConfig } from '../../testing/test-config';
import {
  bookMutation,
  calendarOf,
  icalUtc,
  openAllDay,
  openSlotsFrom,
  parseCalendar,
  startBookingServer,
  waitForMails,
} from '../../testing/booking-test-kit';

const agendaQuery = `query A($from: DateTimeISO!, $to: DateTimeISO!) {
  agenda(from: $from, to: $to) { id start name topic status leadId sessionId } }`;

describe('the desk agenda, owner changes and the calendar feed', () => {
  const smtp = new SmtpSink();
  let server: RunningServer;
  const ownerEmail = uniqueOwnerEmail('booking');
  let cookie: string;

  beforeAll(async () => {
    await smtp.start();
    const base = testConfig();
    server = await startBookingServer(smtp, {
      booking: { ...base.booking, perClientPerHour: 1_000, perEmailPerHour: 2 },
    });
    await openAllDay(server.services.booking.availability);
    await createOwner(server.database.dataSource, ownerEmail);
    cookie = await signIn(server, ownerEmail);
  });
  afterAll(async () => {
    await server.database.dataSource.query(`DELETE FROM meetings`);
    await server.database.dataSource.query(`DELETE FROM booking_settings`);
    await deleteOwners(server.database.dataSource, [ownerEmail]);
    await server.close();
    await smtp.stop();
  });

  it('shows booked meetings with their lead; the owner moves and cancels with invites sent', async () => {
    const [start, , later] = await openSlotsFrom(server, 30);
    const booked = await graphql(server, bookMutation, {
      input: {
        start,
        timeZone: 'America/Denver',
        name: 'Avery Stone',
        email: 'avery.desk@example.com',
        phone: '(903) 555-0199',
        topic: 'Title chain on a Reeves County tract',
      },
    });
    const id = (booked.body.data?.bookMeeting as { id: string }).id;
    const range = {
      from: new Date().toISOString(),
      to: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    };

    const anonymous = await graphql(server, agendaQuery, range);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const agenda = await graphql(server, agendaQuery, range, cookie);
    const listed = (agenda.body.data?.agenda as Record<string, string>[]).find((m) => m.id === id);
    expect(listed).toMatchObject({ start, name: 'Avery Stone', status: 'BOOKED' });
    expect(listed?.leadId).toEqual(expect.any(String));
    const lead = await graphql(
      server,
      `
        query L($id: ID!) {
          lead(id: $id) {
            name
            meetings {
              id
              start
            }
          }
        }
      `,
      { id: listed?.leadId },
      cookie,
    );
    expect(lead.body.data?.lead).toMatchObject({ name: 'Avery Stone', meetings: [{ id, start }] });

    const moved = await graphql(
      server,
      `
        mutation M($id: ID!, $start: DateTimeISO!) {
          moveMeeting(id: $id, start: $start) {
            start
            sequence
          }
        }
      `,
      { id, start: later },
      cookie,
    );
    expect(moved.body.data?.moveMeeting).toEqual({ start: later, sequence: 1 });
    const [update] = await waitForMails(
      smtp,
      id,
      (m) => /-moved-1-visitor@/.test(m.messageId ?? ''),
      1,
    );
    expect(parseCalendar(calendarOf(update!)).events[0]).toMatchObject({
      SEQUENCE: '1',
      DTSTART: icalUtc(later!),
    });

    const cancelled = await graphql(
      server,
      `
        mutation C($id: ID!) {
          cancelMeetingAsOwner(id: $id, reason: "Travelling that day") {
            status
          }
        }
      `,
      { id },
      cookie,
    );
    expect(cancelled.body.data?.cancelMeetingAsOwner).toEqual({ status: 'CANCELLED' });
    const [cancel] = await waitForMails(
      smtp,
      id,
      (m) => /-cancelled-2-visitor@/.test(m.messageId ?? ''),
      1,
    );
    expect(parseCalendar(calendarOf(cancel!)).method).toBe('CANCEL');
  });

  it('serves the private calendar feed until it is revoked', async () => {
    const [, start] = await openSlotsFrom(server, 40);
    const booked = await graphql(server, bookMutation, {
      input: {
        start,
        timeZone: 'America/Chicago',
        name: 'Jordan Pike',
        phone: '(903) 555-0123',
        topic: 'Lease offer review',
      },
    });
    const id = (booked.body.data?.bookMeeting as { id: string }).id;
    const made = await graphql(
      server,
      `
        mutation {
          newCalendarFeedUrl
        }
      `,
      {},
      cookie,
    );
    const url = new URL(made.body.data?.newCalendarFeedUrl as string);
    expect(url.pathname).toMatch(/^\/api\/booking\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const feed = await request(server.url).get(url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const calendar = parseCalendar(feed.text);
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.events.find((e) => e.UID === `meeting-${id}@whitakerland.com`)).toMatchObject({
      DTSTART: icalUtc(start!),
      SUMMARY: 'Call with Jordan Pike',
    });

    expect((await request(server.url).get('/api/booking/calendar/nope.ics')).status).toBe(404);
    await graphql(
      server,
      `
        mutation {
          revokeCalendarFeed
        }
      `,
      {},
      cookie,
    );
    const revoked = await request(server.url).get(url.pathname);
    expect(revoked.status).toBe(404);
    expect(revoked.body.error).toMatch(/revoked/);
  });

  it('a flood of bookings naming one e-mail answers 429', async () => {
    const slots = await openSlotsFrom(server, 50);
    const book = (start: string | undefined) =>
      graphql(server, bookMutation, {
        input: {
          start,
          timeZone: 'America/Chicago',
          name: 'Flood',
          email: 'flood.booking@example.com',
          topic: 'Again and again',
        },
      });
    expect((await book(slots[0])).body.errors).toBeUndefined();
    expect((await book(slots[2])).body.errors).toBeUndefined();
    const refused = await book(slots[4]);
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('the owner saves availability; bad hours are refused with the reason', async () => {
    const saved = await graphql(
      server,
      `
        mutation {
          updateAvailability(
            input: {
              weeklyHours: [{ weekday: 6, hours: [{ start: "10:00", end: "12:00" }] }]
              meetingMinutes: 45
            }
          ) {
            timeZone
            meetingMinutes
            weeklyHours {
              weekday
              hours {
                start
                end
              }
            }
          }
        }
      `,
      {},
      cookie,
    );
    expect(saved.body.errors).toBeUndefined();
    const settings = saved.body.data?.updateAvailability as {
      timeZone: string;
      meetingMinutes: number;
      weeklyHours: { weekday: number; hours: { start: string }[] }[];
    };
    expect(settings.timeZone).toBe('America/Chicago');
    expect(settings.meetingMinutes).toBe(45);
    expect(settings.weeklyHours[5]).toEqual({
      weekday: 6,
      hours: [{ start: '10:00', end: '12:00' }],
    });

    const backwards = await graphql(
      server,
      `
        mutation {
          updateAvailability(
            input: { weeklyHours: [{ weekday: 1, hours: [{ start: "12:00", end: "09:00" }] }] }
          ) {
            meetingMinutes
          }
        }
      `,
      {},
      cookie,
    );
    expect(backwards.body.errors?.[0]?.message).toMatch(
      /Monday: 12:00-09:00 ends before it starts/,
    );
    expect(backwards.body.errors?.[0]?.extensions?.fields).toEqual({
      'weeklyHours.0.hours.0.end': 'Monday: 12:00-09:00 ends before it starts.',
    });

    // A time the clock cannot show is refused at its field, and nothing is saved.
    const unreadable = await graphql(
      server,
      `
        mutation {
          updateAvailability(
            input: { weeklyHours: [{ weekday: 6, hours: [{ start: "10:00", end: "25:00" }] }] }
          ) {
            meetingMinutes
          }
        }
      `,
      {},
      cookie,
    );
    expect(unreadable.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        'weeklyHours.0.hours.0.end':
          'Times must look like 09:00 (24-hour clock; 24:00 is midnight).',
      },
    });
    expect((await server.services.booking.availability.get()).weeklyHours[5]).toEqual([
      { start: '10:00', end: '12:00' },
    ]);
    await openAllDay(server.services.booking.availability);
  });
});
