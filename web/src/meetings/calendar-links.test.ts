import { site } from '@landman/content';
import { callEvent, googleCalendarUrl, icsUrl, outlookCalendarUrl } from './calendar-links';

const meeting = {
  start: '2026-12-02T15:00:00.000Z',
  end: '2026-12-02T15:30:00.000Z',
  phone: '(432) 555-0199',
};

describe("the meeting page's add-to-calendar links", () => {
  it("fill in Google Calendar's event with the call's UTC times, title and how it happens", () => {
    const url = new URL(googleCalendarUrl(callEvent(meeting)));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261202T150000Z/20261202T153000Z');
    expect(url.searchParams.get('text')).toBe(`Consultation call with ${site.name}`);
    expect(url.searchParams.get('details')).toContain(`will call you at (432) 555-0199`);
  });

  it("fill in Outlook's event, personal or work", () => {
    for (const host of ['outlook.live.com', 'outlook.office.com'] as const) {
      const url = new URL(outlookCalendarUrl(callEvent(meeting), host));
      expect(url.host).toBe(host);
      expect(url.searchParams.get('rru')).toBe('addevent');
      expect(url.searchParams.get('startdt')).toBe(meeting.start);
      expect(url.searchParams.get('enddt')).toBe(meeting.end);
      expect(url.searchParams.get('subject')).toBe(`Consultation call with ${site.name}`);
    }
  });

  it('never carry the manage token to another site; the .ics comes from this one', () => {
    const token = 'a'.repeat(43);
    const event = callEvent({ ...meeting, phone: null });
    expect(event.details).toContain('reply to the confirmation e-mail');
    for (const url of [googleCalendarUrl(event), outlookCalendarUrl(event)]) {
      expect(url).not.toContain(token);
      expect(url).not.toContain('/meetings/');
    }
    expect(icsUrl(token)).toBe(`/api/meetings/${token}/invite.ics`);
  });
});
