export interface RetryPolicy {
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

/** Five tries over about a quarter of an hour: enough for a database or a mail server to return. */
export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 5,
  retryBaseMs: 10_000,
  retryMaxMs: 10 * 60_000,
};

/**
 * Exponential back-off with jitter: base * 2^(attempt-1), capped, then spread over its upper
 * half, so jobs that failed together (an outage) do not all retry in the same instant.
 */
export function retryDelayMs(attempt: number, policy: RetryPolicy, random = Math.random): number {
  const exponential = policy.retryBaseMs * 2 ** Math.min(attempt - 1, 30);
  const capped = Math.min(exponential, policy.retryMaxMs);
  return Math.round(capped / 2 + (capped / 2) * random());
}
