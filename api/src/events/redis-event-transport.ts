import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { type Redis } from 'ioredis';
import { type Logger } from '../logger';
import { eventSerializer } from './event-serializer';
import { type EventTransport, TrackedEventTarget } from './event-transport';
import { createRedisConnection } from './redis-connection';

export interface RedisTransportOptions {
  url: string;
  /** Prepended to every channel, so deployments (and test runs) sharing a Redis never mix. */
  prefix: string;
  logger: Logger;
}

/**
 * Events through Redis pub/sub (@graphql-yoga/redis-event-target, as in type-graphql's
 * redis-subscriptions example), so a subscriber on any instance sees what any instance
 * publishes; the bus's event types are the channel names. The library fires its Redis commands without handling a failure; the
 * clients handed to it here catch every failure (no unhandled rejection while Redis is away) and
 * add the channel prefix.
 */
export function createRedisTransport({
  url,
  prefix,
  logger,
}: RedisTransportOptions): EventTransport {
  const publisher = createRedisConnection(url, 'publish');
  const subscriber = createRedisConnection(url, 'subscribe');
  // One line per outage, not one per event: every chat event fails while Redis is away.
  let failing = false;
  const warn = (what: string) => (error: unknown) => {
    if (failing) return;
    failing = true;
    logger.warn(`Event bus: ${what} failed (${(error as Error).message}); events are being lost`);
  };

  const publishClient = {
    publish: (channel: string, message: string) =>
      publisher.publish(prefix + channel, message).catch(warn('publish')),
  };
  const subscribeClient = {
    on: (_event: 'message', listener: (channel: string, message: string) => void) =>
      subscriber.on('message', (channel: string, message: string) => {
        if (channel.startsWith(prefix)) listener(channel.slice(prefix.length), message);
      }),
    subscribe: (channel: string) => subscriber.subscribe(prefix + channel).catch(warn('subscribe')),
    unsubscribe: (channel: string) =>
      subscriber.unsubscribe(prefix + channel).catch(warn('unsubscribe')),
  };
  const redisTarget = createRedisEventTarget({
    // Only publish, on, subscribe and unsubscribe are used by the library.
    publishClient: publishClient as unknown as Redis,
    subscribeClient: subscribeClient as unknown as Redis,
    serializer: eventSerializer,
  });
  const eventTarget = new TrackedEventTarget(redisTarget as unknown as EventTarget);

  const listeners = new Set<(connected: boolean) => void>();
  const isConnected = () => publisher.status === 'ready' && subscriber.status === 'ready';
  let connected = false;
  let everConnected = false;
  let closing = false;
  const update = () => {
    if (closing) return;
    const now = isConnected();
    if (now === connected) return;
    connected = now;
    if (now) failing = false;
    if (now && everConnected) logger.info('Event bus: Redis is reachable again');
    if (!now) logger.warn('Event bus: Redis is unreachable; live updates are paused');
    everConnected ||= now;
    for (const listener of [...listeners]) listener(now);
  };
  for (const redis of [publisher, subscriber]) {
    for (const event of ['ready', 'close', 'end', 'reconnecting']) redis.on(event, update);
  }

  return {
    eventTarget,
    get connected() {
      return connected;
    },
    onConnectionChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    whenConnected(timeoutMs) {
      if (connected) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => finish(false), timeoutMs);
        const stop = this.onConnectionChange((now) => now && finish(true));
        function finish(result: boolean) {
          clearTimeout(timer);
          stop();
          resolve(result);
        }
      });
    },
    deliverLocally: (matches, detail) => eventTarget.deliverLocally(matches, detail),
    async close() {
      closing = true;
      listeners.clear();
      await Promise.all([publisher, subscriber].map((redis) => closeConnection(redis)));
    },
  };
}

/** QUIT lets pending commands finish; a connection that is down is simply dropped. */
async function closeConnection(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}
