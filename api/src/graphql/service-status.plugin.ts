import { type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { type ServiceErrorDescription, describeServiceError } from '../kernel/http/service-errors';

/**
 * GraphQL answers 200 even when a resolver failed. Let HTTP clients, proxies and load balancers
 * see what happened too: 503 or 429 with Retry-After for an unavailable database or a rate
 * limit (the database's 503 wins: it concerns every client), else 400 for input the argument
 * rules refused (BAD_USER_INPUT), as Apollo already answers for a bad variable.
 * The browser's Apollo Client asks for application/graphql-response+json, so it still reads
 * the errors' messages from a non-200 answer.
 */
export function serviceStatusPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    requestDidStart: async () => ({
      willSendResponse: async ({ errors, response }) => {
        if (!errors?.length) return;
        let worst: ServiceErrorDescription | undefined;
        for (const error of errors) {
          const described = describeServiceError(unwrapResolverError(error));
          if (described && (!worst || described.status > worst.status)) worst = described;
        }
        if (worst) {
          response.http.status = worst.status;
          if (worst.retryAfterSeconds !== undefined)
            response.http.headers.set('retry-after', String(worst.retryAfterSeconds));
        } else if (errors.some((error) => error.extensions?.code === 'BAD_USER_INPUT')) {
          response.http.status ??= 400;
        }
      },
    }),
  };
}
