/**
 * Calendar dates as "2026-03-10" strings. The arithmetic runs on UTC midnights, so no zone or
 * daylight-saving change can shift a date: the dates are already the visitor's (slotDays).
 */
const toDate = (date: string) => new Date(`${date}T00:00:00Z`);
const toText = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const next = toDate(date);
  next.setUTCDate(next.getUTCDate() + days);
  return toText(next);
}

/** The same day of another month, or that month's last day when it is shorter (Jan 31 → Feb 28). */
export function addMonths(date: string, months: number): string {
  const start = toDate(date);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0));
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay.getUTCDate()));
  return toText(target);
}

/** 0 for Sunday … 6 for Saturday. */
export const weekday = (date: string) => toDate(date).getUTCDay();

/** "2026-03" for "2026-03-10". */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month's dates in weeks from Sunday; null pads the first and last weeks. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let date = first; monthOf(date) === month; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The date `date` must not go before `first` nor after `last`. */
export const clampDate = (date: string, first: string, last: string) =>
  date < first ? first : date > last ? last : date;

const format = (date: string, options: Intl.DateTimeFormatOptions, locale: string) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(toDate(date));

/** "March 2026". */
export const monthTitle = (month: string, locale = 'en-US') =>
  format(`${month}-01`, { month: 'long', year: 'numeric' }, locale);

/** "Tuesday, March 10". */
export const dayTitle = (date: string, locale = 'en-US') =>
  format(date, { weekday: 'long', month: 'long', day: 'numeric' }, locale);

/** Sunday to Saturday as [short, long] names: "Su", "Sunday". */
export function weekdayNames(locale = 'en-US'): [string, string][] {
  // 2026-03-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays('2026-03-01', i);
    return [
      format(date, { weekday: 'short' }, locale).slice(0, 2),
      format(date, { weekday: 'long' }, locale),
    ];
  });
}

/**
 * Where a key moves focus in a month grid, per the WAI-ARIA date-picker grid: arrows a day or a
 * week, Home/End the week's first or last day, PageUp/PageDown a month (Shift: a year).
 * Undefined for a key the grid does not handle.
 */
export function dateAfterKey(key: string, date: string, shift = false): string | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekday(date));
    case 'End':
      return addDays(date, 6 - weekday(date));
    case 'PageUp':
      return addMonths(date, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(date, shift ? 12 : 1);
    default:
      return undefined;
  }
}

/** The calendar date it is at `instant` in `timeZone`. */
export const dateIn = (timeZone: string, instant = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
