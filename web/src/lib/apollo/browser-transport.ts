import { type ApolloLink } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';

/** The API's GraphQL endpoint, on the page's own origin (HTTP and WebSocket alike). */
export const graphqlPath = '/graphql';

/** The WebSocket address of the GraphQL endpoint, ws: or wss: as the page itself. */
export function graphqlWebSocketUrl(): string {
  const url = new URL(graphqlPath, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** True for subscriptions, which travel over the WebSocket; the rest go over HTTP. */
export function isSubscription(operation: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
}
