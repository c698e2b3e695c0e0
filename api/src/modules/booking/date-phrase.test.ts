import { parseWhen, slotFits } from './date-phrase';

// Wednesday 11 March 2026, 3 PM in New York.
const now = new Date('2026-03-11T19:00:00Z');
const zone = 'America/New_York';

describe('parseWhen', () => {
  it.each([
    ['tomorrow afternoon', { firstDay: '2026-03-12', lastDay: '2026-03-12', part: 'afternoon' }],
    ['next Tuesday at 10', { firstDay: '2026-03-17', lastDay: '2026-03-17', minuteOfDay: 600 }],
    ['any morning next week', { firstDay: '2026-03-16', lastDay: '2026-03-22', part: 'morning' }],
    ['Friday at 2', { firstDay: '2026-03-13', lastDay: '2026-03-13', minuteOfDay: 14 * 60 }],
    ['could we do Wednesday?', { firstDay: '2026-03-18', lastDay: '2026-03-18' }],
    ['March 20 at 9:30am', { firstDay: '2026-03-20', lastDay: '2026-03-20', minuteOfDay: 570 }],
    ['the 2nd of January', { firstDay: '2027-01-02', lastDay: '2027-01-02' }],
    ['today at 4pm', { firstDay: '2026-03-11', lastDay: '2026-03-11', minuteOfDay: 16 * 60 }],
    ['this week', { firstDay: '2026-03-11', lastDay: '2026-03-15' }],
    [
      'Tuesday next week in the afternoon',
      { firstDay: '2026-03-17', lastDay: '2026-03-17', part: 'afternoon' },
    ],
  ])('reads "%s"', (phrase, expected) => {
    expect(parseWhen(phrase, now, zone)).toEqual(expected);
  });

  it('names no day in words that have none', () => {
    expect(parseWhen('I would like to book a call', now, zone)).toBeUndefined();
    expect(parseWhen('My lease has 3 wells', now, zone)).toBeUndefined();
  });

  it('reads the day in the visitor’s zone, not the server’s', () => {
    // 02:00 UTC on the 12th is still the 11th in Los Angeles.
    const late = new Date('2026-03-12T02:00:00Z');
    expect(parseWhen('tomorrow', late, 'America/Los_Angeles')?.firstDay).toBe('2026-03-12');
    expect(parseWhen('tomorrow', late, 'UTC')?.firstDay).toBe('2026-03-13');
  });
});

describe('a part of the day alone', () => {
  it('spans the next two weeks: "I am free most mornings"', () => {
    expect(parseWhen("I'm free most mornings", new Date('2026-03-11T15:00:00Z'), zone)).toEqual({
      firstDay: '2026-03-11',
      lastDay: '2026-03-24',
      part: 'morning',
    });
    expect(
      parseWhen('I would like a call', new Date('2026-03-11T15:00:00Z'), zone),
    ).toBeUndefined();
  });
});

describe('slotFits', () => {
  const wanted = { firstDay: '2026-03-16', lastDay: '2026-03-22', part: 'morning' as const };
  it('keeps mornings of the days asked for, in the visitor’s zone', () => {
    expect(slotFits(new Date('2026-03-16T14:00:00Z'), wanted, zone)).toBe(true); // 10:00 EDT
    expect(slotFits(new Date('2026-03-16T18:00:00Z'), wanted, zone)).toBe(false); // 14:00
    expect(slotFits(new Date('2026-03-23T14:00:00Z'), wanted, zone)).toBe(false); // next Monday
  });
});
