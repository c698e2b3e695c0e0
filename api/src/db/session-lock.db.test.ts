import { freshSchema, onRealPostgres } from '../testing/cluster';
import { AdvisorySessionLock, InProcessSessionLock, type SessionLock } from './session-lock';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `rounds` tasks per session, alternating between the given locks (as instances would),
 * all at once, and records how many tasks of one session ran at the same moment.
 */
async function exercise(locks: SessionLock[], sessions: string[], rounds: number) {
  const active = new Map<string, number>();
  let mostInOneSession = 0;
  let mostOverall = 0;
  let overall = 0;
  const order = new Map<string, number[]>();
  const runs: Promise<void>[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const session of sessions) {
      const lock = locks[(round + sessions.indexOf(session)) % locks.length]!;
      runs.push(
        lock.run(session, async () => {
          const now = (active.get(session) ?? 0) + 1;
          active.set(session, now);
          overall += 1;
          mostInOneSession = Math.max(mostInOneSession, now);
          mostOverall = Math.max(mostOverall, overall);
          await pause(15);
          order.set(session, [...(order.get(session) ?? []), round]);
          active.set(session, now - 1);
          overall -= 1;
        }),
      );
    }
    // Queued one after another, as messages arrive.
    await pause(2);
  }
  await Promise.all(runs);
  return { mostInOneSession, mostOverall, order };
}

describe('InProcessSessionLock', () => {
  it('runs one task at a time per session, in order, and sessions side by side', async () => {
    const lock = new InProcessSessionLock();
    const result = await exercise([lock], ['s1', 's2', 's3'], 4);
    expect(result.mostInOneSession).toBe(1);
    expect(result.mostOverall).toBeGreaterThan(1);
    expect(result.order.get('s1')).toEqual([0, 1, 2, 3]);
  });

  it('goes on with the next task after one fails', async () => {
    const lock = new InProcessSessionLock();
    const failed = lock.run('s', () => Promise.reject(new Error('boom')));
    const next = lock.run('s', async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });
});

(onRealPostgres ? describe : describe.skip)(
  'AdvisorySessionLock across instances (skipped on the embedded database: needs DATABASE_URL)',
  () => {
    let schema: Awaited<ReturnType<typeof freshSchema>>;
    let locks: AdvisorySessionLock[] = [];

    beforeAll(async () => {
      schema = await freshSchema();
      locks = [1, 2, 3].map(
        () =>
          new AdvisorySessionLock({ url: schema.url, maxConnections: 4, waitTimeoutMs: 10_000 }),
      );
    });
    afterAll(async () => {
      await Promise.all(locks.map((lock) => lock.close()));
      await schema.drop();
    });

    it('never lets two instances work on one session at once; other sessions go on', async () => {
      const result = await exercise(locks, ['a', 'b', 'c'], 4);
      expect(result.mostInOneSession).toBe(1);
      expect(result.mostOverall).toBeGreaterThan(1);
      expect(result.order.get('a')?.sort()).toEqual([0, 1, 2, 3]);
    });

    it('releases the lock when a task fails, so the session is not stuck', async () => {
      const [first, second] = locks as [AdvisorySessionLock, AdvisorySessionLock];
      await expect(first.run('stuck?', () => Promise.reject(new Error('boom')))).rejects.toThrow(
        'boom',
      );
      await expect(second.run('stuck?', async () => 'free')).resolves.toBe('free');
    });
  },
);
