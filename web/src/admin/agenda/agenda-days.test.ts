import { addDays, agendaDays, agendaRange, meetingTimes, zoneDate } from './agenda-days';

describe('agendaDays', () => {
  const chicago = 'America/Chicago';

  it('puts a late-evening meeting on the consultant’s date, not the UTC one', () => {
    // 11:00 PM CST on March 2 is already March 3 in UTC.
    const late = { id: 'late', start: '2026-03-03T05:00:00.000Z' };
    const days = agendaDays([late], chicago, '2026-03-02', 1);
    expect(days).toEqual([{ date: '2026-03-02', label: 'Monday, March 2', meetings: [late] }]);
    expect(agendaDays([late], 'UTC', '2026-03-02', 1)).toEqual([]);
  });

  it('keeps 9 AM meetings on their own days across the March change, in time order', () => {
    const before = { id: 'before', start: '2026-03-06T15:00:00.000Z' }; // Fri 9:00 CST
    const after = { id: 'after', start: '2026-03-09T14:00:00.000Z' }; // Mon 9:00 CDT
    const afternoon = { id: 'afternoon', start: '2026-03-09T19:00:00.000Z' };
    const days = agendaDays([afternoon, after, before], chicago, '2026-03-06', 7);
    expect(days.map((d) => [d.date, d.meetings.map((m) => m.id)])).toEqual([
      ['2026-03-06', ['before']],
      ['2026-03-09', ['after', 'afternoon']],
    ]);
    expect(meetingTimes(before.start, '2026-03-06T15:30:00.000Z', chicago)).toBe(
      '9:00 AM – 9:30 AM CST',
    );
    expect(meetingTimes(after.start, '2026-03-09T14:30:00.000Z', chicago)).toBe(
      '9:00 AM – 9:30 AM CDT',
    );
  });

  it('leaves out meetings outside the dates asked for', () => {
    const meetings = [
      { start: '2026-11-02T15:00:00.000Z' },
      { start: '2026-11-03T15:00:00.000Z' },
      { start: '2026-11-10T15:00:00.000Z' },
    ];
    expect(agendaDays(meetings, chicago, '2026-11-03', 7).map((d) => d.date)).toEqual([
      '2026-11-03',
    ]);
  });

  it('asks the API for a range that holds whole local days in any zone', () => {
    const { from, to } = agendaRange('2026-03-08', 1);
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', chicago]) {
      expect(zoneDate(from, zone) < '2026-03-08').toBe(true);
      expect(zoneDate(to, zone) > '2026-03-08').toBe(true);
    }
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
  });
});
