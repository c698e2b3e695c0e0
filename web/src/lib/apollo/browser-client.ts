import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

let client: ApolloClient | undefined;

/**
 * The browser's Apollo client for page data (blog, sitemap). It is loaded only when a page
 * needs a query its HTML was not served with (see lib/data/browser-page-query.ts). Queries
 * only: the chat, the one subscriber, brings its own client with graphql-ws in its lazy chunk.
 */
export function getBrowserApolloClient(): ApolloClient {
  client ??= new ApolloClient({
    link: new HttpLink({ uri: '/graphql' }),
    cache: new InMemoryCache(),
  });
  return client;
}
