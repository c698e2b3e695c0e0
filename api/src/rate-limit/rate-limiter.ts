import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
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
}

/**
 * The store behind every limit, chosen in this one place. In memory today, which suits one
 * process; the scale-out issue passes a shared store (rate-limiter-flexible's RateLimiterRedis
 * takes the same options plus a client) so instances count together.
 */
function createStore(options: StoreOptions): RateLimiterAbstract {
  return new RateLimiterMemory(options);
}

type StoreOptions = NonNullable<ConstructorParameters<typeof RateLimiterMemory>[0]>;

/** The one rate-limiter factory: chat, contacts and history reads all use it. */
export function createRateLimiter(limit: RateLimit): RateLimiter {
  const store = createStore({
    keyPrefix: limit.keyPrefix,
    points: limit.points,
    duration: limit.durationSeconds,
  });
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
  };
}
