import { LRUCache } from 'lru-cache';

export interface HtmlCacheOptions<T> {
  /** Pages kept until clear(); the least recently used goes first when there are more. */
  maxEntries: number;
  /** Bytes the kept pages may hold in all (`sizeOf`); the least recently used go first. */
  maxBytes?: number;
  sizeOf?: (value: T) => number;
  /**
   * How long a finished render is kept, in ms (looked up once more than that old, it renders
   * again): Infinity until clear(), 0 not at all. Renders
   * with a finite lifetime (a post that does not exist, say) are kept apart, at most
   * `maxShortLived` of them, so URLs anyone can make up neither render on every request nor
   * push real pages out.
   */
  lifetimeMs: (value: T) => number;
  maxShortLived: number;
  /** Bytes the short-lived renders may hold in all (`sizeOf`). */
  maxShortLivedBytes?: number;
  /** The clock for lifetimes, in ms; default: the process's monotonic clock. */
  now?: () => number;
}

/** A finished render, with the promise its first requests got (returned to later ones too). */
interface Held<T> {
  value: T;
  promise: Promise<T>;
}

/**
 * Server-rendered pages by URL, least recently used first out (two `lru-cache`s: pages kept
 * until clear(), and the short-lived ones with a time to live). A burst of requests for one
 * page renders it once: they share the render in flight. A failed render is not remembered:
 * the next request tries again. A render that finishes after clear() is handed to its waiting
 * requests but not kept: it may show the content from before the change.
 */
export class HtmlCache<T> {
  private readonly kept: LRUCache<string, Held<T>>;
  private readonly shortLived: LRUCache<string, Held<T>>;
  /** Renders in flight; renders run a few at a time (the site's render queue). */
  private readonly rendering = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(private readonly options: HtmlCacheOptions<T>) {
    const perf = options.now ? { now: options.now } : undefined;
    this.kept = new LRUCache({ max: options.maxEntries, ...this.sizing(options.maxBytes), perf });
    this.shortLived = new LRUCache({
      max: options.maxShortLived,
      ...this.sizing(options.maxShortLivedBytes),
      perf,
      // Per entry: each short-lived render says how long it lives (lifetimeMs).
      ttlResolution: 0,
    });
  }

  /** Size tracking when `sizeOf` is given (lru-cache sizes are positive integers). */
  private sizing(maxBytes: number | undefined) {
    const { sizeOf } = this.options;
    if (!sizeOf) return {};
    return {
      maxSize: maxBytes ?? Number.MAX_SAFE_INTEGER,
      sizeCalculation: (held: Held<T>) => Math.max(1, Math.ceil(sizeOf(held.value))),
    };
  }

  get(key: string, render: () => Promise<T>): Promise<T> {
    const held = this.kept.get(key) ?? this.shortLived.get(key);
    if (held) return held.promise;
    const inFlight = this.rendering.get(key);
    if (inFlight) return inFlight;
    const pending = render();
    this.rendering.set(key, pending);
    const generation = this.generation;
    const settled = () => {
      if (this.rendering.get(key) === pending) this.rendering.delete(key);
    };
    pending.then((value) => {
      settled();
      if (generation !== this.generation) return;
      const lifetime = this.options.lifetimeMs(value);
      const entry = { value, promise: pending };
      if (lifetime === Number.POSITIVE_INFINITY) this.kept.set(key, entry);
      else if (lifetime > 0) this.shortLived.set(key, entry, { ttl: Math.ceil(lifetime) });
    }, settled);
    return pending;
  }

  /**
   * The finished page for `key`, without waiting and without rendering: undefined when it is
   * not held, still rendering or expired. Counts as a use, like get().
   */
  peek(key: string): T | undefined {
    return (this.kept.get(key) ?? this.shortLived.get(key))?.value;
  }

  clear(): void {
    this.generation += 1;
    this.kept.clear();
    this.shortLived.clear();
    this.rendering.clear();
  }

  /** Pages held: kept, short-lived (expired ones until looked up) and in flight. */
  get size(): number {
    return this.kept.size + this.shortLived.size + this.rendering.size;
  }

  /** Bytes the kept and short-lived pages hold (as `sizeOf` counts them). */
  get heldBytes(): number {
    return this.kept.calculatedSize + this.shortLived.calculatedSize;
  }
}
