/** The API's GraphQL endpoint, on the page's own origin (HTTP and WebSocket alike). */
export const graphqlPath = '/graphql';

/** The WebSocket address of the GraphQL endpoint, ws: or wss: as the page itself. */
export function graphqlWebSocketUrl(): string {
  const url = new URL(graphqlPath, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** One error of a GraphQL answer, as the API formats it. */
export interface GraphQLAnswerError {
  message: string;
  extensions?: Record<string, unknown> & { code?: string };
}

/**
 * A GraphQL operation that did not give its data: the request never reached the API
 * (`reachedServer` false), or the answer carried `errors` (read by graphQLErrorOf), or neither
 * (a proxy's error page).
 */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly errors: readonly GraphQLAnswerError[],
    readonly reachedServer: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: GraphQLAnswerError[];
}

/**
 * One GraphQL query or mutation over plain fetch, for the public pages' islands: they keep no
 * cache, so a client library would only add to the code a visitor waits for. Resolves with the
 * data; rejects with a GraphQLRequestError.
 */
export async function postGraphQL<TData>(
  query: string,
  variables: object,
  operationName?: string,
): Promise<TData> {
  let response: Response;
  try {
    response = await fetch(graphqlPath, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
      },
      body: JSON.stringify({ query, variables, ...(operationName ? { operationName } : {}) }),
    });
  } catch (cause) {
    throw new GraphQLRequestError(`The request did not reach the API: ${String(cause)}`, [], false);
  }
  const answer = (await response.json().catch(() => ({}))) as GraphQLAnswer<TData>;
  const errors = Array.isArray(answer.errors) ? answer.errors : [];
  if (errors.length > 0 || answer.data == null) {
    const first = errors[0]?.message ?? `no data (HTTP ${response.status})`;
    throw new GraphQLRequestError(first, errors, true, response.status);
  }
  return answer.data;
}
