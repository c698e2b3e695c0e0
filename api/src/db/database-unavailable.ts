/** What clients are told to wait before trying again while the database is not answering. */
export const databaseRetryAfterSeconds = 5;

export const databaseUnavailableMessage =
  'The service is temporarily unavailable. Please try again in a few seconds.';

/**
 * PostgreSQL error classes meaning "not now" rather than "wrong request": 08 connection
 * exceptions, 53300 too many connections, 57014 statement timeout (query_canceled),
 * 57P01-57P03 shutting down or starting up.
 */
const unavailableSqlState = /^(?:08\w{3}|53300|57014|57P0[1-3])$/;

/** Node socket errors between the app and the database. */
const unavailableSocketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/** pg and pg-pool say these in words only (client-side timeouts, a dropped connection). */
const unavailableMessages = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'Connection is not established',
  'Too many connections',
];

/**
 * True when an error means the database cannot answer now (stopped, frozen, unreachable,
 * timed out): the request is then answered 503 with Retry-After, not 500. TypeORM, graphql-js
 * and Node wrap the driver's error, so the wrapped errors are followed too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, driverError, cause, thrownValue, errors } = current as {
      code?: unknown;
      message?: unknown;
      driverError?: unknown;
      cause?: unknown;
      /** graphql-js wraps a thrown value that is not an Error (one from another realm). */
      thrownValue?: unknown;
      /** Node's AggregateError, when each of a host's addresses refused. */
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (unavailableSqlState.test(code) || unavailableSocketCodes.has(code)) return true;
    }
    if (typeof message === 'string' && unavailableMessages.some((m) => message.includes(m))) {
      return true;
    }
    current =
      driverError ?? cause ?? thrownValue ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return false;
}
