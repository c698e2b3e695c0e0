/**
 * Reads events from an async iterable (a pubsub subscription or a graphql-ws stream) until
 * `done` says so, then stops the iteration. Jest's timeout bounds the wait.
 */
export async function collectUntil<T>(
  events: AsyncIterable<T>,
  done: (event: T, all: readonly T[]) => boolean,
): Promise<T[]> {
  const seen: T[] = [];
  for await (const event of events) {
    seen.push(event);
    if (done(event, seen)) break;
  }
  return seen;
}

/** A session id of the shape the browser makes (prefix + random characters). */
export const newSessionId = () => `session_${crypto.randomUUID().replaceAll('-', '')}`;
