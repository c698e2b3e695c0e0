import { ChatHistoryCache } from './chat-history.cache';

const entry = (message: string) => ({ message, isUser: true, createdAt: new Date(0) });

describe('ChatHistoryCache', () => {
  it('returns the cached entries in the order asked, undefined where not cached', () => {
    const cache = new ChatHistoryCache(10);
    cache.remember('s1', 'm1', entry('one'));
    cache.remember('s1', 'm2', entry('two'));
    expect(cache.lookup('s1', ['m2', 'mX', 'm1']).map((e) => e?.message)).toEqual([
      'two',
      undefined,
      'one',
    ]);
    expect(cache.lookup('s2', ['m1'])).toEqual([undefined]);
  });

  it('keeps at most perSession messages per session, dropping the oldest remembered', () => {
    const cache = new ChatHistoryCache(2);
    for (const id of ['m1', 'm2', 'm3']) cache.remember('s1', id, entry(id));
    // Looking a message up does not make it newer: the history's order decides.
    cache.lookup('s1', ['m2']);
    cache.remember('s1', 'm4', entry('m4'));
    expect(cache.lookup('s1', ['m1', 'm2', 'm3', 'm4']).map((e) => e?.message)).toEqual([
      undefined,
      undefined,
      'm3',
      'm4',
    ]);
  });

  it('forgets the least recently used session past its session limit', () => {
    const cache = new ChatHistoryCache(5, 2);
    cache.remember('a', 'm', entry('a'));
    cache.remember('b', 'm', entry('b'));
    cache.lookup('a', ['m']); // a is used again: b is now the oldest
    cache.remember('c', 'm', entry('c'));
    expect(cache.lookup('a', ['m'])[0]?.message).toBe('a');
    expect(cache.lookup('b', ['m'])[0]).toBeUndefined();
    expect(cache.lookup('c', ['m'])[0]?.message).toBe('c');
  });

  it('forgets a session on request', () => {
    const cache = new ChatHistoryCache(5);
    cache.remember('a', 'm', entry('a'));
    cache.forget('a');
    expect(cache.lookup('a', ['m'])).toEqual([undefined]);
  });
});
