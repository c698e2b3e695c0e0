import { type DateOverride, type OpenInterval } from './availability.entity';

/** The consultant's availability as the slot computation reads it. */
export interface Availability {
  /** IANA zone the hours are in (BOOKING_TIME_ZONE). */
  timeZone: string;
  /** Seven entries, Monday first. */
  weeklyHours: OpenInterval[][];
  dateOverrides: DateOverride[];
  meetingMinutes: number;
  bufferMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  dailyMax: number;
  changeNoticeHours: number;
  confirmationNote: string | null;
}

const weekday = (...intervals: [string, string][]) =>
  intervals.map(([start, end]) => ({ start, end }));

/**
 * Until the owner saves their own on the desk: weekday mornings and afternoons with a lunch
 * hour, half-hour calls, a quarter of an hour between them, half a day's notice.
 */
export const defaultAvailability: Omit<Availability, 'timeZone'> = {
  weeklyHours: [
    weekday(['09:00', '12:00'], ['13:00', '17:00']),
    weekday(['09:00', '12:00'], ['13:00', '17:00']),
    weekday(['09:00', '12:00'], ['13:00', '17:00']),
    weekday(['09:00', '12:00'], ['13:00', '17:00']),
    weekday(['09:00', '12:00'], ['13:00', '16:00']),
    [],
    [],
  ],
  dateOverrides: [],
  meetingMinutes: 30,
  bufferMinutes: 15,
  minNoticeMinutes: 12 * 60,
  horizonDays: 60,
  dailyMax: 6,
  changeNoticeHours: 24,
  confirmationNote: null,
};
