import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';

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

interface LeadPage {
  edges: readonly unknown[];
}

/** "Load more" appends the next page; any other answer (a refresh) starts the list again. */
function appendLeadPages(
  existing: LeadPage | undefined,
  incoming: LeadPage,
  { args }: { args: Record<string, unknown> | null },
): LeadPage {
  if (!existing || !args?.after) return incoming;
  return { ...incoming, edges: [...existing.edges, ...incoming.edges] };
}

/**
 * The desk's own client: HTTP with the session cookie, and a WebSocket for deskEvents. The
 * socket opens lazily, on the first subscription after signing in, so its upgrade request
 * carries the session cookie the server reads. Signing out reloads the page (a fresh client).
 */
export function createDeskClient(): ApolloClient {
  const socket = createClient({
    url: webSocketUrl(),
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
  });
  return new ApolloClient({
    link: ApolloLink.split(
      isSubscription,
      new GraphQLWsLink(socket),
      new HttpLink({ uri: graphqlPath, credentials: 'same-origin' }),
    ),
    cache: new InMemoryCache({
      typePolicies: {
        DeskChat: { keyFields: ['sessionId'] },
        Query: { fields: { leads: { keyArgs: ['status', 'search'], merge: appendLeadPages } } },
      },
    }),
  });
}
