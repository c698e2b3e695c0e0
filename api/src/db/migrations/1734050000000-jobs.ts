import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * One durable table for every piece of background work (api/src/jobs): one-off jobs due at a
 * time (a reminder, the owner-reply timeout) and recurring ones that schedule their next run (the
 * mail outbox, scheduled posts, purges). A runner leases due rows with FOR UPDATE SKIP LOCKED, so
 * instances on one PostgreSQL never run the same job at once; a lease that runs out (a crash) lets
 * any runner take the job again. `dedupe_key` makes queuing idempotent and cancelling by key easy.
 */
export class Jobs1734050000000 implements MigrationInterface {
  name = 'Jobs1734050000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(100) NOT NULL,
        payload jsonb NOT NULL DEFAULT '{}'::jsonb,
        run_at timestamptz NOT NULL DEFAULT now(),
        every_ms bigint NULL,
        attempts integer NOT NULL DEFAULT 0,
        leased_until timestamptz NULL,
        lease_token uuid NULL,
        dedupe_key varchar(300) NULL,
        status varchar(10) NOT NULL DEFAULT 'pending',
        last_error text NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE UNIQUE INDEX IF NOT EXISTS jobs_dedupe_key ON jobs (dedupe_key)
       WHERE dedupe_key IS NOT NULL AND status = 'pending'`,
    );
    await db.query(`CREATE INDEX IF NOT EXISTS jobs_due ON jobs (run_at) WHERE status = 'pending'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS jobs`);
  }
}
