import { browserTimeZone } from '../../lib/browser-time-zone';
/** An open slot as the API returns it (UTC ISO strings). */
export interface SlotTimes {
  start: string;
  end: string;
}

/** One day of open slots in the visitor's zone. */
export interface SlotDay {
  /** "2026-03-10", the visitor's calendar date. */
  date: string;
  /** "Tue, Mar 10". */
  label: string;
  slots: { start: string; end: string; time: string }[];
}

/**
 * Groups UTC slots by the visitor's local date, with times as the visitor reads them. Intl
 * does the zone arithmetic, so days and times stay right across daylight-saving changes.
 */
export function slotDays(
  slots: readonly SlotTimes[],
  timeZone: string,
  locale = 'en-US',
): SlotDay[] {
  const dateKey = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const dayLabel = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  const timeLabel = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  });
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const instant = new Date(slot.start);
    const date = dateKey.format(instant);
    let day = days.get(date);
    if (!day) {
      day = { date, label: dayLabel.format(instant), slots: [] };
      days.set(date, day);
    }
    day.slots.push({ ...slot, time: timeLabel.format(instant) });
  }
  return [...days.values()];
}

/** "Tuesday, March 10 at 9:00 AM CDT" in `timeZone`. */
export function longTime(iso: string, timeZone: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/**
 * longTime in a zone this browser may not know: a meeting stored before the server checked zones
 * as browsers do (a fixed offset such as "UTC+5") is shown by its zone's name, and the rest of
 * the page still renders; Intl's RangeError would blank it.
 */
export function longTimeOrZone(iso: string, timeZone: string): string {
  try {
    return longTime(iso, timeZone);
  } catch (error) {
    if (error instanceof RangeError) return `in ${timeZone} (a zone this browser cannot show)`;
    throw error;
  }
}

/** The browser's IANA zone, or the consultant's when the browser gives none. */
export function visitorTimeZone(fallback: string): string {
  return browserTimeZone() ?? fallback;
}
