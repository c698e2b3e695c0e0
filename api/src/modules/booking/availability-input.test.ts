import { InputValidationError } from '../../validation/input-validation.error';
import { validateInput } from '../../validation/validate-input';
import { type Availability, defaultAvailability } from './availability';
import { availabilityChanges } from './availability.mapping';
import { describeServiceError } from '../../kernel/http/service-errors';
import { BookingRefusedError } from './booking.errors';
import { AvailabilityInput } from './booking.types';

const current: Availability = { ...defaultAvailability, timeZone: 'America/Chicago' };

async function refusedFields(input: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await validateInput(AvailabilityInput, input);
  } catch (error) {
    if (error instanceof InputValidationError) return error.fields;
    throw error;
  }
  throw new Error('expected the input to be refused');
}

async function refusalOf(input: Record<string, unknown>): Promise<BookingRefusedError> {
  const valid = await validateInput(AvailabilityInput, input);
  try {
    availabilityChanges(valid, current);
  } catch (error) {
    if (error instanceof BookingRefusedError) return error;
    throw error;
  }
  throw new Error('expected the change to be refused');
}

const hours = (...ranges: [string, string][]) => ranges.map(([start, end]) => ({ start, end }));

describe('AvailabilityInput, as the desk sends it', () => {
  it('refuses a badly written time, weekday or date inside the lists, naming its field', async () => {
    expect(
      await refusedFields({
        weeklyHours: [
          { weekday: 1, hours: hours(['09:00', '12:00'], ['13:00', '25:00']) },
          { weekday: 9, hours: [] },
        ],
        dateOverrides: [{ date: 'tomorrow', hours: [] }],
      }),
    ).toEqual({
      'weeklyHours.0.hours.1.end': 'Times must look like 09:00 (24-hour clock; 24:00 is midnight).',
      'weeklyHours.1.weekday': 'weekday must be 1 to 7.',
      'dateOverrides.0.date': 'Dates must look like 2026-12-24.',
    });
  });

  it('says a repeated mistake once in its message', async () => {
    try {
      await validateInput(AvailabilityInput, {
        weeklyHours: [{ weekday: 2, hours: hours(['9', '10'], ['11', '12']) }],
      });
      throw new Error('expected a refusal');
    } catch (error) {
      expect((error as Error).message).toBe(
        'Please check your input. Times must look like 09:00 (24-hour clock; 24:00 is midnight).',
      );
    }
  });

  it('keeps well-formed hours, midnight included', async () => {
    const valid = await validateInput(AvailabilityInput, {
      weeklyHours: [{ weekday: 6, hours: hours(['18:00', '24:00'], ['08:00', '10:30']) }],
      dateOverrides: [{ date: '2026-12-24', hours: [] }],
    });
    const changes = availabilityChanges(valid, current);
    expect(changes.weeklyHours?.[5]).toEqual(hours(['08:00', '10:30'], ['18:00', '24:00']));
    expect(changes.dateOverrides).toEqual([{ date: '2026-12-24', intervals: [] }]);
  });

  it('clears the confirmation note when it is sent blank or null', async () => {
    for (const confirmationNote of ['  ', null]) {
      const valid = await validateInput(AvailabilityInput, { confirmationNote });
      expect(
        availabilityChanges(valid, { ...current, confirmationNote: 'Bring the lease.' }),
      ).toEqual({ confirmationNote: null });
    }
  });

  it('names the range that ends before it starts, by its place in the input', async () => {
    const refusal = await refusalOf({
      weeklyHours: [
        { weekday: 1, hours: hours(['09:00', '12:00']) },
        { weekday: 3, hours: hours(['14:00', '17:00'], ['10:00', '09:00']) },
      ],
    });
    expect(refusal.message).toBe('Wednesday: 10:00-09:00 ends before it starts.');
    expect(refusal.field).toBe('weeklyHours.1.hours.1.end');
  });

  it('names the later of two overlapping ranges, a repeated weekday, a repeated or impossible date', async () => {
    const overlap = await refusalOf({
      dateOverrides: [{ date: '2026-12-28', hours: hours(['13:00', '15:00'], ['10:00', '14:00']) }],
    });
    expect(overlap.message).toBe('2026-12-28: 10:00-14:00 overlaps 13:00-15:00.');
    expect(overlap.field).toBe('dateOverrides.0.hours.0.start');

    const twice = await refusalOf({
      weeklyHours: [
        { weekday: 5, hours: [] },
        { weekday: 5, hours: hours(['09:00', '10:00']) },
      ],
    });
    expect([twice.message, twice.field]).toEqual([
      'Friday is listed twice.',
      'weeklyHours.1.weekday',
    ]);

    const sameDate = await refusalOf({
      dateOverrides: [
        { date: '2026-07-03', hours: [] },
        { date: '2026-07-03', hours: [] },
      ],
    });
    expect(sameDate.field).toBe('dateOverrides.1.date');

    const impossible = await refusalOf({ dateOverrides: [{ date: '2026-02-30', hours: [] }] });
    expect([impossible.message, impossible.field]).toEqual([
      '2026-02-30 is not a date.',
      'dateOverrides.0.date',
    ]);
  });

  it('tells clients the field at fault (GraphQL extensions.fields, REST fields)', () => {
    const described = describeServiceError(
      new BookingRefusedError(
        'Monday: 12:00-09:00 ends before it starts.',
        'weeklyHours.0.hours.0.end',
      ),
    );
    expect(described).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 400,
      details: {
        fields: { 'weeklyHours.0.hours.0.end': 'Monday: 12:00-09:00 ends before it starts.' },
      },
    });
    const plain = describeServiceError(new BookingRefusedError('That time is in the past.'));
    expect(plain).toMatchObject({ code: 'BAD_USER_INPUT', details: {} });
  });
});
