import {
  databaseRetryAfterSeconds,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from '../db/database-unavailable';
import { RateLimitedError } from '../rate-limit/rate-limited.error';

/** A service failure the client should hear about, with its code and HTTP status. */
export interface ServiceErrorDescription {
  code: 'TOO_MANY_REQUESTS' | 'SERVICE_UNAVAILABLE';
  status: 429 | 503;
  message: string;
  retryAfterSeconds: number;
}

/**
 * Rate limits and an unavailable database, as GraphQL tells them: the resolvers stay thin and
 * throw the services' own errors; format-error.ts gives them a code, and
 * service-status.plugin.ts the HTTP status and Retry-After.
 */
export function describeServiceError(error: unknown): ServiceErrorDescription | undefined {
  if (error instanceof RateLimitedError) {
    return {
      code: 'TOO_MANY_REQUESTS',
      status: 429,
      message: error.message,
      retryAfterSeconds: error.retryAfterSeconds,
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      message: databaseUnavailableMessage,
      retryAfterSeconds: databaseRetryAfterSeconds,
    };
  }
  return undefined;
}
