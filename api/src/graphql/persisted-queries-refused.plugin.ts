import { type ApolloServerPlugin } from '@apollo/server';
import { type RequestContext } from '../kernel/request-context';

/**
 * The site sends whole documents, so automatic persisted queries are off (`persistedQueries:
 * false`). Apollo answers a hash with PERSISTED_QUERY_NOT_SUPPORTED but HTTP 200, the status of
 * APQ's retry protocol; with APQ off there is nothing to retry, so say 400 like every refusal.
 */
export const persistedQueriesRefused: ApolloServerPlugin<RequestContext> = {
  requestDidStart: async () => ({
    willSendResponse: async ({ response, errors }) => {
      if (errors?.some((error) => error.extensions.code === 'PERSISTED_QUERY_NOT_SUPPORTED')) {
        response.http.status = 400;
      }
    },
  }),
};
