import {
  databaseRetryAfterSeconds,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from '../db/database-unavailable';
import { ChatClosingError, ReplyNotFoundError } from '../modules/chat/chat.service';
import { RateLimitedError } from '../rate-limit/rate-limited.error';
import { AuthenticationError } from 'type-graphql';
import { InputValidationError } from '../validation/input-validation.error';
import { RefusalError, refusalStatus } from '../validation/refusal.error';
import {
  DeskNotFoundError,
  InvalidCredentialsError,
  NotSignedInError,
} from '../modules/owner/owner.errors';

/** A service failure the client should hear about, with its code and HTTP status. */
export interface ServiceErrorDescription {
  code:
    | 'TOO_MANY_REQUESTS'
    | 'SERVICE_UNAVAILABLE'
    | 'UNAUTHENTICATED'
    | 'INVALID_CREDENTIALS'
    | 'NOT_FOUND'
    | 'BAD_USER_INPUT'
    | 'SLOT_TAKEN';
  status: 400 | 401 | 404 | 409 | 429 | 503;
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
  // A chat message sent during the few seconds of a graceful shutdown: retry shortly.
  if (error instanceof ChatClosingError) {
    return {
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      message: error.message,
      retryAfterSeconds: 5,
    };
  }
  if (error instanceof RefusalError) {
    return {
      code: error.code,
      status: refusalStatus[error.code],
      message: error.message,
      details: error.details,
    };
  }
  // A vote on a reply the visitor's session does not have (whether it exists elsewhere is not told).
  if (error instanceof ReplyNotFoundError) {
    return { code: 'NOT_FOUND', status: 404, message: error.message };
  }
  return describeDeskError(error);
}

/** The owner's desk: anonymous callers (type-graphql's @Authorized too), bad sign-ins, unknown ids. */
function describeDeskError(error: unknown): ServiceErrorDescription | undefined {
  if (error instanceof NotSignedInError) {
    return { code: 'UNAUTHENTICATED', status: 401, message: error.message };
  }
  if (error instanceof AuthenticationError) {
    return { code: 'UNAUTHENTICATED', status: 401, message: new NotSignedInError().message };
  }
  if (error instanceof InvalidCredentialsError) {
    return { code: 'INVALID_CREDENTIALS', status: 401, message: error.message };
  }
  // A service's own input check (a desk cursor); argument validation reports these earlier.
  if (error instanceof InputValidationError) {
    return { code: 'BAD_USER_INPUT', status: 400, message: error.message };
  }
  if (error instanceof DeskNotFoundError) {
    return { code: 'NOT_FOUND', status: 404, message: error.message };
  }
  return undefined;
}
