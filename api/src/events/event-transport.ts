import { setMaxListeners } from 'node:events';

/** A listener as EventTarget takes it: a function or an object with handleEvent. */
type Listener = EventListenerOrEventListenerObject;

/**
 * How events travel between the publishers and subscribers of the app's event bus
 * (app-event-bus.ts, which names the event types): in this process, or through Redis to every
 * instance.
 */
export interface EventTransport {
  /** Where the bus dispatches its events and adds its listeners. */
  readonly eventTarget: EventTarget;
  /** False while events cannot reach the other instances (Redis is unreachable). */
  readonly connected: boolean;
  /** Calls `listener` when `connected` changes; returns the unsubscribe function. */
  onConnectionChange(listener: (connected: boolean) => void): () => void;
  /** Resolves true once connected, or false after `timeoutMs` (the app starts degraded). */
  whenConnected(timeoutMs: number): Promise<boolean>;
  /**
   * Delivers `detail` to the subscribers in this process whose event type `matches` (for
   * example every chat session's), without going through Redis: the way to tell local
   * subscribers that the shared bus is down.
   */
  deliverLocally(matches: (type: string) => boolean, detail: unknown): void;
  close(): Promise<void>;
}

/**
 * An EventTarget that remembers its listeners by event type, so `deliverLocally` can reach them
 * even when `inner` (the Redis target) cannot carry events.
 */
export class TrackedEventTarget implements EventTarget {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly inner: EventTarget) {}

  addEventListener(type: string, listener: Listener | null): void {
    if (!listener) return;
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
    this.inner.addEventListener(type, listener);
  }

  removeEventListener(type: string, listener: Listener | null): void {
    if (!listener) return;
    const set = this.listeners.get(type);
    set?.delete(listener);
    if (set?.size === 0) this.listeners.delete(type);
    this.inner.removeEventListener(type, listener);
  }

  dispatchEvent(event: Event): boolean {
    return this.inner.dispatchEvent(event);
  }

  deliverLocally(matches: (type: string) => boolean, detail: unknown): void {
    for (const [type, set] of this.listeners) {
      if (!matches(type)) continue;
      const event = new CustomEvent(type, { detail });
      for (const listener of [...set]) {
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      }
    }
  }
}

/**
 * An EventTarget for this process's events. Node warns past 10 listeners of one type, but one
 * chat session legitimately has more (each open tab's subscription, the desk's); how many a
 * client may open is bounded at the WebSocket gate instead.
 */
export function localEventTarget(): EventTarget {
  const target = new EventTarget();
  setMaxListeners(0, target);
  return target;
}

/** One process: events never leave it, so the transport is always connected. */
export function createInProcessTransport(): EventTransport {
  const eventTarget = new TrackedEventTarget(localEventTarget());
  return {
    eventTarget,
    connected: true,
    onConnectionChange: () => () => undefined,
    whenConnected: async () => true,
    deliverLocally: (matches, detail) => eventTarget.deliverLocally(matches, detail),
    close: async () => undefined,
  };
}
