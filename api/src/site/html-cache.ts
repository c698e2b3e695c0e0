export interface HtmlCacheOptions<T> {
  /** Pages kept until clear(); the least recently used goes first when there are more. */
  maxEntries: number;
  /** Bytes the kept pages may hold in all (`sizeOf`); the least recently used go first. */
  maxBytes?: number;
  sizeOf?: (value: T) => number;
  /**
   * How long a finished render is kept, in ms: Infinity until clear(), 0 not at all. Renders
   * with a finite lifetime (a post that does not exist, say) are kept apart, at most
   * `maxShortLived` of them, so URLs anyone can make up neither render on every request nor
   * push real pages out.
   */
  lifetimeMs: (value: T) => number;
  maxShortLived: number;
  /** Bytes the short-lived renders may hold in all (`sizeOf`). */
  maxShortLivedBytes?: number;
  now?: () => number;
}

interface ShortLived<T> {
  value: Promise<T>;
  settled: T;
  expiresAt: number;
  bytes: number;
}

/** Drops the oldest keys of `map` (insertion order) until it holds at most `max`. */
function trim(map: Map<string, unknown>, max: number, onDrop?: (key: string) => void): void {
  for (const key of map.keys()) {
    if (map.size <= max) return;
    map.delete(key);
    onDrop?.(key);
  }
}

/**
 * Server-rendered pages by URL, least recently used first out. Holds the in-flight promise, so
 * a burst of requests for one page renders it once. A failed render is not remembered: the
 * next request tries again. A render that finishes after clear() is handed to its waiting
 * requests but not kept: it may show the content from before the change.
 */
export class HtmlCache<T> {
  private readonly entries = new Map<string, Promise<T>>();
  /** Finished renders of `entries`, for peek(). */
  private readonly ready = new Map<string, T>();
  private readonly bytes = new Map<string, number>();
  private readonly shortLived = new Map<string, ShortLived<T>>();
  private readonly now: () => number;
  private totalBytes = 0;
  private shortLivedBytes = 0;
  private generation = 0;

  constructor(private readonly options: HtmlCacheOptions<T>) {
    this.now = options.now ?? Date.now;
  }

  get(key: string, render: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept) {
      // Most recently used goes to the end of the map's order.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const fresh = this.fresh(key);
    if (fresh) return fresh;
    const pending = render();
    this.entries.set(key, pending);
    const generation = this.generation;
    const forget = () => {
      if (this.entries.get(key) === pending) this.drop(key);
    };
    pending.then((value) => {
      if (generation !== this.generation) return;
      const lifetime = this.options.lifetimeMs(value);
      if (lifetime === Number.POSITIVE_INFINITY) {
        if (this.entries.get(key) === pending) this.count(key, value);
        return;
      }
      forget();
      if (lifetime > 0) {
        this.keepShortLived(key, {
          value: pending,
          settled: value,
          expiresAt: this.now() + lifetime,
          bytes: this.options.sizeOf?.(value) ?? 0,
        });
      }
    }, forget);
    trim(this.entries, this.options.maxEntries, (dropped) => this.uncount(dropped));
    return pending;
  }

  /** Adds a short-lived render, dropping the oldest while over either cap. */
  private keepShortLived(key: string, entry: ShortLived<T>): void {
    this.dropShortLived(key);
    this.shortLived.set(key, entry);
    this.shortLivedBytes += entry.bytes;
    const maxBytes = this.options.maxShortLivedBytes ?? Number.POSITIVE_INFINITY;
    for (const oldest of this.shortLived.keys()) {
      if (this.shortLived.size <= this.options.maxShortLived && this.shortLivedBytes <= maxBytes)
        return;
      if (oldest === key) return;
      this.dropShortLived(oldest);
    }
  }

  private dropShortLived(key: string): void {
    this.shortLivedBytes -= this.shortLived.get(key)?.bytes ?? 0;
    this.shortLived.delete(key);
  }

  private count(key: string, value: T): void {
    this.ready.set(key, value);
    const size = this.options.sizeOf?.(value) ?? 0;
    this.bytes.set(key, size);
    this.totalBytes += size;
    const maxBytes = this.options.maxBytes ?? Number.POSITIVE_INFINITY;
    for (const oldest of this.entries.keys()) {
      if (this.totalBytes <= maxBytes || oldest === key) return;
      // Renders still in flight hold nothing yet.
      if (this.bytes.has(oldest)) this.drop(oldest);
    }
  }

  private uncount(key: string): void {
    this.ready.delete(key);
    this.totalBytes -= this.bytes.get(key) ?? 0;
    this.bytes.delete(key);
  }

  private drop(key: string): void {
    this.entries.delete(key);
    this.uncount(key);
  }

  /**
   * The finished page for `key`, without waiting and without rendering: undefined when it is
   * not held, still rendering or expired. Counts as a use, like get().
   */
  peek(key: string): T | undefined {
    const kept = this.ready.get(key);
    if (kept !== undefined) {
      const pending = this.entries.get(key);
      if (pending) {
        this.entries.delete(key);
        this.entries.set(key, pending);
      }
      return kept;
    }
    const entry = this.shortLived.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.settled;
    return undefined;
  }

  private fresh(key: string): Promise<T> | undefined {
    const entry = this.shortLived.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.value;
    this.dropShortLived(key);
    return undefined;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.ready.clear();
    this.bytes.clear();
    this.totalBytes = 0;
    this.shortLived.clear();
    this.shortLivedBytes = 0;
  }

  /** Pages held: kept, short-lived (expired ones until looked up) and in flight. */
  get size(): number {
    return this.entries.size + this.shortLived.size;
  }

  /** Bytes the kept and short-lived pages hold (as `sizeOf` counts them). */
  get heldBytes(): number {
    return this.totalBytes + this.shortLivedBytes;
  }
}
