import { createClient, type Client } from 'graphql-ws';
import { createContext, useContext } from 'react';
import { operationOf, type DocumentString } from '../../lib/graphql-http/operation-of';
import { graphqlWebSocketUrl, postGraphQL } from '../../lib/graphql-http/post-graphql';

type ConnectedListener = (wasRetry: boolean) => void;

/**
 * How the chat talks to the API: queries and mutations over HTTP, its events over the
 * subscription socket. The chat keeps its own state (history, live messages, votes), so it
 * needs no client cache, and the code fetched when the panel first opens stays small.
 */
export interface ChatTransport {
  /** Runs a query or mutation; rejects with a GraphQLRequestError. */
  request<TData, TVariables extends object>(
    document: DocumentString<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData>;
  /** Subscribes over the socket (opened on the first subscription); returns the unsubscribe. */
  subscribe<TData, TVariables extends object>(
    document: DocumentString<TData, TVariables>,
    variables: TVariables,
    onData: (data: TData) => void,
  ): () => void;
  /** True while the subscription socket is open and acknowledged. */
  isConnected(): boolean;
  /**
   * Called each time the socket is (re)connected. Events published while it was down are lost,
   * so the conversation refetches its history after a drop.
   */
  onConnected(listener: ConnectedListener): () => void;
}

const maxReconnectDelayMs = 30_000;

/** Exponential back-off from one second, capped at 30 s, with jitter so tabs do not align. */
export function reconnectDelayMs(retries: number, random: () => number = Math.random): number {
  const base = Math.min(1000 * 2 ** retries, maxReconnectDelayMs);
  return Math.round(base * (0.75 + random() * 0.25));
}

function createSocket(listeners: Set<ConnectedListener>, state: { connected: boolean }): Client {
  return createClient({
    url: graphqlWebSocketUrl(),
    lazy: true,
    // Keep trying while the tab is open: a laptop waking from sleep should get its chat back.
    retryAttempts: Infinity,
    shouldRetry: () => true,
    // graphql-ws doubles its wait with no ceiling (minutes apart after a long outage).
    retryWait: (retries) =>
      new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
    on: {
      connected: (_socket, _payload, wasRetry) => {
        state.connected = true;
        listeners.forEach((listener) => listener(wasRetry));
      },
      closed: () => {
        state.connected = false;
      },
    },
  });
}

function createChatTransport(): ChatTransport {
  const listeners = new Set<ConnectedListener>();
  const state = { connected: false };
  const socket = createSocket(listeners, state);
  function request<TData, TVariables extends object>(
    document: DocumentString<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData> {
    const { query, operationName } = operationOf(document);
    return postGraphQL<TData>(query, variables, operationName);
  }
  function subscribe<TData, TVariables extends object>(
    document: DocumentString<TData, TVariables>,
    variables: TVariables,
    onData: (data: TData) => void,
  ): () => void {
    return socket.subscribe<TData>(
      { ...operationOf(document), variables: variables as Record<string, unknown> },
      {
        next: (result) => {
          if (result.data) onData(result.data);
        },
        // A refused subscription leaves the chat on its history; the log says why.
        error: (error) => console.error('[chat: events]', error),
        complete: () => undefined,
      },
    );
  }
  return {
    request,
    subscribe,
    isConnected: () => state.connected,
    onConnected: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let transport: ChatTransport | undefined;

/**
 * The chat's own transport, created the first time the panel opens. It lives in the lazy chat
 * chunk, so graphql-ws costs nothing on pages where nobody opens the chat; having its own
 * socket also lets it hear about reconnects.
 */
export function getChatTransport(): ChatTransport {
  transport ??= createChatTransport();
  return transport;
}

/** Provided by the chat panel (and by tests, with a fake API). */
export const ChatTransportContext = createContext<ChatTransport | null>(null);

export function useChatTransport(): ChatTransport {
  const provided = useContext(ChatTransportContext);
  if (!provided) throw new Error('useChatTransport needs a ChatTransportContext provider');
  return provided;
}
