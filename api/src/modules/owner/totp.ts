import { site } from '@landman/content';
import { authenticator } from 'otplib';

// otplib 12: its CommonJS build runs under Jest (13 pulls in an ESM-only base32 module).
// One step either side tolerates a phone clock a little off.
authenticator.options = { window: 1 };

/** A new TOTP secret (base32) for an authenticator app. */
export const newTotpSecret = (): string => authenticator.generateSecret(20);

/** The otpauth:// URL an authenticator app scans (or accepts pasted). */
export function totpUri(secret: string, email: string): string {
  return authenticator.keyuri(email, `${site.name} desk`, secret);
}

/** Seconds per TOTP step (RFC 6238's default, what authenticator apps use). */
const stepSeconds = 30;

/**
 * The 30-second step whose code `code` is (this one, or the one before or after), or undefined
 * when it matches none. The caller accepts each step once (RFC 6238, section 5.2).
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    const delta = authenticator.clone({ epoch: now }).checkDelta(code, secret);
    return delta === null ? undefined : Math.floor(now / 1000 / stepSeconds) + delta;
  } catch {
    return undefined;
  }
}

/** The current code (tests, and checking an authenticator app was set up right). */
export const currentTotp = (secret: string): string => authenticator.generate(secret);
