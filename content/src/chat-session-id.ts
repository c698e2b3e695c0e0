/**
 * The one format of a chat session id, made by the browser and required by every way into the
 * API: `session_` and 128 random bits as 32 lowercase hex digits. Whoever knows an id can read
 * that chat, so an id must be unguessable.
 */
export const chatSessionIdPattern = /^session_[0-9a-f]{32}$/;

export const chatSessionIdMessage =
  'Session id must be "session_" followed by 32 random hexadecimal digits (0-9, a-f).';

/**
 * Random hex uses nearly all 16 digits (fewer than 6 distinct ones: less than once in 10^12
 * ids): an id with so few was typed or patterned, not drawn, and is as guessable as it looks.
 */
const minDistinctDigits = 6;

export function isChatSessionId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    chatSessionIdPattern.test(value) &&
    new Set(value.slice('session_'.length)).size >= minDistinctDigits
  );
}

/** A new id from the platform's cryptographic random source (browsers and Node alike). */
export function createChatSessionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `session_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
