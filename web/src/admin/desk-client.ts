import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { isSubscription } from '../lib/apollo/browser-transport';
import { graphqlPath, graphqlWebSocketUrl } from '../lib/graphql-http/post-graphql';

/** The server closes a desk socket with this code once its session ended (sign-out, expiry). */
const sessionEndedCloseCode = 4401;

const closeCodeOf = (event: unknown) => (event as { code?: unknown } | null)?.code;

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
 * carries the session cookie the server reads. Signing out reloads the page (a fresh client);
 * so does a session that ended while the desk was open, which brings back the sign-in form.
 */
export function createDeskClient(
  onSessionEnded: () => void = () => window.location.assign('/admin'),
): ApolloClient {
  const socket = createClient({
    url: graphqlWebSocketUrl(),
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: (event) => closeCodeOf(event) !== sessionEndedCloseCode,
    on: {
      closed: (event) => {
        if (closeCodeOf(event) === sessionEndedCloseCode) onSessionEnded();
      },
    },
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
        // One availability for the site: a save's answer updates every screen that shows it.
        AvailabilitySettings: { keyFields: [] },
        Query: { fields: { leads: { keyArgs: ['status', 'search'], merge: appendLeadPages } } },
      },
    }),
  });
}
