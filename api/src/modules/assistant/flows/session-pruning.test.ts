import { createMemoryLogger } from '../../../logger';
import { startSessionPruning } from './session-pruning';

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

describe('startSessionPruning', () => {
  afterEach(() => jest.useRealTimers());

  it('prunes at once with the idle cut-off, then on every interval until stopped', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
    const store = fakeStore(2);
    const logger = createMemoryLogger();
    const pruning = startSessionPruning(store, logger, { maxIdleMs: 60_000, everyMs: 1_000 });

    expect(store.cutOffs).toEqual([new Date('2026-11-23T11:59:00Z')]);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(store.cutOffs).toHaveLength(3);
    expect(logger.lines.filter((l) => l.includes('forgot 2 idle chat session(s)'))).toHaveLength(3);

    await pruning.stop();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(store.cutOffs).toHaveLength(3);
  });

  it('logs a failed pass as a warning and keeps going', async () => {
    jest.useFakeTimers();
    const store = fakeStore(new Error('database is down'));
    const logger = createMemoryLogger();
    const pruning = startSessionPruning(store, logger, { maxIdleMs: 1, everyMs: 1_000 });

    await jest.advanceTimersByTimeAsync(1_000);
    await pruning.stop();
    expect(store.cutOffs).toHaveLength(2);
    const [line] = logger.lines.map((text) => JSON.parse(text));
    expect(line).toMatchObject({ msg: expect.stringMatching(/could not prune idle sessions/) });
    expect(line.err.message).toBe('database is down');
  });

  it('says nothing when there was nothing to forget', async () => {
    const logger = createMemoryLogger();
    await startSessionPruning(fakeStore(0), logger).stop();
    expect(logger.lines).toEqual([]);
  });
});
