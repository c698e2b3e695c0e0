import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { apolloStateGlobal } from './apollo-state';

function createBrowserApolloClient(): ApolloClient {
  const cache = new InMemoryCache();
  const state = window[apolloStateGlobal];
  if (state) cache.restore(state as Parameters<InMemoryCache['restore']>[0]);
  return new ApolloClient({
    // Queries only: the chat, the one subscriber, brings its own client with graphql-ws in its
    // lazy chunk, so pages that read the blog do not download a WebSocket client.
    link: new HttpLink({ uri: '/graphql' }),
    cache,
    // Queries already answered in the server's HTML are not fetched again while hydrating.
    ssrForceFetchDelay: 100,
  });
}

let client: ApolloClient | undefined;

/** The browser's Apollo client for the data pages (blog, sitemap). */
export function getBrowserApolloClient(): ApolloClient {
  client ??= createBrowserApolloClient();
  return client;
}
