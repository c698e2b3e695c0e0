import {
  createRateLimiter,
  memoryStore,
  type RateLimit,
  type RateLimiter,
  type RateLimitStore,
} from './rate-limiter';

/** One limit of a set: its window and refusal (its store name is the set's prefix and its name). */
export type NamedLimit = Omit<RateLimit, 'keyPrefix'>;

/**
 * The limits one kind of request meets together: per client address, per e-mail address, per
 * chat session, for the whole site... Each is counted under `<prefix>-<name>` in the store (so
 * sets sharing a store never mix), in the order the limits are declared, and only for the keys
 * the request has: a request without an e-mail address meets no per-address limit. The first
 * limit reached refuses the request (RateLimitedError) and the later ones are not counted.
 * Booking, contact, chat and the newsletter each declare their set with this one class.
 */
export class RateLimits<Name extends string> {
  private readonly limiters: [Name, RateLimiter][];

  constructor(
    prefix: string,
    limits: Record<Name, NamedLimit>,
    store: RateLimitStore = memoryStore,
  ) {
    this.limiters = (Object.entries(limits) as [Name, NamedLimit][]).map(([name, limit]) => [
      name,
      createRateLimiter({ ...limit, keyPrefix: `${prefix}-${name}` }, store),
    ]);
  }

  /** Counts one request under each limit whose key is given; throws over the first one reached. */
  async consume(keys: Partial<Record<Name, string | null | undefined>>): Promise<void> {
    for (const [name, limiter] of this.limiters) {
      const key = keys[name];
      if (key) await limiter.consume(key);
    }
  }
}
