import { DateTime } from 'luxon';

/**
 * [from, to) widened to whole days in the visitor's zone: from the start of `from`'s day to the
 * end of `to`'s day (a `to` already at midnight stays). availableSlots takes the visitor's zone
 * for this: a picker asking "the next 14 days from now" lists its last day complete in the
 * visitor's calendar instead of cut at the current time of day.
 */
export function wholeVisitorDays(from: Date, to: Date, zone: string): { from: Date; to: Date } {
  const first = DateTime.fromJSDate(from, { zone }).startOf('day');
  const last = DateTime.fromJSDate(to, { zone });
  const end = last.equals(last.startOf('day')) ? last : last.plus({ days: 1 }).startOf('day');
  return { from: first.toJSDate(), to: end.toJSDate() };
}
