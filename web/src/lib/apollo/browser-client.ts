import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';

/**
 * Spec section 9: a failed request is tried three more times, the waits doubling (1, 2, then
 * 4 s on average, jittered so many visitors do not retry in step) and never over 30 s. A 4xx
 * answer is final: asking again would get the same one.
 */
export const pageDataRetry: RetryLink.Options = {
  delay: { initial: 1000, max: 30_000, jitter: true },
  attempts: {
    max: 4,
    retryIf: (error) => !(ServerError.is(error) && error.statusCode < 500),
  },
};

export function createBrowserApolloClient(fetchImpl?: typeof fetch): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      new RetryLink(pageDataRetry),
      new HttpLink({ uri: '/graphql', fetch: fetchImpl }),
    ]),
    cache: new InMemoryCache(),
  });
}

let client: ApolloClient | undefined;

/**
 * The browser's Apollo client for page data (blog, sitemap). It is loaded only when a page
 * needs a query its HTML was not served with (see lib/data/browser-page-query.ts). Queries
 * only: the chat, the one subscriber, brings its own client with graphql-ws in its lazy chunk.
 */
export function getBrowserApolloClient(): ApolloClient {
  client ??= createBrowserApolloClient();
  return client;
}
