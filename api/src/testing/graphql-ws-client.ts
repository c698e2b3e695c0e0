import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type AppEventBus } from '../events/app-event-bus';
import { Topic } from '../events/topics';

/** What `client.iterate()` returns: one GraphQL result per subscription event. */
type ResultStream = ReturnType<Client['iterate']>;

/** A graphql-ws client of the test server, as a browser would open one. */
export function wsClient(serverUrl: string): Client {
  return createClient({
    url: `${serverUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
  });
}

const probe = '__subscription-ready-probe__';

/**
 * graphql-ws has no "subscribed" acknowledgement, so publish a marker on the session's topic
 * until the subscriber receives it: after that, nothing published can be missed.
 */
export async function untilSubscribed(
  events: ResultStream,
  bus: AppEventBus,
  sessionId: string,
): Promise<void> {
  let received = false;
  const first = events.next().then((result) => {
    received = true;
    return result;
  });
  while (!received) {
    bus.publish(Topic.ChatEvents, sessionId, { delta: probe });
    await Promise.race([first, new Promise((resolve) => setTimeout(resolve, 25))]);
  }
  const result = await first;
  const event = (result.value?.data as { chatEvents?: { delta?: unknown } } | undefined)
    ?.chatEvents;
  if (event?.delta !== probe) {
    throw new Error(`Expected the probe event first, got ${JSON.stringify(result.value)}`);
  }
}

/** Reads chatEvents results, skipping leftover probes, until `done` says so. */
export async function readChatEvents(
  events: ResultStream,
  done: (event: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>[]> {
  const seen: Record<string, unknown>[] = [];
  for (;;) {
    const { value, done: ended } = await events.next();
    if (ended) throw new Error(`The subscription ended early after ${JSON.stringify(seen)}`);
    if (value.errors) throw new Error(`Subscription error: ${JSON.stringify(value.errors)}`);
    const event = (value.data as { chatEvents: Record<string, unknown> }).chatEvents;
    if (event.delta === probe) continue;
    seen.push(event);
    if (done(event)) return seen;
  }
}
