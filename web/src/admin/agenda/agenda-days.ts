/** A meeting as the agenda groups it: its start in UTC (ISO). */
export interface Timed {
  start: string;
}

/** One calendar day of the consultant's, with its meetings in order. */
export interface AgendaDay<M extends Timed> {
  /** "2026-03-09": the consultant's date. */
  date: string;
  /** "Monday, March 9". */
  label: string;
  meetings: M[];
}

export type AgendaView = 'day' | 'week';

const dateKey = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

/** The consultant's date ("2026-03-09") at `instant`. */
export function zoneDate(instant: Date, timeZone: string): string {
  return dateKey(timeZone).format(instant);
}

/** The date `days` after an ISO date, by the calendar (no zone: dates are not instants). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/**
 * The instants to ask the API for, wide enough to hold every meeting on the consultant's dates
 * [first, first + days): a day in any zone lies within 14 hours of the same UTC date, and a
 * daylight-saving day is 23 or 25 hours long; `agendaDays` then keeps only the dates asked for.
 */
export function agendaRange(first: string, days: number): { from: Date; to: Date } {
  const from = new Date(`${first}T00:00:00.000Z`);
  from.setUTCHours(from.getUTCHours() - 15);
  const to = new Date(`${addDays(first, days)}T00:00:00.000Z`);
  to.setUTCHours(to.getUTCHours() + 15);
  return { from, to };
}

/**
 * Meetings grouped by the consultant's own date, for `days` dates from `first` (days without
 * meetings are left out). Intl does the zone arithmetic, so a meeting at 11 PM in Chicago stays
 * on its Chicago date, and days across a daylight-saving change hold the right meetings.
 */
export function agendaDays<M extends Timed>(
  meetings: readonly M[],
  timeZone: string,
  first: string,
  days: number,
  locale = 'en-US',
): AgendaDay<M>[] {
  const key = dateKey(timeZone);
  const label = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  const last = addDays(first, days - 1);
  const grouped = new Map<string, AgendaDay<M>>();
  const ordered = [...meetings].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const meeting of ordered) {
    const instant = new Date(meeting.start);
    const date = key.format(instant);
    if (date < first || date > last) continue;
    let day = grouped.get(date);
    if (!day) {
      day = { date, label: label.format(instant), meetings: [] };
      grouped.set(date, day);
    }
    day.meetings.push(meeting);
  }
  return [...grouped.values()];
}

/** "9:00 AM – 9:30 AM CDT" in `timeZone`. */
export function meetingTimes(start: string, end: string, timeZone: string, locale = 'en-US') {
  const time = (iso: string, named: boolean) =>
    new Intl.DateTimeFormat(locale, {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      ...(named ? { timeZoneName: 'short' } : {}),
    }).format(new Date(iso));
  return `${time(start, false)} – ${time(end, true)}`;
}
