import { randomUUID } from 'node:crypto';
import { type DataSource } from 'typeorm';
import { createDataSource, initializeDataSource } from '../db/data-source';
import { createMemoryLogger } from '../logger';
import { onRealPostgres } from '../testing/cluster';
import { testConfig } from '../testing/test-config';
import { openTestDataSource } from '../testing/test-data-source';
import { type ClaimedJob, JobQueue } from './job-queue';
import { recurringKey } from './job-registry';
import { Jobs } from './jobs';
import { appEntities } from '../app/entities';

jest.setTimeout(60_000);

/** Resolves when `check` holds, looking every 20 ms; fails after `withinMs`. */
async function until(check: () => boolean | Promise<boolean>, withinMs: number, what: string) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A kind no other test (nor a server's registry) knows: tests share the worker's database. */
const uniqueKind = (what: string) => `test.${what}.${randomUUID().slice(0, 8)}`;

describe('jobs: one table, a registry, one runner', () => {
  let dataSource: DataSource;
  const started: Jobs[] = [];

  /** A runner on `source` (this file's data source unless said otherwise), stopped after each test. */
  const jobsOn = (options: ConstructorParameters<typeof Jobs>[2] = {}, source = dataSource) => {
    const jobs = new Jobs(source, createMemoryLogger(), { pollIntervalMs: 100, ...options });
    started.push(jobs);
    return jobs;
  };
  const rowsOf = (kind: string) =>
    dataSource.query(
      `SELECT status, attempts, last_error, run_at, leased_until FROM jobs WHERE kind = $1`,
      [kind],
    ) as Promise<{ status: string; attempts: number; last_error: string | null }[]>;

  beforeAll(async () => {
    dataSource = await openTestDataSource();
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((jobs) => jobs.stop()));
  });
  afterAll(() => dataSource.destroy());

  it('runs a queued job once with its payload, then deletes it', async () => {
    const kind = uniqueKind('once');
    const jobs = jobsOn();
    const seen: unknown[] = [];
    jobs.registry.handle<{ n: number }>(kind, async (payload) => {
      seen.push(payload);
    });
    jobs.start();
    await jobs.enqueue({ kind, payload: { n: 7 } });
    await until(() => seen.length === 1, 5_000, 'the job ran');
    await until(async () => (await rowsOf(kind)).length === 0, 5_000, 'the row deleted');
    await sleep(300);
    expect(seen).toEqual([{ n: 7 }]);
  });

  it('queues one job per key, runs it at its time, and cancels it by key', async () => {
    const kind = uniqueKind('keyed');
    const jobs = jobsOn();
    const ran: string[] = [];
    jobs.registry.handle<{ label: string }>(kind, async ({ label }) => {
      ran.push(label);
    });
    jobs.start();
    const soon = new Date(Date.now() + 400);
    expect(
      await jobs.enqueue({ kind, key: `${kind}:a`, payload: { label: 'a' }, runAt: soon }),
    ).toBe(true);
    expect(await jobs.enqueue({ kind, key: `${kind}:a`, payload: { label: 'a2' } })).toBe(false);
    await jobs.enqueue({ kind, key: `${kind}:b`, payload: { label: 'b' }, runAt: soon });
    expect(await jobs.cancel(`${kind}:b`)).toBe(true);
    expect(ran).toEqual([]);
    await until(() => ran.length === 1, 5_000, 'the due job ran');
    await sleep(300);
    expect(ran).toEqual(['a']);
    expect(await jobs.cancel(`${kind}:a`)).toBe(false);
  });

  it('writes the job inside the caller transaction: rolled back, it never runs', async () => {
    const kind = uniqueKind('tx');
    const jobs = jobsOn();
    let runs = 0;
    jobs.registry.handle(kind, async () => {
      runs += 1;
    });
    jobs.start();
    await expect(
      dataSource.transaction(async (manager) => {
        await jobs.enqueue({ kind }, manager);
        throw new Error('the domain change failed');
      }),
    ).rejects.toThrow('the domain change failed');
    await dataSource.transaction((manager) => jobs.enqueue({ kind }, manager));
    jobs.wake();
    await until(() => runs === 1, 5_000, 'the committed job ran');
    await sleep(300);
    expect(runs).toBe(1);
  });

  it('retries a failing job with back-off, then keeps it as failed', async () => {
    const kind = uniqueKind('failing');
    const jobs = jobsOn();
    const attempts: number[] = [];
    const times: number[] = [];
    jobs.registry.handle(
      kind,
      async (_payload, job) => {
        attempts.push(job.attempt);
        times.push(Date.now());
        throw new Error(`attempt ${job.attempt} failed`);
      },
      { maxAttempts: 3, retryBaseMs: 200, retryMaxMs: 1_000 },
    );
    jobs.start();
    await jobs.enqueue({ kind });
    await until(
      async () => (await rowsOf(kind))[0]?.status === 'failed',
      10_000,
      'the job given up on',
    );
    expect(attempts).toEqual([1, 2, 3]);
    // Back-off: at least half of 200 ms, then of 400 ms.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(100);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(200);
    const [row] = await rowsOf(kind);
    expect(row).toMatchObject({ attempts: 3, last_error: 'attempt 3 failed' });
  });

  it('runs a recurring job at start and every period, sooner when asked or when it says so', async () => {
    const kind = uniqueKind('recurring');
    const jobs = jobsOn();
    const runs: number[] = [];
    let next: Date | undefined;
    jobs.registry.every(kind, { everyMs: 60_000, atStart: true }, async () => {
      runs.push(Date.now());
      return next;
    });
    jobs.start();
    await until(() => runs.length === 1, 5_000, 'the run at start');
    // Its next period is a minute away: asked, it runs now.
    await jobs.runRecurringNow(kind);
    await until(() => runs.length === 2, 5_000, 'the run asked for');
    // It says when its next run is due (the next scheduled post): that time, not the period.
    next = new Date(Date.now() + 300);
    await jobs.runRecurringNow(kind);
    await until(() => runs.length === 3, 5_000, 'the third run');
    next = undefined;
    await until(() => runs.length === 4, 5_000, 'the run at the time it asked for');
    expect(runs[3]! - runs[2]!).toBeGreaterThanOrEqual(250);
    await sleep(400);
    expect(runs).toHaveLength(4);
    const [row] = await dataSource.query(
      `SELECT count(*)::int AS n FROM jobs WHERE dedupe_key = $1`,
      [recurringKey(kind)],
    );
    expect(row.n).toBe(1);
  });

  it('a recurring job asked to run while it runs runs again after, not never', async () => {
    const kind = uniqueKind('rerun');
    const jobs = jobsOn();
    let runs = 0;
    let release: () => void = () => undefined;
    jobs.registry.every(kind, { everyMs: 60_000, atStart: true }, async () => {
      runs += 1;
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    jobs.start();
    await until(() => runs === 1, 5_000, 'the first run');
    await jobs.runRecurringNow(kind);
    release();
    await until(() => runs === 2, 5_000, 'the run asked for during the first');
  });

  it('lease expiry: a job held by a runner that died is run by another once its lease ran out', async () => {
    const kind = uniqueKind('lease');
    const queue = new JobQueue(dataSource);
    await queue.enqueue({ kind, payload: { lead: 1 } });
    // A runner claims it for 1.5 s and dies: no outcome is ever written.
    const [dead] = await queue.claim(1, 1_500, [kind]);
    expect(dead).toBeDefined();
    const claimedAt = Date.now();

    const jobs = jobsOn();
    const runs: { at: number; attempt: number }[] = [];
    jobs.registry.handle(kind, async (_payload, job) => {
      runs.push({ at: Date.now(), attempt: job.attempt });
    });
    jobs.start();
    await until(() => runs.length === 1, 10_000, 'the job taken over');
    expect(runs[0]!.at - claimedAt).toBeGreaterThanOrEqual(1_400);
    // The crashed run counts as an attempt.
    expect(runs[0]!.attempt).toBe(2);
    await until(async () => (await rowsOf(kind)).length === 0, 5_000, 'the job done');
    // The dead runner's late outcome touches nothing (its lease token is void).
    expect(await queue.succeeded(dead as ClaimedJob)).toBe(false);
    expect(
      await queue.failed(dead as ClaimedJob, 'late', {
        maxAttempts: 1,
        retryBaseMs: 1,
        retryMaxMs: 1,
      }),
    ).toBeUndefined();
    await sleep(300);
    expect(runs).toHaveLength(1);
  });

  it("a sole runner (the embedded database) takes a dead process's job at start, not after its lease", async () => {
    const kind = uniqueKind('sole');
    const queue = new JobQueue(dataSource);
    await queue.enqueue({ kind, payload: {} });
    // The process that claimed it for ten minutes was killed.
    expect(await queue.claim(1, 600_000, [kind])).toHaveLength(1);

    const jobs = jobsOn({ soleRunner: true });
    let runs = 0;
    jobs.registry.handle(kind, async () => {
      runs += 1;
    });
    jobs.start();
    await until(() => runs === 1, 5_000, 'the job run at start');
    await until(async () => (await rowsOf(kind)).length === 0, 5_000, 'the job done');
  });

  it('a live runner keeps its lease while a job runs longer than the lease', async () => {
    const kind = uniqueKind('long');
    const a = jobsOn({ leaseMs: 400 });
    const b = jobsOn({ leaseMs: 400 });
    let runs = 0;
    const handler = async () => {
      runs += 1;
      await sleep(1_500);
    };
    a.registry.handle(kind, handler);
    b.registry.handle(kind, handler);
    a.start();
    await a.enqueue({ kind });
    await until(() => runs === 1, 5_000, 'the run');
    b.start();
    await until(async () => (await rowsOf(kind)).length === 0, 10_000, 'the job done');
    expect(runs).toBe(1);
  });

  it('a crash mid-job: another runner finishes the job once, and the frozen run cannot complete it', async () => {
    const kind = uniqueKind('crash');
    // Runner A's process freezes mid-job: its handler never returns and its leases are not
    // renewed (a dead process renews nothing).
    const a = jobsOn({ leaseMs: 500, renewEveryMs: 3_600_000 });
    let unfreeze: () => void = () => undefined;
    const effects: string[] = [];
    a.registry.handle<{ id: string }>(kind, async ({ id }) => {
      await new Promise<void>((resolve) => (unfreeze = resolve));
      effects.push(`a:${id}`);
    });
    a.start();
    await a.enqueue({ kind, payload: { id: 'j1' } });
    await until(async () => (await rowsOf(kind))[0]?.attempts === 1, 5_000, 'A holds the job');

    const b = jobsOn({ leaseMs: 500 });
    b.registry.handle<{ id: string }>(kind, async ({ id }) => {
      effects.push(`b:${id}`);
    });
    b.start();
    await until(() => effects.includes('b:j1'), 10_000, 'B ran the job');
    await until(async () => (await rowsOf(kind)).length === 0, 5_000, 'B completed it');
    // A comes back: its success is refused, nothing runs a third time.
    unfreeze();
    await sleep(500);
    expect(effects.filter((effect) => effect.startsWith('b:'))).toEqual(['b:j1']);
    expect(await rowsOf(kind)).toEqual([]);
  });

  (onRealPostgres ? it : it.skip)(
    'two runners on PostgreSQL run each of many jobs exactly once',
    async () => {
      const { databaseUrl } = testConfig();
      const other = createDataSource({
        url: databaseUrl as string,
        entities: appEntities,
        poolMax: 4,
        connectTimeoutMs: 10_000,
        statementTimeoutMs: 10_000,
      });
      await initializeDataSource(other);
      const third = createDataSource({
        url: databaseUrl as string,
        entities: appEntities,
        poolMax: 4,
        connectTimeoutMs: 10_000,
        statementTimeoutMs: 10_000,
      });
      await initializeDataSource(third);
      try {
        const kind = uniqueKind('pair');
        const runsById = new Map<number, string[]>();
        const handlerOf =
          (name: string) =>
          async ({ n }: { n: number }) => {
            runsById.set(n, [...(runsById.get(n) ?? []), name]);
            await sleep(5);
          };
        const a = jobsOn({ concurrency: 4 }, other);
        const b = jobsOn({ concurrency: 4 }, third);
        a.registry.handle(kind, handlerOf('a'));
        b.registry.handle(kind, handlerOf('b'));
        const count = 60;
        await dataSource.transaction(async (manager) => {
          for (let n = 0; n < count; n++) await a.queue.enqueue({ kind, payload: { n } }, manager);
        });
        a.start();
        b.start();
        await until(async () => (await rowsOf(kind)).length === 0, 30_000, 'every job done');
        expect(runsById.size).toBe(count);
        expect([...runsById.values()].every((runs) => runs.length === 1)).toBe(true);
        // Both took part: the work was shared, not serialised behind one runner.
        const byRunner = [...runsById.values()].flat();
        expect(byRunner.filter((name) => name === 'a').length).toBeGreaterThan(0);
        expect(byRunner.filter((name) => name === 'b').length).toBeGreaterThan(0);
      } finally {
        await Promise.all(started.splice(0).map((jobs) => jobs.stop()));
        await other.destroy();
        await third.destroy();
      }
    },
  );
});
