import { isTimeZone } from './time-zone';

describe('isTimeZone: the IANA names browsers accept', () => {
  it('accepts IANA names, their canonical aliases and UTC', () => {
    for (const zone of [
      'America/New_York',
      'America/Argentina/Buenos_Aires',
      'Europe/Kyiv',
      'Asia/Kolkata',
      'Etc/GMT+5',
      'US/Eastern',
      'UTC',
      'Etc/UTC',
    ]) {
      expect([zone, isTimeZone(zone)]).toEqual([zone, true]);
    }
  });

  it('refuses fixed offsets that luxon reads but a browser’s Intl refuses, and non-zones', () => {
    for (const zone of [
      'UTC+5',
      'UTC-05:00',
      'GMT+5',
      '+05:00',
      '-0300',
      'Mars/Olympus',
      '',
      'x'.repeat(65),
    ]) {
      expect([zone, isTimeZone(zone)]).toEqual([zone, false]);
    }
  });
});
