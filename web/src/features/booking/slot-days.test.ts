import { longTime, longTimeOrZone, slotDays } from './slot-days';

describe('slotDays', () => {
  // Chicago 9:00 on the Friday before and the Monday after the March 2026 change.
  const slots = [
    { start: '2026-03-06T15:00:00.000Z', end: '2026-03-06T15:30:00.000Z' },
    { start: '2026-03-09T14:00:00.000Z', end: '2026-03-09T14:30:00.000Z' },
  ];

  it.each([
    ['America/New_York', '10:00 AM'],
    ['America/Los_Angeles', '7:00 AM'],
  ])('shows a visitor in %s the same local time on both sides of the change', (zone, time) => {
    const days = slotDays(slots, zone);
    expect(days.map((d) => d.date)).toEqual(['2026-03-06', '2026-03-09']);
    expect(days.map((d) => d.slots[0]?.time)).toEqual([time, time]);
  });

  it('puts a slot on the visitor’s own date', () => {
    // 9:00 PM in Los Angeles is already the next day in UTC.
    const late = [{ start: '2026-03-11T04:00:00.000Z', end: '2026-03-11T04:30:00.000Z' }];
    expect(slotDays(late, 'America/Los_Angeles')[0]?.date).toBe('2026-03-10');
    expect(slotDays(late, 'UTC')[0]?.date).toBe('2026-03-11');
  });

  it('names the zone in long times', () => {
    expect(longTime('2026-03-09T14:00:00.000Z', 'America/Chicago')).toBe(
      'Monday, March 9 at 9:00 AM CDT',
    );
  });
});

describe('longTimeOrZone', () => {
  it('formats a known zone as longTime does', () => {
    const iso = '2026-03-10T14:00:00.000Z';
    expect(longTimeOrZone(iso, 'America/Chicago')).toBe(longTime(iso, 'America/Chicago'));
  });

  it('names a zone the browser refuses instead of throwing (the agenda stays readable)', () => {
    expect(longTimeOrZone('2026-03-10T14:00:00.000Z', 'UTC+5')).toBe(
      'in UTC+5 (a zone this browser cannot show)',
    );
  });
});
