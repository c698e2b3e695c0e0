import { type DataSource } from 'typeorm';
import { emptySessionState } from './session-state';
import { DatabaseSessionStateStore } from './session-state.store';

/**
 * The in-process cache of DatabaseSessionStateStore (one instance), against a stand-in for the
 * database that counts statements; session-state.store.db.test.ts runs the store on a real one.
 */
function storeWith(cacheLimit: number) {
  const rows = new Map<string, unknown>();
  const query = jest.fn(async (sql: string, [sessionId, json]: [string, string?]) => {
    if (sql.startsWith('SELECT'))
      return rows.has(sessionId) ? [{ state: rows.get(sessionId) }] : [];
    rows.set(sessionId, JSON.parse(json!));
    return [];
  });
  const store = new DatabaseSessionStateStore({ query } as unknown as DataSource, {
    shared: false,
    cacheLimit,
  });
  const statements = (kind: 'SELECT' | 'INSERT') =>
    query.mock.calls.filter(([sql]) => sql.trimStart().startsWith(kind)).length;
  return { store, statements };
}

const withService = (lastService: 'lease-checks' | 'title-curative') => ({
  ...emptySessionState(),
  lastService,
});

describe('DatabaseSessionStateStore cache', () => {
  it('reads a session once, then serves it from memory', async () => {
    const { store, statements } = storeWith(10);
    await store.load('a');
    await store.save('a', withService('lease-checks'), { durable: false });
    expect((await store.load('a')).lastService).toBe('lease-checks');
    expect(statements('SELECT')).toBe(1);
    expect(statements('INSERT')).toBe(0);
  });

  it('skips a durable write that changes nothing stored', async () => {
    const { store, statements } = storeWith(10);
    await store.save('a', withService('lease-checks'));
    await store.save('a', withService('lease-checks'));
    expect(statements('INSERT')).toBe(1);
  });

  it('holds at most cacheLimit sessions: the least recently used is read again', async () => {
    const { store, statements } = storeWith(2);
    await store.save('a', withService('lease-checks'));
    await store.save('b', withService('title-curative'));
    await store.load('a'); // a is used again: b is now the oldest
    await store.save('c', withService('lease-checks'));
    expect(statements('SELECT')).toBe(0);
    expect((await store.load('a')).lastService).toBe('lease-checks');
    expect(statements('SELECT')).toBe(0);
    expect((await store.load('b')).lastService).toBe('title-curative');
    expect(statements('SELECT')).toBe(1);
    // What the database held for b was forgotten with it, then read again: no needless write.
    await store.save('b', withService('title-curative'));
    expect(statements('INSERT')).toBe(3);
  });
});
