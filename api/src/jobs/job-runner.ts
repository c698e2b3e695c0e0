import { type Logger } from '../logger';
import { type ClaimedJob, type JobQueue } from './job-queue';
import { dropJob, type JobRegistry, recurringKey } from './job-registry';

export interface JobRunnerOptions {
  /**
   * How long a claimed job is held. Renewed while it runs, so only a runner that stopped (a
   * crash, a frozen process) loses it: then another runner takes the job once it runs out.
   */
  leaseMs?: number;
  /** How often the lease of a running job is renewed (default: a third of the lease). */
  renewEveryMs?: number;
  /**
   * The longest wait between two looks at the table: jobs queued by other instances are seen
   * within it (this instance's own are seen at once; the next due time is always waited for).
   */
  pollIntervalMs?: number;
  /** Jobs run at once by this runner. */
  concurrency?: number;
  /**
   * The only runner on its database (the embedded one, which one process holds through DATA_DIR's
   * lock): a lease found at start is a dead process's, released at once instead of waited out.
   */
  soleRunner?: boolean;
}

/**
 * The shortest sleep: a job the database says is due but that cannot be claimed (held by a
 * runner whose lease is just running out) is asked for again after this, not in a loop.
 */
const minWaitMs = 50;
/** setTimeout's ceiling. */
const maxTimerMs = 2 ** 31 - 1;

/**
 * The one loop that runs background work, in the server process: it claims due jobs of the kinds
 * its registry knows, runs their handlers, and records the outcome (deleted, moved to the next
 * period, retried after back-off, or kept as failed). It sleeps until the next job is due, or the
 * poll interval, or a wake-up (a job queued here). Several instances each run one; the table's
 * leases keep every job to one runner at a time.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private recurringWritten = false;
  private readonly inFlight = new Map<string, { job: ClaimedJob; done: Promise<void> }>();
  private readonly leaseMs: number;
  private readonly pollIntervalMs: number;
  private readonly concurrency: number;
  private readonly renewEveryMs: number;
  private readonly soleRunner: boolean;

  constructor(
    private readonly queue: JobQueue,
    private readonly registry: JobRegistry,
    private readonly logger: Logger,
    options: JobRunnerOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.renewEveryMs = options.renewEveryMs ?? Math.max(this.leaseMs / 3, minWaitMs);
    this.pollIntervalMs = options.pollIntervalMs ?? 5_000;
    this.concurrency = options.concurrency ?? 4;
    this.soleRunner = options.soleRunner ?? false;
  }

  /** Starts the loop (once every module has registered its handlers). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.heartbeat = setInterval(() => void this.renewLeases(), this.renewEveryMs);
    this.heartbeat.unref();
    this.wake();
  }

  /** Looks at the table now (a job was queued or made due here). */
  wake(): void {
    if (this.stopped) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.ticking = this.tick()
      .catch((error: unknown) => {
        if (!this.stopped) this.logger.warn('Jobs: could not read the jobs table', error);
        return this.pollIntervalMs;
      })
      .then((waitMs) => {
        this.ticking = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.wake();
          return;
        }
        // The loop alone never keeps a process alive (the server's sockets do).
        this.timer = setTimeout(() => this.wake(), waitMs).unref();
      });
  }

  /** Stops claiming, and waits for the jobs running here to finish (graceful shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking;
    await Promise.all([...this.inFlight.values()].map((running) => running.done));
    // Renewed until the last job finished: a long one is not taken over meanwhile.
    clearInterval(this.heartbeat);
  }

  /** Claims what it has room for; resolves with how long to sleep. */
  private async tick(): Promise<number> {
    this.again = false;
    if (!this.recurringWritten) {
      if (this.soleRunner) {
        const released = await this.queue.releaseLeases();
        if (released > 0)
          this.logger.info(`Jobs: released ${released} lease(s) of a stopped process`);
      }
      await this.queue.ensureRecurring(
        this.registry.recurring().map((handler) => ({
          kind: handler.kind,
          key: recurringKey(handler.kind),
          everyMs: handler.recurring.everyMs,
          atStart: handler.recurring.atStart === true,
        })),
      );
      this.recurringWritten = true;
    }
    const kinds = this.registry.kinds();
    const room = this.concurrency - this.inFlight.size;
    const claimed = await this.queue.claim(room, this.leaseMs, kinds);
    for (const job of claimed) {
      const done = this.run(job).finally(() => {
        this.inFlight.delete(job.id);
        this.wake();
      });
      this.inFlight.set(job.id, { job, done });
    }
    // A full batch: more may be due; looked at again as soon as a running job frees a slot.
    if (claimed.length > 0 && claimed.length === room) return this.pollIntervalMs;
    const untilDue = await this.queue.msUntilNextDue(kinds);
    const wait = Math.min(untilDue ?? Infinity, this.pollIntervalMs, maxTimerMs);
    return Math.max(wait, minWaitMs);
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.registry.get(job.kind);
    if (!handler) return; // Claimed only by kind: cannot happen.
    let next: Date | typeof dropJob | undefined | void;
    try {
      next = await handler.run(job.payload, { id: job.id, kind: job.kind, attempt: job.attempt });
    } catch (error) {
      await this.failed(job, error, handler.retry, handler.recurring?.everyMs);
      return;
    }
    try {
      const kept = await this.queue.succeeded(
        job,
        next instanceof Date ? next : undefined,
        next === dropJob,
      );
      if (!kept) this.leaseLost(job);
    } catch (error) {
      // Its lease runs out and it runs again: at least once, never lost.
      this.logger.error(`Jobs: ${job.kind} ran but could not be marked done`, error);
    }
  }

  private async failed(
    job: ClaimedJob,
    error: unknown,
    retry: Parameters<JobQueue['failed']>[2],
    everyMs: number | undefined,
  ): Promise<void> {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2_000);
    const outcome = await this.queue
      .failed(job, reason, retry, everyMs)
      .catch((cause: unknown) => this.logger.error(`Jobs: could not record a failure`, cause));
    if (outcome === undefined) return this.leaseLost(job);
    if (outcome.state === 'failed') {
      this.logger.error(
        job.recurring
          ? `Jobs: ${job.kind} failed ${job.attempt} times in a row; next try in its next period`
          : `Jobs: gave up on ${job.kind} job ${job.id} after ${job.attempt} attempts; kept as failed`,
        error,
      );
    } else {
      this.logger.warn(
        `Jobs: attempt ${job.attempt} of ${job.kind} failed (${reason}); retrying in ${Math.round(outcome.retryInMs / 1000)} s`,
      );
    }
  }

  /** Another runner took the job after this one's lease ran out: its outcome is that runner's. */
  private leaseLost(job: ClaimedJob): void {
    this.logger.warn(`Jobs: the lease of ${job.kind} job ${job.id} ran out while it ran here`);
  }

  private async renewLeases(): Promise<void> {
    const tokens = [...this.inFlight.values()].map((running) => running.job.leaseToken);
    await this.queue
      .renew(tokens, this.leaseMs)
      .catch((error: unknown) => this.logger.warn('Jobs: could not renew leases', error));
  }
}
