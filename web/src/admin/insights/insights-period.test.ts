import {
  changeLabel,
  lastDays,
  periodArguments,
  periodDays,
  previousPeriod,
} from './insights-period';

describe('insights periods', () => {
  it('takes the last 28 days, today included, and the 28 days before them', () => {
    const period = lastDays(28, new Date('2026-03-01T15:00:00Z'));
    expect(period).toEqual({ from: '2026-02-02', to: '2026-03-01' });
    expect(periodDays(period)).toBe(28);
    expect(previousPeriod(period)).toEqual({ from: '2026-01-05', to: '2026-02-01' });
  });

  it('compares a single day with the day before', () => {
    expect(previousPeriod({ from: '2026-01-01', to: '2026-01-01' })).toEqual({
      from: '2025-12-31',
      to: '2025-12-31',
    });
  });

  it('asks for noon UTC of each day', () => {
    expect(periodArguments({ from: '2026-01-01', to: '2026-01-07' })).toEqual({
      from: '2026-01-01T12:00:00.000Z',
      to: '2026-01-07T12:00:00.000Z',
    });
  });

  it('labels the change from the previous period', () => {
    expect(changeLabel(125, 100)).toBe('+25%');
    expect(changeLabel(90, 100)).toBe('−10%');
    expect(changeLabel(3, 0)).toBe('new');
    expect(changeLabel(0, 0)).toBe('—');
  });
});
