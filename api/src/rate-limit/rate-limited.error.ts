/**
 * A client went over a rate limit. Every way in maps it the same way: REST answers 429 with
 * Retry-After, GraphQL an error with code TOO_MANY_REQUESTS and HTTP 429, the form a message.
 */
export class RateLimitedError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'RateLimitedError';
  }
}

/** "1 minute", "5 minutes", "45 seconds": for messages people read. */
export function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
