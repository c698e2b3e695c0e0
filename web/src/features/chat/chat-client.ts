import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import {
  graphqlPath,
  graphqlWebSocketUrl,
  isSubscription,
} from '../../lib/apollo/browser-transport';

type ConnectedListener = (wasRetry: boolean) => void;
const connectedListeners = new Set<ConnectedListener>();
let socketConnected = false;

/** True while the subscription socket is open and acknowledged. */
export function isChatSocketConnected(): boolean {
  return socketConnected;
}

/**
 * Called each time the socket is (re)connected. Events published while it was down are lost,
 * so the conversation refetches its history after a drop.
 */
export function onChatSocketConnected(listener: ConnectedListener): () => void {
  connectedListeners.add(listener);
  return () => connectedListeners.delete(listener);
}

const maxReconnectDelayMs = 30_000;

/** Exponential back-off from one second, capped at 30 s, with jitter so tabs do not align. */
export function reconnectDelayMs(retries: number, random: () => number = Math.random): number {
  const base = Math.min(1000 * 2 ** retries, maxReconnectDelayMs);
  return Math.round(base * (0.75 + random() * 0.25));
}

function createChatClient(): ApolloClient {
  const socket = createClient({
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
        socketConnected = true;
        connectedListeners.forEach((listener) => listener(wasRetry));
      },
      closed: () => {
        socketConnected = false;
      },
    },
  });
  return new ApolloClient({
    link: ApolloLink.split(
      isSubscription,
      new GraphQLWsLink(socket),
      new HttpLink({ uri: graphqlPath }),
    ),
    cache: new InMemoryCache(),
  });
}

let client: ApolloClient | undefined;

/**
 * The chat's own client, created the first time the panel opens. It lives in the lazy chat
 * chunk, so Apollo and graphql-ws cost nothing on pages where nobody opens the chat; having
 * its own socket also lets it hear about reconnects.
 */
export function getChatClient(): ApolloClient {
  client ??= createChatClient();
  return client;
}
