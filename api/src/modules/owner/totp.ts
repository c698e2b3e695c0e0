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

/** A six-digit code of this 30-second step, or the one before or after. */
export function totpMatches(secret: string, code: string): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  try {
    return authenticator.check(code, secret);
  } catch {
    return false;
  }
}

/** The current code (tests, and checking an authenticator app was set up right). */
export const currentTotp = (secret: string): string => authenticator.generate(secret);
