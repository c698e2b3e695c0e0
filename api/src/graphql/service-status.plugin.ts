import { type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { type ServiceErrorDescription, describeServiceError } from './service-errors';

/**
 * GraphQL answers 200 even when a resolver failed; a rate limit or an unavailable database
 * should still reach HTTP clients, proxies and load balancers as 429 or 503 with Retry-After.
 * The database's 503 wins over a 429: it concerns every client, not just this one.
 */
export function serviceStatusPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    requestDidStart: async () => ({
      willSendResponse: async ({ errors, response }) => {
        let worst: ServiceErrorDescription | undefined;
        for (const error of errors ?? []) {
          const described = describeServiceError(unwrapResolverError(error));
          if (described && (!worst || described.status > worst.status)) worst = described;
        }
        if (!worst) return;
        response.http.status = worst.status;
        response.http.headers.set('retry-after', String(worst.retryAfterSeconds));
      },
    }),
  };
}
