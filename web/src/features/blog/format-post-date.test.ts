import { formatLongDate, formatShortDate, isoDate } from './format-post-date';

describe('post dates', () => {
  it('prints the long en-US form for featured cards and post pages', () => {
    expect(formatLongDate('2024-01-15T12:00:00.000Z')).toBe('January 15, 2024');
  });

  it('prints the short en-US form for cards', () => {
    expect(formatShortDate('2024-01-15T12:00:00.000Z')).toBe('Jan 15, 2024');
  });

  it('uses the UTC day, so server and browser agree near midnight', () => {
    // 11:30 pm in Texas on Feb 29 is already March 1 in UTC.
    expect(formatLongDate('2024-02-29T23:30:00-06:00')).toBe('March 1, 2024');
    expect(formatShortDate('2024-03-01T00:00:00.000Z')).toBe('Mar 1, 2024');
  });

  it('gives a machine-readable timestamp for <time>', () => {
    expect(isoDate('2024-01-15T06:00:00-06:00')).toBe('2024-01-15T12:00:00.000Z');
  });
});
