import ical, {
  ICalCalendarMethod,
  ICalEventStatus,
  ICalAttendeeRole,
  ICalAttendeeStatus,
} from 'ical-generator';
import { site } from '@landman/content';
import { greetingName } from '../contact/visitor-name';
import { icalParameterText } from './ical-parameter';
import { type Meeting } from './meeting.entity';

export type InviteMethod = 'REQUEST' | 'CANCEL';

/** The event's UID: one per meeting, forever, so calendars update the event instead of adding one. */
export function meetingUid(meetingId: string): string {
  const domain = new URL(site.url).hostname.replace(/^www\./, '');
  return `meeting-${meetingId}@${domain}`;
}

export interface InviteParties {
  organizer: { name: string; email: string };
  /**
   * Who the invite is for. The visitor's goes to whatever address was typed, so it says what the
   * meeting is from fixed text only; the consultant's carries the visitor's name and topic.
   */
  audience: 'visitor' | 'consultant';
  /** The manage page, for the description and URL (the visitor's invite). */
  manageUrl?: string;
}

/** The consultant's name for the event: who is calling. */
export const meetingSummary = (meeting: Pick<Meeting, 'name'>) =>
  `Consultation call: ${meeting.name} and ${site.name}`;

/** The visitor's name for the same event: fixed text. */
export const visitorMeetingSummary = `Consultation call with ${site.name}`;

/**
 * The attendee's display name. In the visitor's invite only a name that looks like one (the
 * rule the visitor's greeting follows), so the invite carries no message to a stranger; in both,
 * text that cannot leave its parameter.
 */
function attendeeName(meeting: Meeting, audience: InviteParties['audience']): string | undefined {
  if (audience === 'visitor' && greetingName(meeting.name) === undefined) return undefined;
  return icalParameterText(meeting.name) || undefined;
}

function description(meeting: Meeting, parties: InviteParties): string {
  const call = meeting.phone
    ? `${site.name} will call you at ${meeting.phone}.`
    : `Please reply with the best number for ${site.name} to call you on.`;
  if (parties.audience === 'consultant') {
    return [`Topic: ${meeting.topic}`, `Phone: ${meeting.phone ?? '(none given)'}`].join('\n');
  }
  return [
    `A consultation call by phone with ${site.name}, ${site.role}.`,
    call,
    parties.manageUrl ? `Move or cancel: ${parties.manageUrl}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

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
  const name = attendeeName(meeting, parties.audience);
  calendar.createEvent({
    id: meetingUid(meeting.id),
    sequence: meeting.sequence,
    start: meeting.start,
    end: meeting.end,
    stamp: new Date(),
    summary: parties.audience === 'visitor' ? visitorMeetingSummary : meetingSummary(meeting),
    description: description(meeting, parties),
    url: parties.manageUrl ?? null,
    organizer: {
      name: icalParameterText(parties.organizer.name),
      email: parties.organizer.email,
    },
    attendees: meeting.email
      ? [
          {
            ...(name ? { name } : {}),
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
