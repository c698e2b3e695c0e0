import { type ApolloLink } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';

/** True for subscriptions, which travel over the WebSocket; the rest go over HTTP. */
export function isSubscription(operation: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
}
