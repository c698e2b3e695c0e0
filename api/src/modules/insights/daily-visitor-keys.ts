import { createHmac } from 'node:crypto';

const dayMs = 86_400_000;
/** The last day asked for, as its first millisecond and its date: nearly every call is in it. */
let lastDay = { start: NaN, day: '' };

/** The UTC date of a moment, `2026-11-29`: the day a visitor key belongs to. */
export function utcDay(at: Date): string {
  const ms = at.getTime();
  if (ms >= lastDay.start && ms < lastDay.start + dayMs) return lastDay.day;
  const day = at.toISOString().slice(0, 10);
  if (Number.isFinite(ms)) lastDay = { start: ms - (((ms % dayMs) + dayMs) % dayMs), day };
  return day;
}

/**
 * Tells visitors apart for one UTC day only, as Plausible does: the key is an HMAC-SHA256 of
 * the client's address, user agent and the site under a salt that changes every UTC day. The
 * salt is derived from the server's secret and the date (so every instance agrees) and held in
 * memory only, never in a table; the address and user agent are never kept. The same person
 * tomorrow gets an unrelated key, so no one can be followed across days.
 */
export class DailyVisitorKeys {
  private salt: { day: string; value: Buffer } | undefined;

  constructor(
    private readonly secret: Buffer,
    private readonly site: string,
  ) {}

  /** 32 hex digits (128 bits): the visitor's key on the UTC day of `at`. */
  keyOf(address: string, userAgent: string, at: Date): string {
    return createHmac('sha256', this.saltOf(utcDay(at)))
      .update(`${address}\n${userAgent}\n${this.site}`)
      .digest('hex')
      .slice(0, 32);
  }

  private saltOf(day: string): Buffer {
    if (this.salt?.day !== day) {
      const value = createHmac('sha256', this.secret).update(`insights-salt:${day}`).digest();
      this.salt = { day, value };
    }
    return this.salt.value;
  }
}
