/**
 * Server-rendered pages by URL. Holds the in-flight promise, so a burst of requests for one
 * page renders it once. Bounded: the oldest entry goes first when it is full.
 */
export class HtmlCache<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string, render: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const pending = render();
    this.entries.set(key, pending);
    // A failed render is not remembered: the next request tries again.
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
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
