import { ConfigError, loadConfig } from '../../config';

describe('insights settings', () => {
  it('keeps raw views 30 days and records no country by default', () => {
    expect(loadConfig({}).insights).toEqual({
      record: true,
      rawDays: 30,
      countryHeader: undefined,
      weeklyEmail: true,
    });
  });

  it('reads INSIGHTS_RAW_DAYS and the proxy header, lower-cased as Node gives headers', () => {
    expect(
      loadConfig({ INSIGHTS_RAW_DAYS: '7', INSIGHTS_COUNTRY_HEADER: 'CF-IPCountry' }).insights,
    ).toEqual({ record: true, rawDays: 7, countryHeader: 'cf-ipcountry', weeklyEmail: true });
    expect(loadConfig({ INSIGHTS_WEEKLY_EMAIL: 'false' }).insights.weeklyEmail).toBe(false);
    expect(loadConfig({ INSIGHTS_RECORD: 'false' }).insights.record).toBe(false);
  });

  it.each([
    ['INSIGHTS_RAW_DAYS', '0'],
    ['INSIGHTS_RAW_DAYS', 'month'],
    ['INSIGHTS_COUNTRY_HEADER', 'X Country: yes'],
    ['INSIGHTS_WEEKLY_EMAIL', 'sometimes'],
    ['INSIGHTS_RECORD', 'maybe'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
  });
});
