import { on } from 'node:events';
import { createInProcessTransport, type EventTransport } from './event-transport';
import { type IdTopic, type Topic, type TopicArguments, type TopicPayload } from './topics';

/** A topic's events as they come; `return()` ends the subscription. */
export interface BusSubscription<T> extends AsyncIterableIterator<T> {
  return(): Promise<IteratorResult<T>>;
}

/**
 * The app's one event bus: typed topics (topics.ts) over an event transport, which decides how
 * far an event travels (this process, or every instance through Redis). It implements
 * type-graphql's PubSub, so `@Subscription({ topics, topicId })` resolvers read from it too.
 *
 * The bus names its own event types (`eventType`): the transport carries them as Redis channel
 * names, and `deliverLocally` finds a topic's subscribers by them, so nothing depends on how a
 * library would have named them.
 */
export class AppEventBus {
  constructor(private readonly transport: EventTransport) {}

  /** False while events cannot reach the other instances (Redis is unreachable). */
  get connected(): boolean {
    return this.transport.connected;
  }

  /** Calls `listener` when `connected` changes; returns the unsubscribe function. */
  onConnectionChange(listener: (connected: boolean) => void): () => void {
    return this.transport.onConnectionChange(listener);
  }

  publish<T extends Topic>(topic: T, ...args: TopicArguments[T]): void {
    const id = args.length === 2 ? (args[0] as string) : undefined;
    const payload = args[args.length - 1];
    this.transport.eventTarget.dispatchEvent(
      new CustomEvent(eventType(topic, id), { detail: payload }),
    );
  }

  /**
   * The topic's events (of one id, for a topic published per id) from now on, until the
   * iterator's `return()`, which removes the listener at once, even while waiting for an event.
   */
  subscribe<T extends IdTopic>(topic: T, id: string): BusSubscription<TopicPayload<T>>;
  subscribe<T extends Exclude<Topic, IdTopic>>(topic: T): BusSubscription<TopicPayload<T>>;
  subscribe(topic: Topic, id?: unknown): BusSubscription<unknown> {
    const events = on(this.transport.eventTarget as never, eventType(topic, id));
    const iterator: BusSubscription<unknown> = {
      next: async () => {
        const result = await events.next();
        if (result.done) return { done: true, value: undefined };
        const [event] = result.value as [CustomEvent];
        return { done: false, value: event.detail };
      },
      return: async () => {
        await events.return?.();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  /**
   * Hands `payload` to this process's subscribers of `topic` (every id), without the transport:
   * how local subscribers are told that the shared bus is down.
   */
  deliverLocally<T extends Topic>(topic: T, payload: TopicPayload<T>): void {
    this.transport.deliverLocally(
      (type) => type === topic || type.startsWith(`${topic}:`),
      payload,
    );
  }
}

/** The event type (Redis channel) of a topic, or of one id of it. */
function eventType(topic: Topic, id: unknown): string {
  return id === undefined ? topic : `${topic}:${String(id)}`;
}

/** A bus whose events stay in this process (one instance, tests, the schema emitter). */
export function inProcessEventBus(): AppEventBus {
  return new AppEventBus(createInProcessTransport());
}
