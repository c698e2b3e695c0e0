import { DateTime } from 'luxon';
import { type Availability } from './availability';
import { type OpenInterval } from './availability.entity';
import { BookingRefusedError } from './booking.errors';
import { type AvailabilityInput, type AvailabilitySettings, type OpenHours } from './booking.types';
import { type AvailabilityChanges } from './availability.service';

const minutesOf = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return hour * 60 + minute;
};

/**
 * One day's hours, checked: each ends after it starts, none overlap; sorted. A refusal names
 * the field at fault by its path under `field` (`weeklyHours.0.hours`), in the input's order.
 */
function checkedDay(hours: OpenHours[], label: string, field: string): OpenInterval[] {
  const sorted = hours
    .map(({ start, end }, index) => ({ start, end, index }))
    .sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  sorted.forEach((interval, i) => {
    if (minutesOf(interval.end) <= minutesOf(interval.start)) {
      throw new BookingRefusedError(
        `${label}: ${interval.start}-${interval.end} ends before it starts.`,
        `${field}.${interval.index}.end`,
      );
    }
    const next = sorted[i + 1];
    if (next && minutesOf(next.start) < minutesOf(interval.end)) {
      throw new BookingRefusedError(
        `${label}: ${interval.start}-${interval.end} overlaps ${next.start}-${next.end}.`,
        `${field}.${next.index}.start`,
      );
    }
  });
  return sorted.map(({ start, end }) => ({ start, end }));
}

const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The desk's input as changes to the stored availability. */
export function availabilityChanges(
  input: AvailabilityInput,
  current: Availability,
): AvailabilityChanges {
  const changes: AvailabilityChanges = {};
  if (input.weeklyHours) {
    const weekly = current.weeklyHours.map((day) => [...day]);
    const weekdays = new Set<number>();
    input.weeklyHours.forEach(({ weekday, hours }, i) => {
      const label = weekdayNames[weekday - 1] ?? `Day ${weekday}`;
      if (weekdays.has(weekday)) {
        throw new BookingRefusedError(`${label} is listed twice.`, `weeklyHours.${i}.weekday`);
      }
      weekdays.add(weekday);
      weekly[weekday - 1] = checkedDay(hours, label, `weeklyHours.${i}.hours`);
    });
    changes.weeklyHours = weekly;
  }
  if (input.dateOverrides) {
    const dates = new Set<string>();
    changes.dateOverrides = input.dateOverrides.map(({ date, hours }, i) => {
      if (dates.has(date)) {
        throw new BookingRefusedError(`${date} is listed twice.`, `dateOverrides.${i}.date`);
      }
      dates.add(date);
      if (!DateTime.fromISO(date).isValid) {
        throw new BookingRefusedError(`${date} is not a date.`, `dateOverrides.${i}.date`);
      }
      return { date, intervals: checkedDay(hours, date, `dateOverrides.${i}.hours`) };
    });
  }
  for (const key of [
    'meetingMinutes',
    'bufferMinutes',
    'minNoticeMinutes',
    'horizonDays',
    'dailyMax',
    'changeNoticeHours',
  ] as const) {
    const value = input[key];
    if (value !== undefined && value !== null) changes[key] = value;
  }
  // Null or blank clears the note (a null must not reach .trim(): that was a 500).
  if (input.confirmationNote !== undefined) {
    changes.confirmationNote = input.confirmationNote?.trim() || null;
  }
  return changes;
}

export function availabilitySettings(
  availability: Availability,
  hasCalendarFeed: boolean,
): AvailabilitySettings {
  return {
    ...availability,
    weeklyHours: availability.weeklyHours.map((hours, i) => ({ weekday: i + 1, hours })),
    dateOverrides: availability.dateOverrides.map(({ date, intervals }) => ({
      date,
      hours: intervals,
    })),
    hasCalendarFeed,
  };
}
