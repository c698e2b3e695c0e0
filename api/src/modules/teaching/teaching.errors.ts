import { GraphQLError } from 'graphql';

/** The guardrails or the site refuse a taught answer: BAD_USER_INPUT, saying why. */
export class TaughtAnswerRefusedError extends Error {
  constructor(
    message: string,
    /** The input field at fault, for the desk's form. */
    readonly field: 'answer' | 'href' | 'questions',
  ) {
    super(message);
    this.name = 'TaughtAnswerRefusedError';
  }
}

/** No taught answer with that id: NOT_FOUND. */
export class TaughtAnswerNotFoundError extends Error {
  constructor() {
    super('There is no taught answer with this id (it may have been removed).');
    this.name = 'TaughtAnswerNotFoundError';
  }
}

/** The teaching errors as GraphQL tells them; anything else passes through unchanged. */
export function toGraphQLError(error: unknown): unknown {
  if (error instanceof TaughtAnswerRefusedError) {
    return new GraphQLError(error.message, {
      extensions: { code: 'BAD_USER_INPUT', fields: { [error.field]: error.message } },
    });
  }
  if (error instanceof TaughtAnswerNotFoundError) {
    return new GraphQLError(error.message, { extensions: { code: 'NOT_FOUND' } });
  }
  return error;
}

/** Runs a service call, telling its teaching errors the GraphQL way. */
export async function graphqlErrors<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw toGraphQLError(error);
  }
}
