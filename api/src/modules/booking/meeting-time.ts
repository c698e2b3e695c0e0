import { zoneCity } from '@landman/content';
import { DateTime } from 'luxon';

/** "Tuesday, March 10, 2026 at 9:00 AM CDT": an instant as people in `zone` read it. */
export function formatMeetingTime(instant: Date, zone: string): string {
  const local = DateTime.fromJSDate(instant, { zone }).setLocale('en-US');
  return `${local.toFormat('cccc, LLLL d, yyyy')} at ${local.toFormat('h:mm a ZZZZ')}`;
}

/** "9:00 AM CDT (Chicago time)": the time in another zone, named. */
export function formatTimeInZone(instant: Date, zone: string): string {
  const local = DateTime.fromJSDate(instant, { zone }).setLocale('en-US');
  return `${local.toFormat('ccc, LLL d, h:mm a ZZZZ')} (${zoneCity(zone)} time)`;
}

/** The visitor's time, with the consultant's beside it when their zones differ. */
export function bothZones(instant: Date, visitorZone: string, consultantZone: string): string {
  const visitor = formatMeetingTime(instant, visitorZone);
  const same =
    DateTime.fromJSDate(instant, { zone: visitorZone }).offset ===
    DateTime.fromJSDate(instant, { zone: consultantZone }).offset;
  return same ? visitor : `${visitor} (${formatTimeInZone(instant, consultantZone)})`;
}
