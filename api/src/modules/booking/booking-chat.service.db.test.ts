import { randomBytes } from 'node:crypto';
import { type DataSource } from 'typeorm';
import { createLogger } from '../../logger';
import { useEmptyTestDatabase } from '../../testing/test-data-source';
import { AvailabilityService } from './availability.service';
import { BookingChatService } from './booking-chat.service';
import { BookingLimits } from './booking-limits';
import { BookingService } from './booking.service';
import { MeetingLinks } from './meeting-links';
import { MeetingMailQueue } from './meeting-mail.queue';
import { mailJobsView, queueOnlyMail } from '../../testing/mail/mail-jobs-view';

// Wednesday 11 March 2026, 10:00 in Chicago.
const now = new Date('2026-03-11T15:00:00Z');

describe('booking from the chat', () => {
  let chat: BookingChatService;
  let dataSource: DataSource;
  useEmptyTestDatabase((opened) => (dataSource = opened));

  const links = new MeetingLinks('a test secret that is long enough for hmac');

  beforeEach(async () => {
    const availability = new AvailabilityService(dataSource, 'America/Chicago');
    await availability.update({ minNoticeMinutes: 60, horizonDays: 30 });
    const booking = new BookingService(
      dataSource,
      availability,
      { leadForBooking: async () => null as unknown as string },
      new MeetingMailQueue(queueOnlyMail(dataSource), {
        consultantAddress: 'consultant@example.com',
        mailFrom: 'Test <no-reply@example.com>',
        reminderMinutes: [],
      }),
      links,
      new BookingLimits({ perClientPerHour: 100, perEmailPerHour: 100 }),
      createLogger('silent'),
      () => undefined,
      () => now,
    );
    chat = new BookingChatService(booking, availability, links, () => now);
  });

  it('offers tomorrow afternoon in the visitor’s own zone', async () => {
    const offer = await chat.offer('Could we talk tomorrow afternoon?', 'America/New_York');
    expect(offer.fallback).toBe(false);
    expect(offer.slots.length).toBeGreaterThan(0);
    for (const choice of offer.slots)
      expect(choice.label).toMatch(/^Thu, Mar 12, (12|[1-4]):\d\d PM$/);
  });

  it('puts the time asked for first: next Tuesday at 10 (New York) is 9:00 in Chicago', async () => {
    const offer = await chat.offer('next Tuesday at 10', 'America/New_York');
    expect(offer.slots.map((c) => c.label)).toContain('Tue, Mar 17, 10:00 AM');
    expect(offer.slots.some((c) => c.start === '2026-03-17T14:00:00.000Z')).toBe(true);
    expect(offer.exact).toEqual({
      label: 'Tue, Mar 17, 10:00 AM',
      start: '2026-03-17T14:00:00.000Z',
    });
  });

  it('labels slots in the consultant’s zone when the visitor’s is unknown', async () => {
    const offer = await chat.offer('next Tuesday at 10', undefined);
    expect(offer.timeZone).toBe('America/Chicago');
    expect(offer.exact?.start).toBe('2026-03-17T15:00:00.000Z');
  });

  it('spreads "any morning next week" over the week', async () => {
    const offer = await chat.offer('any morning next week', 'America/Los_Angeles');
    const days = new Set(offer.slots.map((c) => c.label.slice(0, 11)));
    expect(days.size).toBeGreaterThan(1);
    for (const choice of offer.slots)
      expect(choice.label).toMatch(/^\w{3}, Mar 1[6-9]|^\w{3}, Mar 2[0-2]/);
  });

  it('falls back to the next open slots when nothing fits, and says so', async () => {
    const offer = await chat.offer('Saturday morning', 'America/Chicago');
    expect(offer.fallback).toBe(true);
    expect(offer.slots).toHaveLength(4);
    const none = await chat.offer('I would like a call', 'America/Chicago');
    expect(none).toMatchObject({ understood: false, fallback: false });
  });

  it('confirms with the time in both zones', async () => {
    const text = await chat.confirmation(new Date('2026-03-17T14:00:00Z'), 'America/Los_Angeles');
    expect(text).toContain('Tuesday, March 17, 2026 at 7:00 AM PDT');
    expect(text).toContain('9:00 AM CDT (Chicago time)');
  });

  describe('book', () => {
    const request = {
      sessionId: `session_${randomBytes(16).toString('hex')}`,
      start: '2026-03-17T14:00:00.000Z',
      timeZone: 'America/Los_Angeles',
      name: 'Dana Visitor',
      email: 'dana@example.com',
      topic: 'A lease offer',
    };

    it('books with the session, and confirms in both zones with the meeting as data', async () => {
      const outcome = await chat.book(request);
      expect(outcome).toMatchObject({
        kind: 'booked',
        meeting: {
          start: new Date('2026-03-17T14:00:00.000Z'),
          end: new Date('2026-03-17T14:30:00.000Z'),
          timeZone: 'America/Los_Angeles',
        },
      });
      if (outcome.kind !== 'booked') throw new Error('not booked');
      expect(outcome.confirmation).toContain('7:00 AM PDT');
      expect(outcome.confirmation).toContain('9:00 AM CDT (Chicago time)');
      const [row] = await dataSource.query('SELECT session_id, visitor_time_zone FROM meetings');
      expect(row).toEqual({
        session_id: request.sessionId,
        visitor_time_zone: 'America/Los_Angeles',
      });
    });

    it('tells a lost slot apart, with the next open slots in the visitor’s zone', async () => {
      await chat.book(request);
      const second = await chat.book({ ...request, email: 'other@example.com' });
      expect(second.kind).toBe('taken');
      if (second.kind !== 'taken') throw new Error('not taken');
      expect(second.slots.length).toBeGreaterThan(0);
      expect(second.slots.every((s) => s.start > request.start)).toBe(true);
      expect(second.slots[0]!.label).toMatch(/^Tue, Mar 17, \d+:\d\d AM$/);
    });

    it('names the detail the field rules refuse, and refuses a time outside the hours', async () => {
      expect(await chat.book({ ...request, email: 'not-an-address' })).toMatchObject({
        kind: 'refused',
        field: 'email',
      });
      expect(await chat.book({ ...request, start: '2026-03-15T03:00:00.000Z' })).toMatchObject({
        kind: 'refused',
        field: 'slot',
      });
    });
  });

  describe('the chat’s own meeting: move and cancel', () => {
    const sessionId = `session_${randomBytes(16).toString('hex')}`;
    const request = {
      sessionId,
      start: '2026-03-17T14:00:00.000Z',
      timeZone: 'America/New_York',
      name: 'Lee Mover',
      email: 'lee@example.com',
      topic: 'A lease offer',
    };
    const booked = async (start = request.start) => {
      const outcome = await chat.book({ ...request, start });
      if (outcome.kind !== 'booked') throw new Error(`not booked: ${outcome.kind}`);
      return outcome.meeting;
    };

    it('reads "the next day, same time" against the meeting, in the visitor’s zone', async () => {
      const meeting = await booked();
      const offer = await chat.offerMove('push it to the next day, same time', meeting);
      expect(offer.exact).toEqual({
        label: 'Wed, Mar 18, 10:00 AM',
        start: '2026-03-18T14:00:00.000Z',
      });
      const later = await chat.offerMove('could we make it an hour later?', meeting);
      expect(later.exact?.label).toBe('Tue, Mar 17, 11:00 AM');
      // Other words are read as any time is; the meeting's own time is never offered.
      const thursday = await chat.offerMove('can we do Thursday at 2 instead', meeting);
      expect(thursday.exact?.label).toBe('Thu, Mar 12, 2:00 PM');
      const any = await chat.offerMove('move it', meeting);
      expect(any.understood).toBe(false);
      expect(any.slots.map((s) => s.start)).not.toContain(request.start);
    });

    it('moves it by the visitor’s rules and confirms in both zones with the new meeting', async () => {
      const meeting = await booked();
      const outcome = await chat.move({
        sessionId,
        meetingId: meeting.id,
        start: '2026-03-18T14:00:00.000Z',
      });
      expect(outcome).toMatchObject({
        kind: 'moved',
        meeting: {
          id: meeting.id,
          start: new Date('2026-03-18T14:00:00.000Z'),
          timeZone: 'America/New_York',
        },
      });
      if (outcome.kind !== 'moved') throw new Error('not moved');
      expect(outcome.confirmation).toContain('10:00 AM EDT');
      expect(outcome.confirmation).toContain('9:00 AM CDT (Chicago time)');
      const [row] = await dataSource.query(
        'SELECT start_at, sequence FROM meetings WHERE id = $1',
        [meeting.id],
      );
      expect(new Date(row.start_at).toISOString()).toBe('2026-03-18T14:00:00.000Z');
      expect(row.sequence).toBe(1);
      // A closed time is refused, typed; the meeting stays where it is.
      expect(
        await chat.move({ sessionId, meetingId: meeting.id, start: '2026-03-21T15:00:00.000Z' }),
      ).toMatchObject({ kind: 'refused', gone: false });
    });

    it('cancels it with the cancellation e-mail, once; another session cannot touch it', async () => {
      const meeting = await booked();
      expect(
        await chat.cancel({
          sessionId: `session_${randomBytes(16).toString('hex')}`,
          meetingId: meeting.id,
        }),
      ).toMatchObject({ kind: 'refused', gone: true });
      const outcome = await chat.cancel({ sessionId, meetingId: meeting.id });
      expect(outcome.kind).toBe('cancelled');
      if (outcome.kind !== 'cancelled') throw new Error('not cancelled');
      expect(outcome.confirmation).toContain('is cancelled');
      const [row] = await dataSource.query('SELECT status FROM meetings WHERE id = $1', [
        meeting.id,
      ]);
      expect(row.status).toBe('cancelled');
      const jobs: { meeting_event: string; recipient_kind: string }[] = await dataSource.query(
        `SELECT meeting_event, recipient_kind FROM ${mailJobsView} WHERE meeting_id = $1`,
        [meeting.id],
      );
      expect(jobs).toContainEqual(
        expect.objectContaining({
          meeting_event: 'visitor-cancelled',
          recipient_kind: 'meeting_visitor',
        }),
      );
      expect(await chat.cancel({ sessionId, meetingId: meeting.id })).toMatchObject({
        kind: 'refused',
        gone: true,
      });
    });

    it('refuses a change inside the notice period and says to call', async () => {
      // Thursday 12 March, 10:30 in New York: 23.5 hours away, inside the 24 hours' notice.
      const meeting = await booked('2026-03-12T14:30:00.000Z');
      const outcome = await chat.cancel({ sessionId, meetingId: meeting.id });
      expect(outcome).toMatchObject({ kind: 'refused', gone: false });
      if (outcome.kind !== 'refused') throw new Error('not refused');
      expect(outcome.message).toMatch(/call/);
    });
  });
});
