import {
  databaseRetryAfterSeconds,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from '../db/database-unavailable';
import { ChatClosingError } from '../modules/chat/chat.service';
import { RateLimitedError } from '../rate-limit/rate-limited.error';

/** A service failure the client should hear about, with its code and HTTP status. */
export interface ServiceErrorDescription {
  code: 'TOO_MANY_REQUESTS' | 'SERVICE_UNAVAILABLE';
  status: 429 | 503;
  message: string;
  retryAfterSeconds: number;
}

/**
 * Rate limits, an unavailable database and a closing chat, as every way in tells them: the
 * resolvers and routes stay thin and throw the services' own errors; REST answers with the
 * status and Retry-After here, and for GraphQL format-error.ts gives them a code and
 * service-status.plugin.ts the HTTP status.
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
  // A chat message sent during the few seconds of a graceful shutdown: retry shortly.
  if (error instanceof ChatClosingError) {
    return {
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      message: error.message,
      retryAfterSeconds: 5,
    };
  }
  return undefined;
}
