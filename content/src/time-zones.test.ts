import { zoneCity } from './time-zones';

describe('zoneCity', () => {
  it('names a zone by its city, with spaces', () => {
    expect(zoneCity('America/Los_Angeles')).toBe('Los Angeles');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });

  it('keeps a zone without a region as it is', () => {
    expect(zoneCity('UTC')).toBe('UTC');
  });
});
