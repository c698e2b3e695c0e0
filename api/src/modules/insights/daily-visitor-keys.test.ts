import { DailyVisitorKeys, utcDay } from './daily-visitor-keys';

const secret = Buffer.from('server-secret-of-at-least-32-bytes!!');
const agent = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('the daily visitor key', () => {
  const keys = new DailyVisitorKeys(secret, 'whitakerland.com');
  const morning = new Date('2026-11-29T00:00:01Z');
  const evening = new Date('2026-11-29T23:59:59Z');
  const nextDay = new Date('2026-11-30T00:00:01Z');

  it('is the same for one visitor all day, and holds neither address nor agent', () => {
    const key = keys.keyOf('203.0.113.7', agent, morning);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyOf('203.0.113.7', agent, evening)).toBe(key);
  });

  it('is unrelated the next UTC day, so a visitor cannot be followed across days', () => {
    expect(keys.keyOf('203.0.113.7', agent, nextDay)).not.toBe(
      keys.keyOf('203.0.113.7', agent, morning),
    );
  });

  it('differs by address, by browser and by site', () => {
    const key = keys.keyOf('203.0.113.7', agent, morning);
    expect(keys.keyOf('203.0.113.8', agent, morning)).not.toBe(key);
    expect(keys.keyOf('203.0.113.7', `${agent} Edge`, morning)).not.toBe(key);
    expect(
      new DailyVisitorKeys(secret, 'other.example').keyOf('203.0.113.7', agent, morning),
    ).not.toBe(key);
  });

  it('agrees across instances sharing the server secret, and not with another secret', () => {
    const other = new DailyVisitorKeys(Buffer.from(secret), 'whitakerland.com');
    expect(other.keyOf('203.0.113.7', agent, evening)).toBe(
      keys.keyOf('203.0.113.7', agent, morning),
    );
    const stranger = new DailyVisitorKeys(
      Buffer.from('another-secret-another-secret-xx'),
      'whitakerland.com',
    );
    expect(stranger.keyOf('203.0.113.7', agent, morning)).not.toBe(
      keys.keyOf('203.0.113.7', agent, morning),
    );
  });

  it('dates a moment by its UTC day, at either edge of a day and in any order', () => {
    const moments = [
      '2026-11-29T00:00:00.000Z',
      '2026-11-29T23:59:59.999Z',
      '2026-11-30T00:00:00.000Z',
      '2026-11-29T12:00:00.000Z',
      '1969-12-31T23:59:59.999Z',
      '1970-01-01T00:00:00.000Z',
      '2026-11-28T23:59:59.999Z',
    ];
    for (const moment of moments) expect(utcDay(new Date(moment))).toBe(moment.slice(0, 10));
  });
});
