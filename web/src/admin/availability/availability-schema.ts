import { array, boolean, number, object, string, type InferType } from 'yup';
import type { AvailabilityFieldsFragment, AvailabilityInput } from '../gql/graphql';

/** The API's limits (AvailabilityInput), checked here first so the owner sees them at once. */
export const availabilityLimits = {
  rangesPerDay: 8,
  dateChanges: 400,
  meetingMinutes: [10, 240],
  bufferMinutes: [0, 240],
  minNoticeMinutes: [0, 43_200],
  horizonDays: [1, 365],
  dailyMax: [1, 48],
  changeNoticeHours: [0, 336],
  confirmationNote: 2_000,
} as const;

export const weekdayNames = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** "HH:mm" on a 24-hour clock; 24:00 is the midnight that ends a day. */
const clockPattern = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export const minutesOf = (time: string): number => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return hour * 60 + minute;
};

const clock = (missing: string) =>
  string().required(missing).matches(clockPattern, 'Pick a time from the list.');

const range = object({
  start: clock('Pick when it opens.'),
  end: clock('Pick when it closes.').test(
    'after-start',
    'Closes after it opens.',
    (end, context) => {
      const start = (context.parent as { start?: string }).start;
      return !start || !end || minutesOf(end) > minutesOf(start);
    },
  ),
});

/**
 * A day's ranges: within the API's count, none overlapping. An overlap is told at the later
 * range's start, where the API's refusal points too.
 */
const ranges = array(range)
  .max(availabilityLimits.rangesPerDay, `At most ${availabilityLimits.rangesPerDay} ranges a day.`)
  .test('no-overlap', (hours, context) => {
    const sorted = (hours ?? [])
      .map((hour, index) => ({ start: hour.start ?? '', end: hour.end ?? '', index }))
      .filter((hour) => clockPattern.test(hour.start) && clockPattern.test(hour.end))
      .sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
    for (let i = 1; i < sorted.length; i += 1) {
      const before = sorted[i - 1]!;
      const later = sorted[i]!;
      if (minutesOf(later.start) < minutesOf(before.end)) {
        return context.createError({
          path: `${context.path}.${later.index}.start`,
          message: `Overlaps ${before.start}–${before.end}.`,
        });
      }
    }
    return true;
  })
  .required();

const isCalendarDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  const parsed = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 0));
  return parsed.toISOString().slice(0, 10) === date;
};

const dateChange = object({
  date: string()
    .required('Pick the date.')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Pick the date.')
    .test('calendar-date', 'Pick a date on the calendar.', (date) => !date || isCalendarDate(date)),
  closed: boolean().required(),
  hours: ranges.when('closed', {
    is: false,
    then: (schema) => schema.min(1, 'Add the hours open that day, or mark it closed.'),
  }),
});

const whole = (label: string, [min, max]: readonly [number, number], unit: string) =>
  number()
    // An emptied field is missing, not "not a number" (Formik sends it as undefined too).
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(`${label} is a whole number of ${unit}.`)
    .required(`Fill in ${label.toLowerCase()}.`)
    .integer(`${label} is a whole number of ${unit}.`)
    .min(min, `${label} is ${min} to ${max} ${unit}.`)
    .max(max, `${label} is ${min} to ${max} ${unit}.`);

/** The availability form: seven weekdays, the dated changes, and the booking rules. */
export const availabilitySchema = object({
  weeklyHours: array(object({ weekday: number().required(), hours: ranges }))
    .length(7)
    .required(),
  dateOverrides: array(dateChange)
    .max(availabilityLimits.dateChanges, `At most ${availabilityLimits.dateChanges} dated changes.`)
    .test('distinct-dates', (changes, context) => {
      const seen = new Set<string>();
      for (const [index, change] of (changes ?? []).entries()) {
        if (!change.date) continue;
        if (seen.has(change.date)) {
          return context.createError({
            path: `${context.path}.${index}.date`,
            message: 'This date is already in the list.',
          });
        }
        seen.add(change.date);
      }
      return true;
    })
    .required(),
  meetingMinutes: whole('Meeting length', availabilityLimits.meetingMinutes, 'minutes'),
  bufferMinutes: whole('The buffer', availabilityLimits.bufferMinutes, 'minutes'),
  minNoticeMinutes: whole('Minimum notice', availabilityLimits.minNoticeMinutes, 'minutes'),
  horizonDays: whole('Booking ahead', availabilityLimits.horizonDays, 'days'),
  dailyMax: whole('The daily maximum', availabilityLimits.dailyMax, 'meetings'),
  changeNoticeHours: whole('The change notice', availabilityLimits.changeNoticeHours, 'hours'),
  confirmationNote: string().max(
    availabilityLimits.confirmationNote,
    `At most ${availabilityLimits.confirmationNote} characters.`,
  ),
});

export type AvailabilityValues = InferType<typeof availabilitySchema>;
export type RangeValues = AvailabilityValues['weeklyHours'][number]['hours'][number];

/**
 * What the form holds while it is edited: the number fields may be empty, and a date marked
 * closed keeps the hours it had, should the owner change their mind.
 */
export type AvailabilityFormValues = Omit<
  AvailabilityValues,
  | 'meetingMinutes'
  | 'bufferMinutes'
  | 'minNoticeMinutes'
  | 'horizonDays'
  | 'dailyMax'
  | 'changeNoticeHours'
> & {
  meetingMinutes: number | '';
  bufferMinutes: number | '';
  minNoticeMinutes: number | '';
  horizonDays: number | '';
  dailyMax: number | '';
  changeNoticeHours: number | '';
};

/** 570 → "09:30"; 1440 → "24:00". */
export const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The hours a new range starts with: an hour after the day's last range closes (a morning's
 * 09:00–12:00 suggests 13:00–17:00), or 09:00–17:00 for a day with none.
 */
export function newRange(last?: { start: string; end: string }): RangeValues {
  const start = last && clockPattern.test(last.end) ? minutesOf(last.end) + 60 : 24 * 60;
  if (start >= 24 * 60) return { start: '09:00', end: '17:00' };
  return { start: clockOf(start), end: clockOf(Math.min(start + 4 * 60, 24 * 60)) };
}

const copyHours = (hours: readonly { start: string; end: string }[]) =>
  hours.map(({ start, end }) => ({ start, end }));

/** The saved settings as the form starts with them: all seven weekdays, Monday first. */
export function availabilityValues(settings: AvailabilityFieldsFragment): AvailabilityFormValues {
  return {
    weeklyHours: weekdayNames.map((_name, i) => ({
      weekday: i + 1,
      hours: copyHours(settings.weeklyHours.find((day) => day.weekday === i + 1)?.hours ?? []),
    })),
    dateOverrides: settings.dateOverrides.map(({ date, hours }) => ({
      date,
      closed: hours.length === 0,
      hours: copyHours(hours),
    })),
    meetingMinutes: settings.meetingMinutes,
    bufferMinutes: settings.bufferMinutes,
    minNoticeMinutes: settings.minNoticeMinutes,
    horizonDays: settings.horizonDays,
    dailyMax: settings.dailyMax,
    changeNoticeHours: settings.changeNoticeHours,
    confirmationNote: settings.confirmationNote ?? '',
  };
}

/**
 * The checked form as the API's AvailabilityInput. Every weekday and every dated change goes in
 * the form's own order, so a field the API refuses (`weeklyHours.2.hours.0.end`) is the form's
 * field of the same name.
 */
export function availabilityInput(values: AvailabilityValues): AvailabilityInput {
  return {
    weeklyHours: values.weeklyHours.map(({ weekday, hours }) => ({
      weekday,
      hours: copyHours(hours),
    })),
    dateOverrides: values.dateOverrides.map(({ date, closed, hours }) => ({
      date,
      hours: closed ? [] : copyHours(hours),
    })),
    meetingMinutes: values.meetingMinutes,
    bufferMinutes: values.bufferMinutes,
    minNoticeMinutes: values.minNoticeMinutes,
    horizonDays: values.horizonDays,
    dailyMax: values.dailyMax,
    changeNoticeHours: values.changeNoticeHours,
    confirmationNote: values.confirmationNote?.trim() ?? '',
  };
}

/**
 * "720 minutes" as the owner reads it: "12 hours"; "90 minutes": "1 hour 30 minutes". Whole
 * days from two on read as days ("30 days"); a day and a bit stays in hours ("36 hours").
 */
export function durationText(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes >= 2 * 1440 && minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours ? plural(hours, 'hour') : '', rest ? plural(rest, 'minute') : ''];
  return parts.filter(Boolean).join(' ') || 'no time';
}
