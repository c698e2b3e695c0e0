import { DateTime } from 'luxon';
import { type Availability, defaultAvailability } from './availability';
import { openSlots, refusalOf } from './slots';

const chicago: Availability = {
  ...defaultAvailability,
  timeZone: 'America/Chicago',
  minNoticeMinutes: 0,
  horizonDays: 400,
  dailyMax: 50,
};
const now = new Date('2026-01-05T00:00:00Z');

/** The slots of one consultant-local day, as a visitor in `zone` reads them ("HH:mm"). */
function localTimes(availability: Availability, date: string, zone: string): string[] {
  const day = DateTime.fromISO(date, { zone: availability.timeZone });
  const slots = openSlots(
    availability,
    [],
    { from: day.toJSDate(), to: day.plus({ days: 1 }).toJSDate() },
    now,
  );
  return slots.map((s) => DateTime.fromJSDate(s.start, { zone }).toFormat('HH:mm'));
}

function firstSlotUtc(availability: Availability, date: string): string {
  const day = DateTime.fromISO(date, { zone: availability.timeZone });
  const [first] = openSlots(
    availability,
    [],
    { from: day.toJSDate(), to: day.plus({ days: 1 }).toJSDate() },
    now,
  );
  return first?.start.toISOString() ?? 'none';
}

describe('open slots across daylight-saving changes', () => {
  // 2026: clocks go forward on Sunday 8 March and back on Sunday 1 November (all US zones).
  it.each([
    ['2026-03-06', '2026-03-06T15:00:00.000Z'], // Friday, CST (UTC-6)
    ['2026-03-09', '2026-03-09T14:00:00.000Z'], // Monday, CDT (UTC-5)
    ['2026-10-30', '2026-10-30T14:00:00.000Z'], // Friday, CDT
    ['2026-11-02', '2026-11-02T15:00:00.000Z'], // Monday, CST
  ])('9:00 in Chicago on %s is %s', (date, utc) => {
    expect(firstSlotUtc(chicago, date)).toBe(utc);
  });

  it.each([
    ['America/New_York', '10:00', '12:30'],
    ['America/Los_Angeles', '07:00', '09:30'],
  ])(
    'a visitor in %s sees the same local times on both sides of both changes',
    (zone, first, last) => {
      for (const date of ['2026-03-06', '2026-03-09', '2026-10-30', '2026-11-02']) {
        const times = localTimes(chicago, date, zone);
        expect(times[0]).toBe(first);
        // Morning 09:00-12:00 (6 slots) and afternoon 13:00-17:00 (8), or -16:00 on Fridays (6).
        expect(times).toHaveLength(date.endsWith('06') || date.endsWith('30') ? 12 : 14);
        expect(times[5]).toBe(last);
      }
    },
  );

  it('hours over the spring-forward night skip the missing hour, in real time', () => {
    const night: Availability = {
      ...chicago,
      weeklyHours: [[], [], [], [], [], [], [{ start: '00:00', end: '04:00' }]],
    };
    // 00:00 CST to 04:00 CDT is three real hours: six half-hour slots, none at 02:xx.
    expect(localTimes(night, '2026-03-08', 'America/Chicago')).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '03:00',
      '03:30',
    ]);
    // Los Angeles changes two hours later in real time: still PST (UTC-8) at 08:00Z.
    expect(localTimes(night, '2026-03-08', 'America/Los_Angeles')).toEqual([
      '22:00',
      '22:30',
      '23:00',
      '23:30',
      '00:00',
      '00:30',
    ]);
  });

  it('hours over the fall-back night hold the repeated hour twice, each a distinct instant', () => {
    const night: Availability = {
      ...chicago,
      weeklyHours: [[], [], [], [], [], [], [{ start: '00:00', end: '04:00' }]],
    };
    const day = DateTime.fromISO('2026-11-01', { zone: 'America/Chicago' });
    const slots = openSlots(
      night,
      [],
      { from: day.toJSDate(), to: day.plus({ days: 1 }).toJSDate() },
      now,
    );
    // 00:00 CDT (05:00Z) to 04:00 CST (10:00Z): five real hours.
    expect(slots).toHaveLength(10);
    expect(new Set(slots.map((s) => s.start.getTime())).size).toBe(10);
    expect(slots[0]?.start.toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(slots.at(-1)?.end.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    expect(localTimes(night, '2026-11-01', 'America/New_York')).toEqual([
      '01:00',
      '01:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
    ]);
  });
});

describe('open slots and meetings', () => {
  const day = DateTime.fromISO('2026-03-10', { zone: 'America/Chicago' }); // Tuesday
  const range = { from: day.toJSDate(), to: day.plus({ days: 1 }).toJSDate() };
  const at = (time: string) => DateTime.fromISO(`2026-03-10T${time}`, { zone: 'America/Chicago' });
  const meeting = (time: string) => ({
    start: at(time).toJSDate(),
    blockedUntil: at(time).plus({ minutes: 45 }).toJSDate(), // 30 minutes + 15 buffer
  });
  const starts = (busy = [meeting('10:00')], availability = chicago, when = now) =>
    openSlots(availability, busy, range, when).map((s) =>
      DateTime.fromJSDate(s.start, { zone: 'America/Chicago' }).toFormat('HH:mm'),
    );

  it('keeps the buffer before and after a meeting', () => {
    const open = starts();
    expect(open).not.toContain('09:30'); // would end 10:00, no buffer before
    expect(open).not.toContain('10:00');
    expect(open).not.toContain('10:30'); // inside the 15 minutes after
    expect(open).toContain('09:00');
    expect(open).toContain('11:00');
  });

  it('offers nothing on a day that reached its maximum', () => {
    expect(starts([meeting('09:00'), meeting('14:00')], { ...chicago, dailyMax: 2 })).toEqual([]);
  });

  it('respects minimum notice and the booking horizon', () => {
    const when = at('11:10').toJSDate();
    expect(starts([], { ...chicago, minNoticeMinutes: 120 }, when)[0]).toBe('13:30');
    expect(starts([], { ...chicago, horizonDays: 1 }, new Date('2026-03-01T00:00:00Z'))).toEqual(
      [],
    );
  });

  it('a date override replaces the weekday; an empty one is a day off', () => {
    const off = { ...chicago, dateOverrides: [{ date: '2026-03-10', intervals: [] }] };
    expect(starts([], off)).toEqual([]);
    const short = {
      ...chicago,
      dateOverrides: [{ date: '2026-03-10', intervals: [{ start: '15:00', end: '16:00' }] }],
    };
    expect(starts([], short)).toEqual(['15:00', '15:30']);
  });

  it('says why a start cannot be booked', () => {
    const busy = [meeting('10:00')];
    expect(refusalOf(chicago, busy, at('09:00').toJSDate(), now)).toBeUndefined();
    expect(refusalOf(chicago, busy, at('10:30').toJSDate(), now)).toBe('taken');
    expect(refusalOf(chicago, busy, at('09:10').toJSDate(), now)).toBe('closed');
    expect(refusalOf(chicago, busy, at('12:00').toJSDate(), now)).toBe('closed');
    expect(refusalOf(chicago, busy, at('09:00').toJSDate(), at('10:00').toJSDate())).toBe('past');
    expect(
      refusalOf(
        { ...chicago, minNoticeMinutes: 600 },
        busy,
        at('16:00').toJSDate(),
        at('09:00').toJSDate(),
      ),
    ).toBe('notice');
  });
});
