import { AuthenticationError } from 'type-graphql';
import {
  databaseRetryAfterSeconds,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from '../../db/database-unavailable';
import { RateLimitedError } from '../../rate-limit/rate-limited.error';
import { InputValidationError } from '../../validation/input-validation.error';
import { RefusalError, type RefusalCode, refusalStatus } from '../../validation/refusal.error';

/** What an anonymous caller of an owner operation is told, however it was refused. */
export const notSignedInMessage = 'Sign in to the desk first.';

/** A service failure the client should hear about, with its code and HTTP status. */
export interface ServiceErrorDescription {
  code: RefusalCode | 'TOO_MANY_REQUESTS';
  status: (typeof refusalStatus)[RefusalCode] | 429;
  message: string;
  /** Only for a refusal that passes (rate limits, an unavailable service). */
  retryAfterSeconds?: number;
  /** A module's refusal's own detail (next open slots, the field at fault). */
  details?: Record<string, unknown>;
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
  // A module's own refusal: its code says the status (a chat closing for a restart passes).
  if (error instanceof RefusalError) {
    return {
      code: error.code,
      status: refusalStatus[error.code],
      message: error.message,
      details: error.details,
      ...(error.retryAfterSeconds === undefined
        ? {}
        : { retryAfterSeconds: error.retryAfterSeconds }),
    };
  }
  // type-graphql's @Authorized refusing an anonymous caller.
  if (error instanceof AuthenticationError) {
    return { code: 'UNAUTHENTICATED', status: 401, message: notSignedInMessage };
  }
  // A service's own input check (a desk cursor); argument validation reports these earlier.
  if (error instanceof InputValidationError) {
    return { code: 'BAD_USER_INPUT', status: 400, message: error.message };
  }
  return undefined;
}
