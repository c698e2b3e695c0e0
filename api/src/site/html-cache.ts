export interface HtmlCacheOptions<T> {
  /** Pages kept until clear(); the oldest goes first when there are more. */
  maxEntries: number;
  /**
   * How long a finished render is kept, in ms: Infinity until clear(), 0 not at all. Renders
   * with a finite lifetime (a post that does not exist, say) are kept apart, at most
   * `maxShortLived` of them, so URLs anyone can make up neither render on every request nor
   * push real pages out.
   */
  lifetimeMs: (value: T) => number;
  maxShortLived: number;
  now?: () => number;
}

interface ShortLived<T> {
  value: Promise<T>;
  expiresAt: number;
}

/** Drops the oldest keys of `map` (insertion order) until it holds at most `max`. */
function trim(map: Map<string, unknown>, max: number): void {
  for (const key of map.keys()) {
    if (map.size <= max) return;
    map.delete(key);
  }
}

/**
 * Server-rendered pages by URL. Holds the in-flight promise, so a burst of requests for one
 * page renders it once. A failed render is not remembered: the next request tries again.
 */
export class HtmlCache<T> {
  private readonly entries = new Map<string, Promise<T>>();
  private readonly shortLived = new Map<string, ShortLived<T>>();
  private readonly now: () => number;

  constructor(private readonly options: HtmlCacheOptions<T>) {
    this.now = options.now ?? Date.now;
  }

  get(key: string, render: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key) ?? this.fresh(key);
    if (cached) return cached;
    const pending = render();
    this.entries.set(key, pending);
    const forget = () => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    };
    pending.then((value) => {
      const lifetime = this.options.lifetimeMs(value);
      if (lifetime === Number.POSITIVE_INFINITY) return;
      forget();
      if (lifetime > 0) {
        this.shortLived.set(key, { value: pending, expiresAt: this.now() + lifetime });
        trim(this.shortLived, this.options.maxShortLived);
      }
    }, forget);
    trim(this.entries, this.options.maxEntries);
    return pending;
  }

  private fresh(key: string): Promise<T> | undefined {
    const entry = this.shortLived.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.value;
    this.shortLived.delete(key);
    return undefined;
  }

  clear(): void {
    this.entries.clear();
    this.shortLived.clear();
  }

  /** Pages held: kept, short-lived (expired ones until looked up) and in flight. */
  get size(): number {
    return this.entries.size + this.shortLived.size;
  }
}
