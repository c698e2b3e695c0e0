import { ValidationError } from 'yup';
import type { AvailabilityFieldsFragment } from '../gql/graphql';
import {
  availabilityInput,
  availabilitySchema,
  availabilityValues,
  durationText,
  newRange,
  type AvailabilityFormValues,
} from './availability-schema';

const saved: AvailabilityFieldsFragment = {
  timeZone: 'America/Chicago',
  // As the API may list them: not every weekday, not in order.
  weeklyHours: [
    { weekday: 5, hours: [{ start: '09:00', end: '12:00' }] },
    {
      weekday: 1,
      hours: [
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ],
    },
  ],
  dateOverrides: [
    { date: '2026-12-24', hours: [] },
    { date: '2026-12-28', hours: [{ start: '10:00', end: '14:00' }] },
  ],
  meetingMinutes: 30,
  bufferMinutes: 15,
  minNoticeMinutes: 720,
  horizonDays: 60,
  dailyMax: 6,
  changeNoticeHours: 24,
  confirmationNote: null,
};

/** Every message the schema gives, by the field path it gives it at. */
function problems(values: AvailabilityFormValues): Record<string, string> {
  try {
    availabilitySchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('availability form values', () => {
  it('start from the saved settings: seven weekdays Monday first, closed dates marked', () => {
    const values = availabilityValues(saved);
    expect(values.weeklyHours.map((day) => [day.weekday, day.hours.length])).toEqual([
      [1, 2],
      [2, 0],
      [3, 0],
      [4, 0],
      [5, 1],
      [6, 0],
      [7, 0],
    ]);
    expect(values.dateOverrides).toEqual([
      { date: '2026-12-24', closed: true, hours: [] },
      { date: '2026-12-28', closed: false, hours: [{ start: '10:00', end: '14:00' }] },
    ]);
    expect(values.confirmationNote).toBe('');
    expect(problems(values)).toEqual({});
  });

  it('go to the API as every weekday in order, a closed date with no hours, a trimmed note', () => {
    const values = availabilityValues(saved);
    values.dateOverrides[1]!.closed = true;
    values.confirmationNote = '  I will call the number you gave.  ';
    const input = availabilityInput(availabilitySchema.cast(values));
    expect(input.weeklyHours?.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(input.weeklyHours?.[0]?.hours).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
    expect(input.dateOverrides).toEqual([
      { date: '2026-12-24', hours: [] },
      { date: '2026-12-28', hours: [] },
    ]);
    expect(input).toMatchObject({
      meetingMinutes: 30,
      bufferMinutes: 15,
      minNoticeMinutes: 720,
      horizonDays: 60,
      dailyMax: 6,
      changeNoticeHours: 24,
      confirmationNote: 'I will call the number you gave.',
    });
  });

  it('refuse hours that close before they open or overlap, at the range at fault', () => {
    const values = availabilityValues(saved);
    values.weeklyHours[0]!.hours = [
      { start: '13:00', end: '17:00' },
      { start: '09:00', end: '13:30' },
    ];
    values.weeklyHours[2]!.hours = [{ start: '15:00', end: '10:00' }];
    expect(problems(values)).toEqual({
      'weeklyHours[0].hours.0.start': 'Overlaps 09:00–13:30.',
      'weeklyHours[2].hours[0].end': 'Closes after it opens.',
    });
  });

  it('refuse a dated change without a date, a date twice, and an open date without hours', () => {
    const values = availabilityValues(saved);
    values.dateOverrides.push(
      { date: '', closed: true, hours: [] },
      { date: '2026-12-24', closed: false, hours: [] },
      { date: '2026-02-30', closed: true, hours: [] },
    );
    expect(problems(values)).toEqual({
      'dateOverrides[2].date': 'Pick the date.',
      'dateOverrides.3.date': 'This date is already in the list.',
      'dateOverrides[3].hours': 'Add the hours open that day, or mark it closed.',
      'dateOverrides[4].date': 'Pick a date on the calendar.',
    });
  });

  it("hold the numbers to the API's ranges, and say an empty one is missing", () => {
    const values: AvailabilityFormValues = {
      ...availabilityValues(saved),
      meetingMinutes: 5,
      bufferMinutes: '',
      minNoticeMinutes: 50_000,
      horizonDays: 0,
      dailyMax: 2.5,
      changeNoticeHours: 400,
    };
    expect(problems(values)).toEqual({
      meetingMinutes: 'Meeting length is 10 to 240 minutes.',
      bufferMinutes: 'Fill in the buffer.',
      minNoticeMinutes: 'Minimum notice is 0 to 43200 minutes.',
      horizonDays: 'Booking ahead is 1 to 365 days.',
      dailyMax: 'The daily maximum is a whole number of meetings.',
      changeNoticeHours: 'The change notice is 0 to 336 hours.',
    });
  });

  it('suggest the next range an hour after the last, and read durations as words', () => {
    expect(newRange()).toEqual({ start: '09:00', end: '17:00' });
    expect(newRange({ start: '09:00', end: '12:00' })).toEqual({ start: '13:00', end: '17:00' });
    expect(newRange({ start: '18:00', end: '21:30' })).toEqual({ start: '22:30', end: '24:00' });
    expect(newRange({ start: '20:00', end: '24:00' })).toEqual({ start: '09:00', end: '17:00' });
    expect(durationText(720)).toBe('12 hours');
    expect(durationText(90)).toBe('1 hour 30 minutes');
    expect(durationText(1440)).toBe('24 hours');
    expect(durationText(1500)).toBe('25 hours');
    expect(durationText(43_200)).toBe('30 days');
  });
});
