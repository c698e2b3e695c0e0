import { isDatabaseUnavailable } from '../db/database-unavailable';
import { type ExecuteGraphQL } from './web-build';

/**
 * A page render asks GraphQL for its data and turns a failed query into an error state on the
 * page. When the failure was the database not answering, the page is not worth sending (or
 * caching): `rethrow()` after the render raises that error, and the site answers 503.
 */
export function watchDatabase(execute: ExecuteGraphQL): {
  execute: ExecuteGraphQL;
  rethrow(): void;
} {
  let failure: unknown;
  return {
    execute: async (request) => {
      const result = await execute(request);
      const errors = (result as { errors?: readonly { originalError?: unknown }[] }).errors;
      const unavailable = errors?.find((error) => isDatabaseUnavailable(error.originalError));
      if (unavailable) failure ??= unavailable.originalError;
      return result;
    },
    rethrow: () => {
      if (failure !== undefined) throw failure;
    },
  };
}
