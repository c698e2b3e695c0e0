import { type PageView } from './page-view';

export interface PageViewBufferOptions {
  /** Views written per statement; a full batch is written at once. */
  batchSize: number;
  /** Views held at most while the database is slow or down: beyond, new ones are dropped. */
  maxBuffered: number;
  /** A batch that is not full is written this long after its first view. */
  flushDelayMs: number;
}

/** The next turn of the event loop, after the requests that arrived meanwhile. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * 100 views a statement. On the embedded database a statement runs on the server's own thread
 * (PGlite is in this process), and the requests that arrive meanwhile wait for it: measured
 * alone (PGlite through its socket server, the table's indexes), a 500-row insert held the thread
 * 10 to 14 ms, a 100-row one about 2 ms, for about the same CPU per row (some 20 to 30 µs); below
 * 50 rows the statement's own cost starts to show (at 25 rows some 60 µs a row). At 1,000 views
 * a second that is ten short pauses a second instead of two long ones, which the slowest
 * requests (the p99) no longer wait out (`npm run bench:insights`).
 */
export const defaultPageViewBufferOptions: PageViewBufferOptions = {
  batchSize: 100,
  maxBuffered: 20_000,
  flushDelayMs: 1_000,
};

/**
 * Page views (or what they are worked out from) on their way to the database, written in
 * batches in the background: a request only pushes onto an array. Bounded, and a failed write
 * drops its batch: a slow or broken database loses counts, never delays or fails a page. A full
 * batch is written as soon as it is full, and only full batches while views keep coming: the views
 * that arrive while one is written wait for the next full one (a statement per few views cost
 * the embedded database several times the CPU per row, and a pause of the server's thread each).
 * The one-shot timer (a second after a view, not a poll loop) writes the part batch left,
 * this process's memory, which no job on another instance could; flush() on shutdown writes
 * what is left and clears it.
 */
export class PageViewBuffer<T = PageView> {
  private views: T[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writes: Promise<void> = Promise.resolve();
  /** A write of the full batches is queued and has not started yet. */
  private fullQueued = false;
  /** Views of the batch being written. */
  private writing = 0;
  /** Views lost to a full buffer or a failed write since start. */
  dropped = 0;
  /** Views written since start. */
  written = 0;

  constructor(
    private readonly write: (views: readonly T[]) => Promise<void>,
    private readonly logError: (message: string, error?: unknown) => void,
    private readonly options: PageViewBufferOptions = defaultPageViewBufferOptions,
  ) {}

  add(view: T): void {
    if (this.views.length >= this.options.maxBuffered) {
      this.dropped += 1;
      return;
    }
    this.views.push(view);
    if (this.views.length >= this.options.batchSize) this.writeFullBatches();
    else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.flush();
      }, this.options.flushDelayMs);
    }
  }

  /** Writes every buffered view (batch by batch, one write at a time); failures logged. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.writes = this.writes.then(() => this.drain(true));
    return this.writes;
  }

  /** Queues a write of the full batches (once: the one queued picks up the views added since). */
  private writeFullBatches(): void {
    if (this.fullQueued) return;
    this.fullQueued = true;
    this.writes = this.writes.then(() => {
      this.fullQueued = false;
      return this.drain(false);
    });
  }

  /**
   * Writes the full batches, and with `all` every view buffered when it starts (views that come
   * meanwhile have their own timer: under steady traffic, writing until the buffer is empty
   * would write the few views of each pause, one small statement after another).
   */
  private async drain(all: boolean): Promise<void> {
    let owed = all ? this.views.length : 0;
    while (this.views.length >= this.options.batchSize || (owed > 0 && this.views.length > 0)) {
      // Requests waiting to be read go first: a batch never holds up more than one pause.
      await nextTurn();
      const batch = this.views.splice(0, this.options.batchSize);
      owed -= batch.length;
      this.writing = batch.length;
      try {
        await this.write(batch);
        this.written += batch.length;
      } catch (error) {
        this.dropped += batch.length;
        this.logError(`Insights: ${batch.length} page views could not be written`, error);
      } finally {
        this.writing = 0;
      }
    }
  }

  /** Views waiting to be written, and being written. */
  get pending(): number {
    return this.views.length + this.writing;
  }
}
