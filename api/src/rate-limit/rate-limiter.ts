import { type Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { RateLimitedError } from './rate-limited.error';

export interface RateLimit {
  /** Names the limit in the store, so limits sharing one store never mix their counters. */
  keyPrefix: string;
  /** How many actions one key may take per `durationSeconds`. */
  points: number;
  durationSeconds: number;
  /** The refusal people read, given the wait in seconds. */
  message: (retryAfterSeconds: number) => string;
}

/** A limit on one kind of action, counted per key (a client address, a session, an e-mail). */
export interface RateLimiter {
  /** Counts one action for `key`; throws RateLimitedError when the key is over its limit. */
  consume(key: string): Promise<void>;
  /** Gives back one counted action (a sign-in that succeeded counts no attempt against it). */
  refund(key: string): Promise<void>;
}

/**
 * Where limits count. One process counts in memory; several instances count together in Redis
 * (REDIS_URL), so a visitor cannot multiply a limit by the number of instances.
 */
export type RateLimitStore = { kind: 'memory' } | { kind: 'redis'; client: Redis; prefix: string };

export const memoryStore: RateLimitStore = { kind: 'memory' };

type StoreOptions = NonNullable<ConstructorParameters<typeof RateLimiterMemory>[0]>;

/**
 * The counter behind one limit, chosen in this one place. While Redis is unreachable each
 * instance counts in its own memory (rate-limiter-flexible's insurance limiter) rather than
 * failing every request or letting every request through.
 */
function createStore(options: StoreOptions, store: RateLimitStore): RateLimiterAbstract {
  if (store.kind === 'memory') return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    keyPrefix: `${store.prefix}limit:${options.keyPrefix}`,
    storeClient: store.client,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/** The one rate-limiter factory: chat, contacts and history reads all use it. */
export function createRateLimiter(
  limit: RateLimit,
  storeKind: RateLimitStore = memoryStore,
): RateLimiter {
  const store = createStore(
    { keyPrefix: limit.keyPrefix, points: limit.points, duration: limit.durationSeconds },
    storeKind,
  );
  return {
    consume: async (key) => {
      try {
        await store.consume(key);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw new RateLimitedError(limit.message(retryAfterSeconds), retryAfterSeconds);
      }
    },
    refund: async (key) => {
      await store.reward(key, 1);
    },
  };
}
