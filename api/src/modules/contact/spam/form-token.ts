import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The contact form's timestamp token: "<issued-at ms>.<HMAC-SHA256 of it>". The page is
 * prerendered, so the browser fetches one when the form mounts; a post proves when its form
 * was served, and a bot that posts the instant it loads the page shows itself.
 */
export type TokenCheck =
  { state: 'missing' } | { state: 'forged' } | { state: 'valid'; ageMs: number };

export class FormTokens {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  issue(): string {
    const issuedAt = String(this.now());
    return `${issuedAt}.${this.sign(issuedAt)}`;
  }

  check(token: string | undefined): TokenCheck {
    if (token === undefined) return { state: 'missing' };
    const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return { state: 'forged' };
    const [, issuedAt, signature] = match as unknown as [string, string, string];
    const expected = Buffer.from(this.sign(issuedAt));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { state: 'forged' };
    }
    const ageMs = this.now() - Number(issuedAt);
    // Issued in the future: not by this server's clock.
    if (ageMs < -60_000) return { state: 'forged' };
    return { state: 'valid', ageMs: Math.max(0, ageMs) };
  }

  private sign(issuedAt: string): string {
    return createHmac('sha256', this.secret).update(`contact-form:${issuedAt}`).digest('base64url');
  }
}
