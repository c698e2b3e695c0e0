import { type DataSource, type EntityManager } from 'typeorm';
import { type RetryPolicy, retryDelayMs } from './retry-delay';

/**
 * A job to queue: due now unless `runAt` says later; `key` makes it unique while pending. A
 * `keep` job stays in the table once done (status `done`, `done_at`), and its key stays taken for
 * good, done or failed: it is queued once ever (an e-mail: see jobs/mail/mail-queue.ts).
 */
export interface NewJob<Payload> {
  kind: string;
  payload?: Payload;
  runAt?: Date;
  key?: string;
  keep?: boolean;
}

/** A job a runner holds (its lease), as the handler's run sees it. */
export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  /** This run's number, from 1. */
  attempt: number;
  /** Proves the lease is still this claim's when the job is completed or failed. */
  leaseToken: string;
  recurring: boolean;
  /** The run time the claim found, exactly as the database holds it (see `succeeded`). */
  claimedRunAt: string;
  /** Kept once done (status `done`) instead of deleted. */
  kept: boolean;
}

/** After a failed run: retried later, or given up on (kept as failed; a recurring job goes on). */
export type JobFailure = { state: 'retry'; retryInMs: number } | { state: 'failed' };

/** UPDATE and DELETE ... RETURNING come back from TypeORM's postgres driver as [rows, count]. */
function rowsOf<Row>(result: unknown): Row[] {
  const list = result as unknown[];
  return (Array.isArray(list[0]) ? list[0] : list) as Row[];
}

const pendingKeyConflict = `ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL AND status = 'pending'`;

/**
 * A key is taken while its job is pending (`jobs_dedupe_key`) and, for a kept job, for good
 * (`jobs_kept_key`): a new job that meets either is not queued.
 */
const insertJobs = `INSERT INTO jobs (kind, payload, run_at, dedupe_key, kept)
  SELECT kind, payload, coalesce(run_at, now()), dedupe_key, kept
  FROM unnest($1::varchar[], $2::jsonb[], $3::timestamptz[], $4::varchar[], $5::boolean[])
    AS job(kind, payload, run_at, dedupe_key, kept)
  ON CONFLICT DO NOTHING
  RETURNING id`;

/**
 * The jobs table's SQL. Claiming takes due, unleased jobs with FOR UPDATE SKIP LOCKED (so runners
 * on one PostgreSQL never take the same one) and leases them under a new token; completing or
 * failing a job needs that token, so a runner whose lease ran out (it froze, or died and its
 * handler's effects came late) can no longer touch a job another runner has taken since.
 */
export class JobQueue {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Queues a job, inside the caller's transaction when `manager` is given (the job exists if and
   * only if the domain change does). False when a pending job has the same key already.
   */
  async enqueue<Payload>(job: NewJob<Payload>, manager?: EntityManager): Promise<boolean> {
    return (await this.enqueueMany([job], manager)) > 0;
  }

  /** Queues several jobs in one statement (a newsletter's e-mails); how many were new. */
  async enqueueMany<Payload>(
    jobs: readonly NewJob<Payload>[],
    manager?: EntityManager,
  ): Promise<number> {
    if (jobs.length === 0) return 0;
    const rows = await (manager ?? this.dataSource).query(insertJobs, [
      jobs.map((job) => job.kind),
      jobs.map((job) => JSON.stringify(job.payload ?? {})),
      jobs.map((job) => job.runAt ?? null),
      jobs.map((job) => job.key ?? null),
      jobs.map((job) => job.keep === true),
    ]);
    return rowsOf(rows).length;
  }

  /** Cancels the pending one-off job of `key` (a run already under way re-checks its own state). */
  async cancel(key: string, manager?: EntityManager): Promise<boolean> {
    const rows = await (manager ?? this.dataSource).query(
      `DELETE FROM jobs WHERE dedupe_key = $1 AND status = 'pending' AND every_ms IS NULL
       RETURNING id`,
      [key],
    );
    return rowsOf(rows).length > 0;
  }

  /** Makes the pending job of `key` due now (a recurring job's run is then not skipped either). */
  async runNow(key: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE jobs SET run_at = now() WHERE dedupe_key = $1 AND status = 'pending'`,
      [key],
    );
  }

  /**
   * Writes each recurring job's one row if missing, with its current period; one whose next run
   * lies beyond a (shorter) period is brought forward, and `atStart` makes it due now.
   */
  async ensureRecurring(
    jobs: readonly { kind: string; key: string; everyMs: number; atStart: boolean }[],
  ): Promise<void> {
    for (const job of jobs) {
      await this.dataSource.query(
        `INSERT INTO jobs (kind, dedupe_key, every_ms, run_at) VALUES ($1, $2, $3, now())
         ${pendingKeyConflict} DO UPDATE SET
           every_ms = EXCLUDED.every_ms,
           run_at = least(jobs.run_at,
             CASE WHEN $4::boolean THEN now() ELSE now() + $3 * interval '1 millisecond' END)`,
        [job.kind, job.key, job.everyMs, job.atStart],
      );
    }
  }

  async claim(limit: number, leaseMs: number, kinds: readonly string[]): Promise<ClaimedJob[]> {
    if (limit <= 0 || kinds.length === 0) return [];
    const result: unknown = await this.dataSource.query(
      `UPDATE jobs SET
         attempts = attempts + 1,
         leased_until = now() + make_interval(secs => $2::double precision / 1000),
         lease_token = gen_random_uuid()
       WHERE id IN (
         SELECT id FROM jobs
         WHERE status = 'pending' AND run_at <= now() AND kind = ANY($3::varchar[])
           AND (leased_until IS NULL OR leased_until < now())
         ORDER BY run_at
         LIMIT $1
         FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, payload, attempts, lease_token, every_ms IS NOT NULL AS recurring,
                 run_at::text AS claimed_run_at, kept`,
      [limit, leaseMs, kinds],
    );
    return rowsOf<Record<string, unknown>>(result).map((row) => ({
      id: row.id as string,
      kind: row.kind as string,
      payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
      attempt: Number(row.attempts),
      leaseToken: row.lease_token as string,
      recurring: row.recurring === true,
      claimedRunAt: row.claimed_run_at as string,
      kept: row.kept === true,
    }));
  }

  /** Releases every lease (only for a sole runner: they are a dead process's); how many. */
  async releaseLeases(): Promise<number> {
    const result: unknown = await this.dataSource.query(
      `UPDATE jobs SET leased_until = NULL, lease_token = NULL
       WHERE leased_until IS NOT NULL RETURNING id`,
    );
    // TypeORM's postgres driver returns [rows, count] for UPDATE ... RETURNING.
    const rows = (
      Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result
    ) as unknown[];
    return rows.length;
  }

  /** Keeps the leases of the jobs still running here (a long run is not taken over). */
  async renew(leaseTokens: readonly string[], leaseMs: number): Promise<void> {
    if (leaseTokens.length === 0) return;
    await this.dataSource.query(
      `UPDATE jobs SET leased_until = now() + make_interval(secs => $2::double precision / 1000)
       WHERE lease_token = ANY($1::uuid[])`,
      [leaseTokens, leaseMs],
    );
  }

  /**
   * The handler succeeded: a one-off job is deleted (a kept one marked `done`, unless its handler
   * dropped it); a recurring one moves to its next period, or stays due now when it was asked to
   * run again while it ran (runNow moved its run time), and runs no later than `next`. False
   * when the lease was lost meanwhile.
   */
  async succeeded(job: ClaimedJob, next?: Date, dropped = false): Promise<boolean> {
    const result: unknown = job.recurring
      ? await this.dataSource.query(
          `UPDATE jobs SET attempts = 0, leased_until = NULL, lease_token = NULL, last_error = NULL,
             run_at = least(
               CASE WHEN run_at = $3::timestamptz THEN now() + every_ms * interval '1 millisecond'
                    ELSE run_at END,
               coalesce($4::timestamptz, 'infinity'))
           WHERE id = $1 AND lease_token = $2
           RETURNING id`,
          [job.id, job.leaseToken, job.claimedRunAt, next ?? null],
        )
      : job.kept && !dropped
        ? await this.dataSource.query(
            `UPDATE jobs SET status = 'done', done_at = now(), leased_until = NULL,
               lease_token = NULL, last_error = NULL
             WHERE id = $1 AND lease_token = $2 RETURNING id`,
            [job.id, job.leaseToken],
          )
        : await this.dataSource.query(
            `DELETE FROM jobs WHERE id = $1 AND lease_token = $2 RETURNING id`,
            [job.id, job.leaseToken],
          );
    return rowsOf(result).length > 0;
  }

  /**
   * The handler failed: retried after back-off; after the last attempt a one-off job is kept as
   * failed, and a recurring one waits for its next period. Undefined when the lease was lost.
   */
  async failed(
    job: ClaimedJob,
    error: string,
    policy: RetryPolicy,
    everyMs?: number,
  ): Promise<JobFailure | undefined> {
    const givingUp = job.attempt >= policy.maxAttempts;
    if (givingUp && !job.recurring) {
      const result: unknown = await this.dataSource.query(
        `UPDATE jobs SET status = 'failed', leased_until = NULL, lease_token = NULL, last_error = $3
         WHERE id = $1 AND lease_token = $2 RETURNING id`,
        [job.id, job.leaseToken, error],
      );
      return rowsOf(result).length > 0 ? { state: 'failed' } : undefined;
    }
    const backOff = retryDelayMs(job.attempt, policy);
    const retryInMs = givingUp ? (everyMs ?? backOff) : Math.min(backOff, everyMs ?? backOff);
    const result: unknown = await this.dataSource.query(
      `UPDATE jobs SET leased_until = NULL, lease_token = NULL, last_error = $3,
         attempts = CASE WHEN $5::boolean THEN 0 ELSE attempts END,
         run_at = now() + make_interval(secs => $4::double precision / 1000)
       WHERE id = $1 AND lease_token = $2 RETURNING id`,
      [job.id, job.leaseToken, error, retryInMs, givingUp],
    );
    if (rowsOf(result).length === 0) return undefined;
    return givingUp ? { state: 'failed' } : { state: 'retry', retryInMs };
  }

  /**
   * How long until a job of `kinds` may be claimed (a leased one: when its lease runs out),
   * measured on the database's clock; undefined when none is pending.
   */
  async msUntilNextDue(kinds: readonly string[]): Promise<number | undefined> {
    if (kinds.length === 0) return undefined;
    const [row] = (await this.dataSource.query(
      `SELECT extract(epoch FROM min(greatest(run_at, coalesce(leased_until, run_at))) - now())
                * 1000 AS ms
       FROM jobs WHERE status = 'pending' AND kind = ANY($1::varchar[])`,
      [kinds],
    )) as { ms: string | number | null }[];
    return row?.ms === null || row?.ms === undefined ? undefined : Number(row.ms);
  }
}
