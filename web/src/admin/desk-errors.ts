/** The `errors` of a response Apollo could not read as GraphQL (a 4xx sent as plain JSON). */
function errorsInBody(bodyText: unknown): unknown {
  if (typeof bodyText !== 'string') return undefined;
  try {
    return (JSON.parse(bodyText) as { errors?: unknown }).errors;
  } catch {
    return undefined;
  }
}

/** The first GraphQL error of an Apollo failure: its code and message, when it has one. */
export function graphQLErrorOf(error: unknown): { code?: string; message?: string } | undefined {
  const failure = error as { errors?: unknown; bodyText?: unknown } | null | undefined;
  const errors = failure?.errors ?? errorsInBody(failure?.bodyText);
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const first = errors[0] as { message?: unknown; extensions?: { code?: unknown } };
  return {
    code: typeof first.extensions?.code === 'string' ? first.extensions.code : undefined,
    message: typeof first.message === 'string' ? first.message : undefined,
  };
}

/** Codes whose message the API writes for the person at the desk. */
const readableCodes = new Set([
  'BAD_USER_INPUT',
  'INVALID_CREDENTIALS',
  'TOO_MANY_REQUESTS',
  'NOT_FOUND',
]);

/** What the desk shows for a failed request: the API's own words, or `fallback`. */
export function deskFailureText(error: unknown, fallback: string): string {
  const graphQLError = graphQLErrorOf(error);
  if (graphQLError?.code === 'UNAUTHENTICATED') {
    return 'Your session has ended. Reload the page and sign in again.';
  }
  if (graphQLError?.code && readableCodes.has(graphQLError.code) && graphQLError.message) {
    return graphQLError.message;
  }
  console.error('[desk]', error);
  return fallback;
}
