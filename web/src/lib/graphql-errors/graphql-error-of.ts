/** The first error of a failed GraphQL request: its code and message, when it has them. */
export interface GraphQLErrorSummary {
  code?: string;
  message?: string;
}

/** The `errors` of a response Apollo could not read as GraphQL (a 4xx sent as plain JSON). */
function errorsInBody(bodyText: unknown): unknown {
  if (typeof bodyText !== 'string') return undefined;
  try {
    return (JSON.parse(bodyText) as { errors?: unknown }).errors;
  } catch {
    return undefined;
  }
}

/**
 * The first GraphQL error of an Apollo failure (its `errors`, or those in the body of a
 * response Apollo could not parse), for the widget and the desk alike.
 */
export function graphQLErrorOf(error: unknown): GraphQLErrorSummary | undefined {
  const failure = error as { errors?: unknown; bodyText?: unknown } | null | undefined;
  const errors = failure?.errors ?? errorsInBody(failure?.bodyText);
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const first = errors[0] as { message?: unknown; extensions?: { code?: unknown } } | null;
  return {
    code: typeof first?.extensions?.code === 'string' ? first.extensions.code : undefined,
    message: typeof first?.message === 'string' && first.message ? first.message : undefined,
  };
}

/** The API's message when the error's code is one whose message it writes for people. */
export function readableMessageOf(
  error: unknown,
  readableCodes: ReadonlySet<string>,
): string | undefined {
  const summary = graphQLErrorOf(error);
  return summary?.code && readableCodes.has(summary.code) ? summary.message : undefined;
}
