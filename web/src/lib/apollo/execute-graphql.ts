import type { FormattedExecutionResult } from 'graphql';

export interface GraphQLRequestBody {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/**
 * Runs one operation against the API's schema in the same process. The server passes it to
 * `render()` so server-side rendering never makes an HTTP request to itself.
 */
export type ExecuteGraphQL = (request: GraphQLRequestBody) => Promise<FormattedExecutionResult>;
