import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A browser that signed in to the desk before, for one owner address. */
export interface TrustedDevice {
  /** The cookie's random part: its own bucket of sign-in attempts. */
  id: string;
}

export interface IssuedDevice {
  value: string;
  expiresAt: Date;
}

/** A browser stays known this long after its last successful sign-in. */
export const deviceLifetimeMs = 90 * 24 * 3_600_000;

/**
 * Device cookies (OWASP's answer to lockouts that strangers can trigger): a successful sign-in
 * leaves "<random id>.<expiry>.<HMAC-SHA256>" in the browser, the MAC covering the owner's
 * address, so the cookie proves this browser got in as that owner before. Only the server can
 * make one. Such a browser signs in on its own budget of attempts, untouched by a stranger's
 * guesses at the address.
 */
export class DeviceTrust {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  issue(email: string): IssuedDevice {
    const id = randomBytes(16).toString('base64url');
    const expiresAt = new Date(this.now() + deviceLifetimeMs);
    const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
    return { value: `${id}.${expiry}.${this.sign(email, id, expiry)}`, expiresAt };
  }

  /** The device, when `value` is a cookie this server issued for `email` and not expired. */
  verify(value: string | undefined, email: string): TrustedDevice | undefined {
    const match = value && /^([\w-]{22})\.([\da-z]{1,10})\.([\w-]{43})$/.exec(value);
    if (!match) return undefined;
    const [, id, expiry, mac] = match as unknown as [string, string, string, string];
    const expected = Buffer.from(this.sign(email, id, expiry));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (parseInt(expiry, 36) * 1000 <= this.now()) return undefined;
    return { id };
  }

  private sign(email: string, id: string, expiry: string): string {
    return createHmac('sha256', this.secret)
      .update(`desk-device:${email.trim().toLowerCase()}:${id}:${expiry}`)
      .digest('base64url');
  }
}

/**
 * DESK_DEVICE_SECRET when set; otherwise one derived from the server's form-signing secret
 * (FORM_SIGNING_SECRET, or the key kept in DATA_DIR), under a label of its own so neither kind
 * of token can stand in for the other. Instances that share one already share this.
 */
export function deviceSecret(configured: string | undefined, serverSecret: () => string): string {
  if (configured) return configured;
  return createHmac('sha256', serverSecret()).update('desk-device-cookies').digest('base64url');
}
