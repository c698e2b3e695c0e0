import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * pending: due at `runAt` (or running, while leased); failed: given up on, kept to be read;
 * done: a kept job (`kept`) that ran (an e-mail the server accepted, at `doneAt`).
 */
export type JobStatus = 'pending' | 'failed' | 'done';

/**
 * One piece of background work (api/src/jobs). A one-off job is deleted once its handler
 * succeeded (a kept one is marked done); a recurring one (`everyMs`) stays and is moved to its
 * next run.
 */
@Entity({ name: 'jobs' })
export class Job {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Which registered handler runs it. */
  @Column({ type: 'varchar', length: 100 })
  kind!: string;

  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  payload!: unknown;

  @Column({ name: 'run_at', type: 'timestamptz', default: () => 'now()' })
  runAt!: Date;

  /** Set for a recurring job: its period. */
  @Column({ name: 'every_ms', type: 'bigint', nullable: true })
  everyMs!: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** While in the future a runner holds the job; after, any runner may take it again. */
  @Column({ name: 'leased_until', type: 'timestamptz', nullable: true })
  leasedUntil!: Date | null;

  /** Which claim holds the lease: a runner whose lease ran out cannot complete the job. */
  @Column({ name: 'lease_token', type: 'uuid', nullable: true })
  leaseToken!: string | null;

  /** At most one pending job per key: queuing twice is a no-op, and the key cancels it. */
  @Column({ name: 'dedupe_key', type: 'varchar', length: 300, nullable: true })
  dedupeKey!: string | null;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status!: JobStatus;

  /** Kept once done instead of deleted; its key then stays taken for good (an e-mail's). */
  @Column({ type: 'boolean', default: false })
  kept!: boolean;

  @Column({ name: 'done_at', type: 'timestamptz', nullable: true })
  doneAt!: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
