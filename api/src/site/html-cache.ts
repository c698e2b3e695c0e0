/**
 * Server-rendered pages by URL. Holds the in-flight promise, so a burst of requests for one
 * page renders it once. Bounded: the oldest entry goes first when it is full.
 */
export class HtmlCache<T> {
  private readonly entries = new Map<string, Promise<T>>();

  /**
   * @param keep whether a finished render is worth keeping; pages that are not (a post that does
   *   not exist, say) are rendered for each request instead of filling the cache with URLs
   *   anyone can make up.
   */
  constructor(
    private readonly maxEntries = 500,
    private readonly keep: (value: T) => boolean = () => true,
  ) {}

  get(key: string, render: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const pending = render();
    this.entries.set(key, pending);
    const forget = () => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    };
    // A failed render is not remembered either: the next request tries again.
    pending.then((value) => {
      if (!this.keep(value)) forget();
    }, forget);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return pending;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
