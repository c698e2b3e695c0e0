import { fromLocalInput, toLocalInput } from './local-time';

describe('the publication time field', () => {
  it('shows a stored time to the minute, with no seconds', () => {
    const value = toLocalInput('2026-12-01T15:04:37.120Z');
    expect(value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect(new Date(fromLocalInput(value)).toISOString()).toBe('2026-12-01T15:04:00.000Z');
  });
});
