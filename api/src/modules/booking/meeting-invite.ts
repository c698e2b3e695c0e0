import ical, {
  ICalCalendarMethod,
  ICalEventStatus,
  ICalAttendeeRole,
  ICalAttendeeStatus,
} from 'ical-generator';
import { site } from '@landman/content';
import { type Meeting } from './meeting.entity';

export type InviteMethod = 'REQUEST' | 'CANCEL';

/** The event's UID: one per meeting, forever, so calendars update the event instead of adding one. */
export function meetingUid(meetingId: string): string {
  const domain = new URL(site.url).hostname.replace(/^www\./, '');
  return `meeting-${meetingId}@${domain}`;
}

export interface InviteParties {
  organizer: { name: string; email: string };
  /** The manage page, for the description and URL. */
  manageUrl?: string;
}

export const meetingSummary = (meeting: Pick<Meeting, 'name'>) =>
  `Consultation call: ${meeting.name} and ${site.name}`;

/**
 * The iCalendar invite (RFC 5545/5546) of a meeting's current state: times in UTC, the consultant
 * as organizer, the visitor as attendee, SEQUENCE from the meeting (raised on every change), and
 * METHOD:CANCEL with STATUS:CANCELLED once it is cancelled.
 */
export function meetingInvite(
  meeting: Meeting,
  method: InviteMethod,
  parties: InviteParties,
): string {
  const calendar = ical({
    prodId: { company: site.name, product: 'Consultation booking', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: meetingUid(meeting.id),
    sequence: meeting.sequence,
    start: meeting.start,
    end: meeting.end,
    stamp: new Date(),
    summary: meetingSummary(meeting),
    description: [
      `Topic: ${meeting.topic}`,
      meeting.phone
        ? `${site.name} will call you at ${meeting.phone}.`
        : `Please reply with the best number for ${site.name} to call you on.`,
      parties.manageUrl ? `Move or cancel: ${parties.manageUrl}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    url: parties.manageUrl ?? null,
    organizer: parties.organizer,
    attendees: meeting.email
      ? [
          {
            name: meeting.name,
            email: meeting.email,
            role: ICalAttendeeRole.REQ,
            status: ICalAttendeeStatus.ACCEPTED,
          },
        ]
      : [],
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
