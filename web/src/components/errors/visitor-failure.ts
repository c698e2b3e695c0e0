import { site } from '@landman/content';
import { readableMessageOf } from '../../lib/graphql-errors/graphql-error-of';

/**
 * GraphQL error codes whose message the API writes for visitors (a limit reached, an input
 * refused). Anything else (a 500, a dropped socket, a library's own text) is for the log only.
 */
const codesWrittenForVisitors: ReadonlySet<string> = new Set([
  'BAD_USER_INPUT',
  'TOO_MANY_REQUESTS',
]);

/** The API's own readable message, when the failure carries one. */
export function messageWrittenForVisitors(error: unknown): string | undefined {
  return readableMessageOf(error, codesWrittenForVisitors);
}

/** A way forward that never depends on the server that just failed. */
export const otherWaysToReachMe = `call me at ${site.phone} or e-mail ${site.email}`;

/**
 * What a visitor reads when something fails: the API's readable message if it sent one, else
 * `fallback`. The technical detail goes to the console, never to the page.
 */
export function visitorFailureText(error: unknown, fallback: string, where: string): string {
  const readable = messageWrittenForVisitors(error);
  if (readable) return readable;
  console.error(`[${where}]`, error);
  return fallback;
}
