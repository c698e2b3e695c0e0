/** The codes a refusal can carry, and the HTTP status each answers over REST and GraphQL. */
export const refusalStatus = {
  BAD_USER_INPUT: 400,
  /** No valid desk session: anonymous, signed out, or expired. */
  UNAUTHENTICATED: 401,
  /** A sign-in with a wrong address, password or code. */
  INVALID_CREDENTIALS: 401,
  NOT_FOUND: 404,
  SLOT_TAKEN: 409,
  /** The request cannot be done yet (something it waits for is still under way): try again. */
  CONFLICT: 409,
  /** A vote on a chat message that answers nothing (a question back, a flow step, a greeting). */
  NOT_RATEABLE: 422,
  /** Passes by itself in a moment (a graceful shutdown under way): `retryAfterSeconds` says when. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type RefusalCode = keyof typeof refusalStatus;

/**
 * A module's service refusing a request for a reason the caller can act on. It tells its own
 * code and any machine-readable detail; kernel/http/service-errors.ts turns it into the GraphQL error
 * and the REST answer, so resolvers and routes stay thin.
 */
export abstract class RefusalError extends Error {
  abstract readonly code: RefusalCode;

  /** For a refusal that passes by itself: when to try again (Retry-After). */
  readonly retryAfterSeconds?: number;

  /** Detail for the client beside the message (GraphQL extensions, REST body fields). */
  get details(): Record<string, unknown> {
    return {};
  }
}
