import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: a meeting's manage link or the calendar feed's address. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a token: a leaked table holds no working link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A token as issued has exactly this shape; anything else is refused before any lookup. */
export const secretTokenPattern = /^[A-Za-z0-9_-]{43}$/;
