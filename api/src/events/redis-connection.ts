import { Redis, type RedisOptions } from 'ioredis';

/**
 * What a Redis connection is for: each use wants different failure behaviour.
 * - `publish`: commands fail at once while Redis is away (the caller reports the outage)
 *   instead of piling up in memory and arriving late.
 * - `subscribe`: a connection in subscriber mode; ioredis re-subscribes after a reconnect.
 * - `limiter`: for rate-limiter-flexible's RateLimiterRedis, which asks for
 *   `enableOfflineQueue: false` so a limiter answers (or falls back) instead of waiting.
 */
export type RedisPurpose = 'publish' | 'subscribe' | 'limiter';

/** Reconnect quickly at first, then every two seconds at most, for as long as it takes. */
const retryStrategy = (attempt: number) => Math.min(attempt * 100, 2_000);

/**
 * The one factory for Redis connections (ioredis). Every connection retries forever, so an
 * instance recovers without a restart when Redis comes back.
 */
export function createRedisConnection(url: string, purpose: RedisPurpose): Redis {
  const options: RedisOptions = {
    connectionName: `landman-${purpose}`,
    retryStrategy,
    // A subscriber must queue its SUBSCRIBE commands until the first connect; the others fail fast.
    enableOfflineQueue: purpose === 'subscribe',
    maxRetriesPerRequest: purpose === 'subscribe' ? null : 1,
    connectTimeout: 5_000,
  };
  const redis = new Redis(url, options);
  // ioredis emits 'error' on every failed reconnect; without a listener Node would crash.
  // Outages are reported by the owners of the connection (see redis-event-target.ts).
  redis.on('error', () => undefined);
  return redis;
}
