import { ConfigError, loadConfig } from '../../config';

describe('booking settings', () => {
  it('default to Chicago time, reminders 24 hours and 1 hour before, and modest limits', () => {
    expect(loadConfig({}, '/srv/landman').booking).toEqual({
      timeZone: 'America/Chicago',
      reminderMinutes: [1440, 60],
      perClientPerHour: 10,
      perEmailPerHour: 5,
    });
  });

  it('reads the zone and the reminders, longest first, without repeats', () => {
    const booking = loadConfig(
      { BOOKING_TIME_ZONE: 'America/Denver', BOOKING_REMINDER_MINUTES: '60, 2880,60' },
      '/srv/landman',
    ).booking;
    expect(booking).toMatchObject({ timeZone: 'America/Denver', reminderMinutes: [2880, 60] });
  });

  it('refuses a zone that is not IANA and reminders that are not minutes', () => {
    const attempt = () =>
      loadConfig({ BOOKING_TIME_ZONE: 'Central', BOOKING_REMINDER_MINUTES: '24h' }, '/srv/landman');
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/BOOKING_TIME_ZONE must be an IANA time zone/);
    expect(attempt).toThrow(/BOOKING_REMINDER_MINUTES must be minutes/);
  });
});
