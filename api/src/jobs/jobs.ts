import { type DataSource, type EntityManager } from 'typeorm';
import { type Logger } from '../logger';
import { JobQueue, type NewJob } from './job-queue';
import { JobRegistry, recurringKey } from './job-registry';
import { JobRunner, type JobRunnerOptions } from './job-runner';

/**
 * The app's background work (DESIGN.md "Background work"): modules register handlers in the
 * composition root, queue jobs (in their own transactions when the job must exist exactly when
 * their change does), cancel them by key, and ask a recurring job to run now. One runner per
 * process runs them all. E-mail is one handler of it (`mail/mail-queue.ts`): each e-mail a kept
 * job, marked done once sent, whose key is never queued again.
 */
export class Jobs {
  readonly registry = new JobRegistry();
  readonly queue: JobQueue;
  readonly runner: JobRunner;

  constructor(dataSource: DataSource, logger: Logger, options: JobRunnerOptions = {}) {
    this.queue = new JobQueue(dataSource);
    this.runner = new JobRunner(this.queue, this.registry, logger, options);
  }

  /**
   * Queues a job; with `manager`, inside that transaction (call `wake` once it committed).
   * False when a pending job has the same key.
   */
  async enqueue<Payload>(job: NewJob<Payload>, manager?: EntityManager): Promise<boolean> {
    const queued = await this.queue.enqueue(job, manager);
    if (queued && !manager) this.runner.wake();
    return queued;
  }

  /** Cancels the pending job of `key`; true when there was one. */
  cancel(key: string, manager?: EntityManager): Promise<boolean> {
    return this.queue.cancel(key, manager);
  }

  /** The recurring job of `kind` runs as soon as a runner is free (this instance's at once). */
  async runRecurringNow(kind: string): Promise<void> {
    await this.queue.runNow(recurringKey(kind));
    this.runner.wake();
  }

  /** A job queued in a transaction that has now committed: look at the table now. */
  wake(): void {
    this.runner.wake();
  }

  start(): void {
    this.runner.start();
  }

  stop(): Promise<void> {
    return this.runner.stop();
  }
}
