/** The codes a refusal can carry, and the HTTP status each answers over REST and GraphQL. */
export const refusalStatus = {
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  SLOT_TAKEN: 409,
} as const;

export type RefusalCode = keyof typeof refusalStatus;

/**
 * A module's service refusing a request for a reason the caller can act on. It tells its own
 * code and any machine-readable detail; http/service-errors.ts turns it into the GraphQL error
 * and the REST answer, so resolvers and routes stay thin.
 */
export abstract class RefusalError extends Error {
  abstract readonly code: RefusalCode;

  /** Detail for the client beside the message (GraphQL extensions, REST body fields). */
  get details(): Record<string, unknown> {
    return {};
  }
}
