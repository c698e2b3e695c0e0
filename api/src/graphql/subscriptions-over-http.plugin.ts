import { type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { type RequestContext } from '../kernel/request-context';

/**
 * Subscriptions run over WebSocket (graphql-ws on the same /graphql path). Over HTTP, Apollo
 * would execute one as a plain field and fail with an internal error: refuse it up front.
 */
export const subscriptionsOverHttpRefused: ApolloServerPlugin<RequestContext> = {
  requestDidStart: async () => ({
    didResolveOperation: async ({ operation }) => {
      if (operation?.operation !== 'subscription') return;
      throw new GraphQLError(
        'Subscriptions are served over WebSocket (graphql-ws) on /graphql, not over HTTP.',
        { extensions: { code: 'SUBSCRIPTION_OVER_HTTP', http: { status: 400 } } },
      );
    },
  }),
};
