import { site } from '@landman/content';
import { DateTime } from 'luxon';
import { textToHtml } from '../../kernel/html';
import { type OutgoingMail } from '../../jobs/mail/mailer';
import { greetingName } from '../contact/visitor-name';
import { type Availability } from './availability';
import { type Meeting } from './meeting.entity';
import { meetingInvite, meetingSummary, visitorMeetingSummary } from './meeting-invite';
import { bothZones, formatMeetingTime } from './meeting-time';

/**
 * What a meeting e-mail is about; reminders carry their minutes before the start. `cancelled` is
 * the owner's cancellation (its reason is the owner's, written to the visitor); the visitor's own
 * is `visitor-cancelled`, whose reason only the consultant reads.
 */
export type MeetingEvent =
  'booked' | 'moved' | 'cancelled' | 'visitor-cancelled' | `reminder:${number}`;

export type MeetingRecipient = 'meeting_visitor' | 'meeting_consultant';

export interface MeetingMailContext {
  availability: Availability;
  organizer: { name: string; email: string };
  manageUrl: string;
  /** The owner's desk agenda, for the consultant's copy. */
  deskUrl: string;
}

/**
 * One e-mail about a meeting, written from its state when sent: a confirmation, a move or a
 * cancellation carries the iCalendar invite (same UID, current SEQUENCE); a reminder does not
 * (the event is already in the calendar). The visitor's copy goes to whatever address was typed
 * when booking, so it carries no text the booker typed beyond a name-like first name: what the
 * meeting is, when, and how to manage it, from fixed text. The topic and a visitor's cancel
 * reason are for the consultant's copy only.
 */
export function meetingMail(
  meeting: Meeting,
  event: MeetingEvent,
  recipient: MeetingRecipient,
  to: string,
  messageId: string,
  context: MeetingMailContext,
): OutgoingMail {
  const { availability } = context;
  const consultant = recipient === 'meeting_consultant';
  const zone = consultant ? availability.timeZone : meeting.visitorTimeZone;
  const when = consultant
    ? formatMeetingTime(meeting.start, zone)
    : bothZones(meeting.start, zone, availability.timeZone);
  const cancelled = meeting.status === 'cancelled';
  const subject = consultant
    ? consultantSubject(event, cancelled, meeting, when)
    : visitorSubject(event, cancelled, when);
  const lines = consultant
    ? consultantLines(meeting, event, when, context)
    : visitorLines(meeting, event, when, context);
  const text = lines.join('\n');
  const withInvite = !event.startsWith('reminder:');
  return {
    to,
    replyTo: consultant ? (meeting.email ?? undefined) : context.organizer.email,
    subject,
    text,
    html: textToHtml(text),
    messageId,
    ...(withInvite
      ? {
          icalEvent: {
            method: cancelled ? 'CANCEL' : 'REQUEST',
            filename: cancelled ? 'cancel.ics' : 'invite.ics',
            content: meetingInvite(meeting, cancelled ? 'CANCEL' : 'REQUEST', {
              organizer: context.organizer,
              ...(consultant
                ? { audience: 'consultant' as const }
                : { audience: 'visitor' as const, manageUrl: context.manageUrl }),
            }),
          },
        }
      : {}),
  };
}

function consultantSubject(
  event: MeetingEvent,
  cancelled: boolean,
  meeting: Meeting,
  when: string,
): string {
  if (cancelled) return `Cancelled: ${meetingSummary(meeting)}`;
  if (event === 'moved') return `Moved to ${when}: ${meetingSummary(meeting)}`;
  if (event.startsWith('reminder:')) return `Reminder: ${meetingSummary(meeting)}, ${when}`;
  return `New booking: ${meeting.name}, ${when}`;
}

function visitorSubject(event: MeetingEvent, cancelled: boolean, when: string): string {
  if (cancelled) return `Cancelled: ${visitorMeetingSummary}, ${when}`;
  if (event === 'moved') return `Moved to ${when}: ${visitorMeetingSummary}`;
  if (event.startsWith('reminder:')) return `Reminder: ${visitorMeetingSummary}, ${when}`;
  return `Booked: your consultation call with ${site.name}, ${when}`;
}

function visitorLines(
  meeting: Meeting,
  event: MeetingEvent,
  when: string,
  context: MeetingMailContext,
): string[] {
  const name = greetingName(meeting.name);
  const { availability } = context;
  const deadline = DateTime.fromJSDate(meeting.start)
    .minus({ hours: availability.changeNoticeHours })
    .toJSDate();
  const head = name ? `Hello ${name},` : 'Hello,';
  if (meeting.status === 'cancelled') {
    return [
      head,
      '',
      `Your consultation call with ${site.name} on ${when} is cancelled.`,
      // The owner's reason only: a visitor's own words go to the consultant, never back out.
      ...(event === 'cancelled' && meeting.cancelReason
        ? ['', `Reason given: ${meeting.cancelReason}`]
        : []),
      '',
      `To find another time, visit ${site.url}/contact or call ${site.phone}.`,
      '',
      site.name,
      site.role,
    ];
  }
  const opening =
    event === 'moved'
      ? `Your consultation call with ${site.name} has moved. The new time is:`
      : event.startsWith('reminder:')
        ? `A reminder of your consultation call with ${site.name}:`
        : `Your consultation call with ${site.name} is booked for:`;
  return [
    head,
    '',
    opening,
    '',
    `  ${when}`,
    `  ${availability.meetingMinutes} minutes, by phone`,
    '',
    meeting.phone
      ? `${site.name} will call you at ${meeting.phone}.`
      : `Please reply with the best number for ${site.name} to call you on.`,
    ...(availability.confirmationNote ? ['', availability.confirmationNote] : []),
    '',
    `To move or cancel: ${context.manageUrl}`,
    `Changes are possible online until ${formatMeetingTime(deadline, meeting.visitorTimeZone)}; after that, please call ${site.phone}.`,
    '',
    site.name,
    site.role,
    site.url,
    '',
    'You received this because this address was given when booking on our website. If that was not you, you can ignore this message.',
  ];
}

function consultantLines(
  meeting: Meeting,
  event: MeetingEvent,
  when: string,
  context: MeetingMailContext,
): string[] {
  const state =
    meeting.status === 'cancelled'
      ? `Cancelled${meeting.cancelReason ? ` (reason: ${meeting.cancelReason})` : ''}.`
      : event === 'moved'
        ? 'Moved to a new time.'
        : event.startsWith('reminder:')
          ? 'Coming up.'
          : 'Booked.';
  return [
    `${state} Consultation call: ${when}`,
    '',
    `Visitor: ${meeting.name}`,
    `E-mail: ${meeting.email ?? '(none given)'}`,
    `Phone: ${meeting.phone ?? '(none given)'}`,
    `Their time zone: ${meeting.visitorTimeZone} (${formatMeetingTime(meeting.start, meeting.visitorTimeZone)})`,
    `Topic: ${meeting.topic}`,
    '',
    `Agenda: ${context.deskUrl}`,
  ];
}
