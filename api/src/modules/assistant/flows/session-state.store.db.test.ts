import { type DataSource } from 'typeorm';
import { openTestDataSource } from '../../../testing/test-data-source';
import type { ServiceSlug } from '@landman/content';
import { emptySessionState } from './session-state';
import { DatabaseSessionStateStore } from './session-state.store';

const day = 24 * 60 * 60 * 1000;
const stateFor = (lastService: ServiceSlug) => ({ ...emptySessionState(), lastService });

describe('DatabaseSessionStateStore', () => {
  let dataSource: DataSource;
  const ids = { fresh: 'prune-fresh', idle: 'prune-idle' };

  beforeAll(async () => {
    dataSource = await openTestDataSource();
  });
  afterAll(() => dataSource.destroy());
  beforeEach(() =>
    dataSource.query('DELETE FROM assistant_sessions WHERE session_id = ANY($1)', [
      Object.values(ids),
    ]),
  );

  const storedIds = async (): Promise<string[]> =>
    (
      (await dataSource.query(
        'SELECT session_id FROM assistant_sessions WHERE session_id = ANY($1) ORDER BY session_id',
        [Object.values(ids)],
      )) as { session_id: string }[]
    ).map((r) => r.session_id);

  const ageBy = (sessionId: string, ms: number) =>
    dataSource.query(
      `UPDATE assistant_sessions SET updated_at = now() - ($2 || ' milliseconds')::interval
       WHERE session_id = $1`,
      [sessionId, String(ms)],
    );

  it('keeps a flow between store instances, as across a restart', async () => {
    await new DatabaseSessionStateStore(dataSource).save(ids.fresh, stateFor('lease-checks'));
    const reloaded = await new DatabaseSessionStateStore(dataSource).load(ids.fresh);
    expect(reloaded.lastService).toBe('lease-checks');
  });

  it('forgets only the sessions idle since the cut-off', async () => {
    const store = new DatabaseSessionStateStore(dataSource);
    await store.save(ids.fresh, stateFor('lease-checks'));
    await store.save(ids.idle, stateFor('title-curative'));
    await ageBy(ids.idle, 31 * day);

    expect(await store.forgetIdleSince(new Date(Date.now() - 30 * day))).toBe(1);
    expect(await storedIds()).toEqual([ids.fresh]);
    expect(
      (await new DatabaseSessionStateStore(dataSource).load(ids.idle)).lastService,
    ).toBeUndefined();
  });

  it('writes a pruned session again when its cached state is saved unchanged', async () => {
    const store = new DatabaseSessionStateStore(dataSource);
    const state = stateFor('estate-heirship');
    await store.save(ids.idle, state);
    await ageBy(ids.idle, 31 * day);
    await store.forgetIdleSince(new Date(Date.now() - 30 * day));

    await store.save(ids.idle, state);
    expect(await storedIds()).toEqual([ids.idle]);
  });

  it('shared by instances: each load reads the latest state, whichever instance wrote it', async () => {
    const onA = new DatabaseSessionStateStore(dataSource, { shared: true });
    const onB = new DatabaseSessionStateStore(dataSource, { shared: true });
    await onA.load(ids.fresh);
    // A plain question's state (not durable in one process) must still reach instance B.
    await onA.save(ids.fresh, stateFor('lease-checks'), { durable: false });
    expect((await onB.load(ids.fresh)).lastService).toBe('lease-checks');

    await onB.save(ids.fresh, stateFor('title-curative'));
    expect((await onA.load(ids.fresh)).lastService).toBe('title-curative');
  });

  it('in one process, serves a non-durable state from its cache without writing it', async () => {
    const store = new DatabaseSessionStateStore(dataSource);
    await store.save(ids.fresh, stateFor('lease-checks'), { durable: false });
    expect((await store.load(ids.fresh)).lastService).toBe('lease-checks');
    expect(await storedIds()).toEqual([]);
  });
});
