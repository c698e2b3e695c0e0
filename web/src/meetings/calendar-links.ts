import { site } from '@landman/content';

/** What a calendar entry for the visitor's call says (the same words as the e-mailed invite). */
export interface CalendarEvent {
  /** UTC ISO instants. */
  start: string;
  end: string;
  title: string;
  details: string;
}

/** The visitor's entry for their call: fixed text, and how the call happens. */
export function callEvent(meeting: { start: string; end: string; phone?: string | null }) {
  return {
    start: meeting.start,
    end: meeting.end,
    title: `Consultation call with ${site.name}`,
    // The manage link is left out on purpose: its token would travel in Google's or
    // Microsoft's address bar and logs. The .ics download (from this site) carries it.
    details: [`A consultation call by phone with ${site.name}, ${site.role}.`, howTheCall(meeting)]
      .concat(`Move or cancel from the link in your confirmation e-mail, or call ${site.phone}.`)
      .join('\n'),
  } satisfies CalendarEvent;
}

/** How the call happens, as the invite says it (api/src/modules/booking/meeting-invite.ts). */
export function howTheCall(meeting: { phone?: string | null }): string {
  return meeting.phone
    ? `${site.name} will call you at ${meeting.phone}.`
    : `${site.name} will call you; please reply to the confirmation e-mail with the best number.`;
}

/** "20261202T150000Z": the basic UTC form Google's dates parameter takes. */
function basicUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Google Calendar's "create event" link, filled in. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', event.title);
  url.searchParams.set('dates', `${basicUtc(event.start)}/${basicUtc(event.end)}`);
  url.searchParams.set('details', event.details);
  return url.toString();
}

/** Outlook on the web: outlook.live.com for personal accounts, outlook.office.com for work ones. */
export type OutlookHost = 'outlook.live.com' | 'outlook.office.com';

/** Outlook on the web's "new event" link, filled in. */
export function outlookCalendarUrl(event: CalendarEvent, host: OutlookHost = 'outlook.live.com') {
  const url = new URL(`https://${host}/calendar/0/deeplink/compose`);
  url.searchParams.set('path', '/calendar/action/compose');
  url.searchParams.set('rru', 'addevent');
  url.searchParams.set('subject', event.title);
  url.searchParams.set('startdt', new Date(event.start).toISOString());
  url.searchParams.set('enddt', new Date(event.end).toISOString());
  url.searchParams.set('body', event.details);
  return url.toString();
}

/** The meeting's invite as a file, from the API (same UID as the e-mailed one: no duplicate). */
export const icsUrl = (token: string) => `/api/meetings/${encodeURIComponent(token)}/invite.ics`;
