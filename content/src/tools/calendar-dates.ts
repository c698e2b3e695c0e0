/** A calendar date with no time or zone: what an order or a statute counts in. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoMonth = /^(\d{4})-(\d{2})$/;

const fromUtc = (time: Date): CalendarDate => ({
  year: time.getUTCFullYear(),
  month: time.getUTCMonth() + 1,
  day: time.getUTCDate(),
});

const toUtc = (date: CalendarDate): Date => new Date(Date.UTC(date.year, date.month - 1, date.day));

/** `2025-03-14` as a calendar date, or undefined when it is not a real date. */
export function parseIsoDate(text: string): CalendarDate | undefined {
  const match = isoDate.exec(text.trim());
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const back = fromUtc(toUtc(date));
  return back.year === date.year &&
    back.month === date.month &&
    back.day === date.day &&
    date.year >= 1900
    ? date
    : undefined;
}

/** `2025-03` as its year and month, or undefined. */
export function parseIsoMonth(text: string): { year: number; month: number } | undefined {
  const match = isoMonth.exec(text.trim());
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 && year >= 1900 ? { year, month } : undefined;
}

export const addDays = (date: CalendarDate, days: number): CalendarDate =>
  fromUtc(new Date(toUtc(date).getTime() + days * 86_400_000));

/** The last day of a month. */
export const endOfMonth = (year: number, month: number): CalendarDate =>
  fromUtc(new Date(Date.UTC(year, month, 0)));

/** The month after (`2025-12` -> `2026-01`). */
export const nextMonth = ({ year, month }: { year: number; month: number }) =>
  month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };

export const isoOf = (date: CalendarDate): string =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const weekdayOf = (date: CalendarDate): string => weekdays[toUtc(date).getUTCDay()]!;

export const isWeekend = (date: CalendarDate): boolean => [0, 6].includes(toUtc(date).getUTCDay());

/** `Friday, March 14, 2025`: the same text on the server and in the browser (no locale). */
export const longDate = (date: CalendarDate): string =>
  `${weekdayOf(date)}, ${months[date.month - 1]} ${date.day}, ${date.year}`;

export const monthName = ({ year, month }: { year: number; month: number }): string =>
  `${months[month - 1]} ${year}`;
