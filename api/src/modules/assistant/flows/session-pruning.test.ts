import { JobRegistry } from '../../../jobs/job-registry';
import { createMemoryLogger } from '../../../logger';
import { pruneIdleSessions, registerSessionPruning, sessionPruningJob } from './session-pruning';

/** Records every cut-off it is asked for and reports `removed` deletions, or fails. */
function fakeStore(outcome: number | Error) {
  const cutOffs: Date[] = [];
  return {
    cutOffs,
    forgetIdleSince: async (before: Date) => {
      cutOffs.push(before);
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
  };
}

describe('session pruning', () => {
  it('forgets the sessions idle longer than the cut-off, and says how many', async () => {
    const store = fakeStore(2);
    const logger = createMemoryLogger();
    const now = new Date('2026-11-23T12:00:00Z');
    expect(await pruneIdleSessions(store, logger, 60_000, now)).toBe(2);
    expect(store.cutOffs).toEqual([new Date('2026-11-23T11:59:00Z')]);
    expect(logger.lines.filter((l) => l.includes('forgot 2 idle chat session(s)'))).toHaveLength(1);
  });

  it('rejects a failed pass, so the jobs runner retries it', async () => {
    const store = fakeStore(new Error('database is down'));
    await expect(pruneIdleSessions(store, createMemoryLogger(), 1)).rejects.toThrow(
      'database is down',
    );
  });

  it('says nothing when there was nothing to forget', async () => {
    const logger = createMemoryLogger();
    await pruneIdleSessions(fakeStore(0), logger, 1);
    expect(logger.lines).toEqual([]);
  });

  it('is a recurring job that runs at each start and then on its period', async () => {
    const registry = new JobRegistry();
    const store = fakeStore(0);
    registerSessionPruning(registry, store, createMemoryLogger(), { maxIdleMs: 5, everyMs: 1_000 });
    const handler = registry.get(sessionPruningJob);
    expect(handler?.recurring).toEqual({ everyMs: 1_000, atStart: true });
    await handler?.run({}, { id: 'j', kind: sessionPruningJob, attempt: 1 });
    expect(store.cutOffs).toHaveLength(1);
  });
});
