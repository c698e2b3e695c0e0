import { graphQLErrorOf, readableMessageOf } from '../lib/graphql-errors/graphql-error-of';

/** Codes whose message the API writes for the person at the desk. */
const readableCodes: ReadonlySet<string> = new Set([
  'BAD_USER_INPUT',
  'INVALID_CREDENTIALS',
  'TOO_MANY_REQUESTS',
  'NOT_FOUND',
  'SLOT_TAKEN',
  'CONFLICT',
]);

/** What the desk shows for a failed request: the API's own words, or `fallback`. */
export function deskFailureText(error: unknown, fallback: string): string {
  if (graphQLErrorOf(error)?.code === 'UNAUTHENTICATED') {
    return 'Your session has ended. Reload the page and sign in again.';
  }
  const readable = readableMessageOf(error, readableCodes);
  if (readable) return readable;
  console.error('[desk]', error);
  return fallback;
}
