import { defaultRetryPolicy, type RetryPolicy } from './retry-delay';

/** What a handler is told about the run it is in. */
export interface RunningJob {
  id: string;
  kind: string;
  /** This run's number, from 1 (a run cut short by a crash counts). */
  attempt: number;
}

/**
 * A handler's answer for a kept job that had nothing left to do (an e-mail whose lead or
 * subscriber is gone): the job is deleted rather than kept as done.
 */
export const dropJob: unique symbol = Symbol('drop job');

/**
 * Does the work of one job. Rejecting retries it after back-off. A recurring job's handler may
 * resolve with a time: its next run is then no later than that (the next scheduled post).
 */
export type JobHandler<Payload> = (
  payload: Payload,
  job: RunningJob,
) => Promise<Date | typeof dropJob | undefined | void>;

export interface RecurringSchedule {
  /** The period between runs. */
  everyMs: number;
  /** Run at each start as well (work that piled up while the server was down). */
  atStart?: boolean;
}

export interface RegisteredHandler {
  kind: string;
  run: JobHandler<unknown>;
  retry: RetryPolicy;
  recurring?: RecurringSchedule;
}

/**
 * Which code runs each kind of job: every module registers its own in the composition root
 * (app/create-services.ts). A runner claims only the kinds it knows, so an instance of an older
 * release never takes a job it cannot run.
 */
export class JobRegistry {
  private readonly handlers = new Map<string, RegisteredHandler>();

  /** One-off jobs of `kind`, queued with JobQueue.enqueue. */
  handle<Payload>(kind: string, run: JobHandler<Payload>, retry: Partial<RetryPolicy> = {}): void {
    this.add({ kind, run: run as JobHandler<unknown>, retry: { ...defaultRetryPolicy, ...retry } });
  }

  /** Work that runs every `everyMs` on one instance at a time (the runner keeps its one row). */
  every(kind: string, schedule: RecurringSchedule, run: JobHandler<Record<string, never>>): void {
    if (!(schedule.everyMs >= 1)) throw new Error(`Job ${kind}: everyMs must be at least 1`);
    this.add({
      kind,
      run: run as JobHandler<unknown>,
      retry: defaultRetryPolicy,
      recurring: schedule,
    });
  }

  get(kind: string): RegisteredHandler | undefined {
    return this.handlers.get(kind);
  }

  kinds(): string[] {
    return [...this.handlers.keys()];
  }

  recurring(): (RegisteredHandler & { recurring: RecurringSchedule })[] {
    return [...this.handlers.values()].filter(
      (handler): handler is RegisteredHandler & { recurring: RecurringSchedule } =>
        handler.recurring !== undefined,
    );
  }

  private add(handler: RegisteredHandler): void {
    if (this.handlers.has(handler.kind))
      throw new Error(`A handler for ${handler.kind} jobs is registered already`);
    this.handlers.set(handler.kind, handler);
  }
}

/** The dedupe key of a recurring job's one row. */
export const recurringKey = (kind: string) => `recurring:${kind}`;
