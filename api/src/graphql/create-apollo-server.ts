import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { type RequestContext } from '../kernel/request-context';
import { limitedParseOptions } from './operation-limits';
import { persistedQueriesRefused } from './persisted-queries-refused.plugin';
import { serviceStatusPlugin } from './service-status.plugin';
import { subscriptionsOverHttpRefused } from './subscriptions-over-http.plugin';
import { type SchemaExposure, extraValidationRules } from './validation-rules';

/** Apollo for POST/GET /graphql, under the same limits and error format as the WebSocket path. */
export function createApolloServer(
  schema: GraphQLSchema,
  options: {
    exposure: SchemaExposure;
    formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  },
): ApolloServer<RequestContext> {
  return new ApolloServer<RequestContext>({
    schema,
    formatError: options.formatError,
    includeStacktraceInErrorResponses: false,
    // Introspection is refused by a validation rule in extraValidationRules, as on the
    // WebSocket path; Apollo's own switch would add a second error naming Apollo's option.
    introspection: true,
    validationRules: extraValidationRules(options.exposure),
    parseOptions: limitedParseOptions,
    // The site sends whole documents; a persisted-query hash gets a clear 400 (plugin below).
    persistedQueries: false,
    // server.ts orders the shutdown (HTTP drain, chat replies, WebSockets) itself.
    stopOnTerminationSignals: false,
    plugins: [
      // Apollo's own landing page loads from a CDN; /graphql serves a bundled GraphiQL instead.
      ApolloServerPluginLandingPageDisabled(),
      // No CDN or cache sits in front of /graphql; computing cache hints per field only costs.
      ApolloServerPluginCacheControlDisabled(),
      // 429 and 503 (with Retry-After) for rate limits and an unavailable database.
      serviceStatusPlugin(),
      subscriptionsOverHttpRefused,
      persistedQueriesRefused,
    ],
  });
}
