import type { ChatTransport } from '../../features/chat/chat-client';
import { operationOf } from '../graphql-http/operation-of';
import { GraphQLRequestError, type GraphQLAnswerError } from '../graphql-http/post-graphql';

/** One operation the chat sent, by name, with its variables. */
export interface FakeOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

/** What the fake API answers: data, or the errors a GraphQL answer carries. */
export interface FakeAnswer {
  data?: unknown;
  errors?: readonly GraphQLAnswerError[];
}

/** Where the fake API writes its answers: once for a request, any number of times for events. */
export interface FakeAnswerSink {
  next(answer: FakeAnswer): void;
  /** The request failed before any answer (a crashed server, a dropped connection). */
  error(cause: unknown): void;
  complete(): void;
}

export type FakeChatApi = (operation: FakeOperation, sink: FakeAnswerSink) => void;

/** A socket that is always up and never reconnects. */
const steadySocket: Pick<ChatTransport, 'isConnected' | 'onConnected'> = {
  isConnected: () => true,
  onConnected: () => () => undefined,
};

/**
 * A ChatTransport over a stand-in API, for the chat's tests: each request and subscription is
 * handed to `api` by operation name, and answers with errors reject as the real transport does.
 */
export function fakeChatTransport(api: FakeChatApi, socket = steadySocket): ChatTransport {
  const operation = (document: Parameters<typeof operationOf>[0], variables: object) => ({
    operationName: operationOf(document).operationName ?? '',
    variables: variables as Record<string, unknown>,
  });
  return {
    ...socket,
    request: <TData>(document: Parameters<typeof operationOf>[0], variables: object) =>
      new Promise<TData>((resolve, reject) => {
        api(operation(document, variables), {
          next: ({ data, errors }) => {
            if (errors?.length) reject(new GraphQLRequestError(errors[0]!.message, errors, true));
            else resolve(data as TData);
          },
          error: reject,
          complete: () => undefined,
        });
      }),
    subscribe: <TData>(
      document: Parameters<typeof operationOf>[0],
      variables: object,
      onData: (data: TData) => void,
    ) => {
      let active = true;
      api(operation(document, variables), {
        next: ({ data }) => {
          if (active && data) onData(data as TData);
        },
        error: () => undefined,
        complete: () => undefined,
      });
      return () => {
        active = false;
      };
    },
  };
}
