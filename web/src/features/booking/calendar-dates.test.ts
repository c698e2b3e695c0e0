import { addMonths, clampDate, dateAfterKey, dateIn, monthWeeks } from './calendar-dates';

describe('monthWeeks', () => {
  it('lays March 2026 out from Sunday the 1st to Tuesday the 31st, padded to whole weeks', () => {
    const weeks = monthWeeks('2026-03');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(weeks[4]).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);
  });

  it('pads the first week before a month that starts mid-week (April 2026 starts Wednesday)', () => {
    expect(monthWeeks('2026-04')[0]?.slice(0, 4)).toEqual([null, null, null, '2026-04-01']);
  });
});

describe('dateAfterKey', () => {
  // Wednesday, March 11 2026.
  const date = '2026-03-11';
  it.each([
    ['ArrowLeft', false, '2026-03-10'],
    ['ArrowRight', false, '2026-03-12'],
    ['ArrowUp', false, '2026-03-04'],
    ['ArrowDown', false, '2026-03-18'],
    ['Home', false, '2026-03-08'],
    ['End', false, '2026-03-14'],
    ['PageUp', false, '2026-02-11'],
    ['PageDown', false, '2026-04-11'],
    ['PageDown', true, '2027-03-11'],
  ])('%s (shift %s) moves to %s', (key, shift, expected) => {
    expect(dateAfterKey(key, date, shift)).toBe(expected);
  });

  it('crosses a month and a daylight-saving change by whole days', () => {
    expect(dateAfterKey('ArrowRight', '2026-03-31')).toBe('2026-04-01');
    expect(dateAfterKey('ArrowDown', '2026-03-05')).toBe('2026-03-12');
  });

  it('ignores keys that are not the grid’s', () => {
    expect(dateAfterKey('a', date)).toBeUndefined();
  });
});

describe('addMonths and clampDate', () => {
  it('keeps to the shorter month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
  it('holds a date inside the window', () => {
    expect(clampDate('2026-02-01', '2026-03-02', '2026-03-23')).toBe('2026-03-02');
    expect(clampDate('2026-04-01', '2026-03-02', '2026-03-23')).toBe('2026-03-23');
    expect(clampDate('2026-03-10', '2026-03-02', '2026-03-23')).toBe('2026-03-10');
  });
});

describe('dateIn', () => {
  it('is the date on the zone’s own clock', () => {
    const instant = new Date('2026-03-11T04:00:00Z');
    expect(dateIn('America/Los_Angeles', instant)).toBe('2026-03-10');
    expect(dateIn('UTC', instant)).toBe('2026-03-11');
  });
});
