import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { site } from '@landman/content';
import { type Meeting } from './meeting.entity';
import { meetingUid } from './meeting-invite';

/** The feed's address; the token is its only protection, so it is long and revocable. */
export function calendarFeedUrl(token: string): string {
  return `${site.url}/api/booking/calendar/${token}.ics`;
}

/**
 * The consultant's private calendar feed (PUBLISH): every meeting from a month back, with the
 * same UIDs as the invites, so a calendar subscribed to it and holding an invite shows one
 * event. Cancelled meetings stay, marked CANCELLED, so subscribers drop them.
 */
export function calendarFeed(meetings: readonly Meeting[]): string {
  const calendar = ical({
    prodId: { company: site.name, product: 'Consultation booking', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name: `${site.name}: consultations`,
    ttl: 15 * 60,
  });
  for (const meeting of meetings) {
    calendar.createEvent({
      id: meetingUid(meeting.id),
      sequence: meeting.sequence,
      start: meeting.start,
      end: meeting.end,
      summary: `${meeting.status === 'cancelled' ? 'Cancelled: ' : ''}Call with ${meeting.name}`,
      description: [
        `Topic: ${meeting.topic}`,
        `E-mail: ${meeting.email ?? '-'}`,
        `Phone: ${meeting.phone ?? '-'}`,
        `Visitor's zone: ${meeting.visitorTimeZone}`,
      ].join('\n'),
      status:
        meeting.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
