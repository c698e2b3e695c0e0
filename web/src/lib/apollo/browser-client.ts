import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { apolloStateGlobal } from './apollo-state';

const graphqlPath = '/graphql';

function webSocketUrl(): string {
  const url = new URL(graphqlPath, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

function isSubscription(operation: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
}

function createBrowserApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: graphqlPath });
  // graphql-ws connects lazily: the socket opens on the first subscription (the chat), not on load.
  const ws = new GraphQLWsLink(createClient({ url: webSocketUrl(), lazy: true, retryAttempts: 5 }));
  const cache = new InMemoryCache();
  const state = window[apolloStateGlobal];
  if (state) cache.restore(state as Parameters<InMemoryCache['restore']>[0]);
  return new ApolloClient({
    link: ApolloLink.split(isSubscription, ws, http),
    cache,
    // Queries already answered in the server's HTML are not fetched again while hydrating.
    ssrForceFetchDelay: 100,
  });
}

let client: ApolloClient | undefined;

/** The browser's one Apollo client, shared by the blog pages and the chat. */
export function getBrowserApolloClient(): ApolloClient {
  client ??= createBrowserApolloClient();
  return client;
}
