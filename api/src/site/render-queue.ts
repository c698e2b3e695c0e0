/** Thrown when every render slot is busy and the waiting line is full: answer 503, not wait. */
export class RenderQueueFullError extends Error {
  constructor() {
    super('Too many pages are being rendered at once');
    this.name = 'RenderQueueFullError';
  }
}

/**
 * Server renders take a core for up to a second each. At most `maxRunning` run at once and at
 * most `maxWaiting` more wait their turn (first come, first served); beyond that a render is
 * refused at once. A flood of renders then waits in line instead of starving everything else
 * the process serves (/healthz, /graphql, static files).
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly maxRunning: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(render: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxRunning) {
      if (this.waiting.length >= this.maxWaiting) throw new RenderQueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await render();
    } finally {
      // The slot passes straight to the next in line, so `running` never drops below it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
