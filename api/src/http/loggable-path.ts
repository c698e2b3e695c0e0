import { isChatSessionId } from '@landman/content';

/** What a secret in a logged path is replaced with. */
export const redactedSecret = ':secret';

/** A run of URL-safe characters as long as a 128-bit random value written in base 64. */
const candidateRun = /[A-Za-z0-9_-]{22,}/g;
/** 128 bits written in hexadecimal. */
const hexSecret = /[0-9a-fA-F]{32}/;

/**
 * True for text that can only be a random value: a chat session id, 32 or more hexadecimal
 * digits in a row, or a base-64 run with both upper- and lower-case letters (the site's
 * addresses and slugs are lower case). Manage links, booked pages and the calendar feed carry
 * 43-character base-64 tokens, the chat and the desk carry session ids; a token with none of
 * the two cases comes up about once in 10^10. A file name the build hashed in mixed case may
 * be caught too, which costs a log line some detail and leaks nothing.
 */
function isRandomValue(run: string): boolean {
  // The cheap tests first: this runs on every logged request.
  return (
    hexSecret.test(run) ||
    (/[A-Z]/.test(run) && /[a-z]/.test(run)) ||
    (run.startsWith('session') && isChatSessionId(run))
  );
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function loggableSegment(segment: string): string {
  const plain = decoded(segment);
  // Percent-escaped: judged as the server reads it, and dropped whole when it holds a secret.
  if (plain !== segment) {
    const runs = plain.match(candidateRun) ?? [];
    return runs.some(isRandomValue) ? redactedSecret : segment;
  }
  return segment.replace(candidateRun, (run) => (isRandomValue(run) ? redactedSecret : run));
}

/**
 * A request URL as the logs may keep it: no query string (addresses, newsletter link tokens,
 * any `?token=`) and no fragment, and every path segment that holds a random value (a secret
 * link's token, a chat session id) replaced by `:secret`. By rule rather than by route, so a
 * new secret link needs no change here: `/meetings/<token>` is logged `/meetings/:secret`,
 * `/api/booking/calendar/<token>.ics` as `/api/booking/calendar/:secret.ics`.
 */
export function loggablePath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').map(loggableSegment).join('/');
}
