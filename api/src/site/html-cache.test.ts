import { HtmlCache, type HtmlCacheOptions } from './html-cache';

const page = (status: number, html = '<p>page</p>') => ({ status, html });
type Page = ReturnType<typeof page>;

/**
 * Pages kept for good, 404s for a minute (as the site router does), on a clock we move. It
 * starts where a process's monotonic clock might be (lru-cache takes a start time of 0 for "no
 * time to live").
 */
function cacheFor(options: Partial<HtmlCacheOptions<Page>> = {}) {
  const clock = { now: 5_000 };
  const cache = new HtmlCache<Page>({
    maxEntries: 500,
    maxShortLived: 100,
    lifetimeMs: (value) =>
      value.status === 200 ? Number.POSITIVE_INFINITY : value.status === 404 ? 60_000 : 0,
    now: () => clock.now,
    ...options,
  });
  return { cache, clock };
}

describe('HtmlCache', () => {
  it('renders a page once for a burst of requests and keeps it', async () => {
    const { cache, clock } = cacheFor();
    const render = jest.fn(async () => page(200));
    await Promise.all([cache.get('/blog', render), cache.get('/blog', render)]);
    clock.now += 24 * 60 * 60 * 1000;
    await cache.get('/blog', render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(1);
  });

  it('keeps a missing post for its short lifetime, then renders it again', async () => {
    const { cache, clock } = cacheFor();
    const render = jest.fn(async () => page(404));
    await Promise.all([cache.get('/blog/made-up', render), cache.get('/blog/made-up', render)]);
    clock.now += 60_000;
    await cache.get('/blog/made-up', render);
    expect(render).toHaveBeenCalledTimes(1);
    clock.now += 1;
    await cache.get('/blog/made-up', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('peeks at finished pages only, and not at an expired miss', async () => {
    const { cache, clock } = cacheFor();
    let finish: (value: Page) => void = () => undefined;
    const pending = cache.get('/blog', () => new Promise<Page>((resolve) => (finish = resolve)));
    expect(cache.peek('/blog')).toBeUndefined();
    finish(page(200));
    await pending;
    expect(cache.peek('/blog')?.status).toBe(200);
    await cache.get('/blog/made-up', async () => page(404));
    expect(cache.peek('/blog/made-up')?.status).toBe(404);
    clock.now += 60_001;
    expect(cache.peek('/blog/made-up')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('keeps neither renders with no lifetime nor failed ones', async () => {
    const { cache } = cacheFor();
    await cache.get('/contact?sent=1', async () => page(500));
    await expect(
      cache.get('/blog/broken', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
  });

  it('holds at most maxShortLived misses, and they never push out real pages', async () => {
    const { cache } = cacheFor({ maxEntries: 2, maxShortLived: 3 });
    await cache.get('/blog/real', async () => page(200));
    for (let i = 0; i < 50; i += 1) await cache.get(`/blog/made-up-${i}`, async () => page(404));
    expect(cache.size).toBe(1 + 3);
    const render = jest.fn(async () => page(200));
    await cache.get('/blog/real', render);
    expect(render).not.toHaveBeenCalled();
  });

  it('drops the oldest page when full', async () => {
    const { cache } = cacheFor({ maxEntries: 2 });
    for (const key of ['/a', '/b', '/c']) await cache.get(key, async () => page(200));
    expect(cache.size).toBe(2);
    const render = jest.fn(async () => page(200));
    await cache.get('/a', render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently used page first', async () => {
    const { cache } = cacheFor({ maxEntries: 2 });
    await cache.get('/a', async () => page(200));
    await cache.get('/b', async () => page(200));
    await cache.get('/a', async () => page(200)); // /a used again: /b is now the oldest
    await cache.get('/c', async () => page(200));
    const render = jest.fn(async () => page(200));
    await cache.get('/a', render);
    expect(render).not.toHaveBeenCalled();
    await cache.get('/b', render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('holds at most maxBytes of pages, dropping the least recently used', async () => {
    const { cache } = cacheFor({ maxBytes: 250, sizeOf: (value) => value.html.length });
    for (const key of ['/a', '/b', '/c'])
      await cache.get(key, async () => page(200, 'x'.repeat(100)));
    expect(cache.heldBytes).toBe(200);
    expect(cache.size).toBe(2);
    const render = jest.fn(async () => page(200));
    await cache.get('/a', render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('holds at most maxShortLivedBytes of misses', async () => {
    const { cache } = cacheFor({ maxShortLivedBytes: 250, sizeOf: (value) => value.html.length });
    for (let i = 0; i < 10; i += 1) {
      await cache.get(`/blog/made-up-${i}`, async () => page(404, 'x'.repeat(100)));
    }
    expect(cache.heldBytes).toBe(200);
    expect(cache.size).toBe(2);
  });

  it('keeps nothing rendered before a clear', async () => {
    const { cache } = cacheFor();
    let finish: (value: Page) => void = () => undefined;
    const pending = cache.get(
      '/blog/new',
      () => new Promise<Page>((resolve) => (finish = resolve)),
    );
    cache.clear();
    finish(page(404));
    expect((await pending).status).toBe(404);
    const render = jest.fn(async () => page(200));
    expect((await cache.get('/blog/new', render)).status).toBe(200);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('forgets everything on clear (the blog changed)', async () => {
    const { cache } = cacheFor();
    await cache.get('/blog/a', async () => page(200));
    await cache.get('/blog/new-post', async () => page(404));
    cache.clear();
    const render = jest.fn(async () => page(200));
    await cache.get('/blog/new-post', render);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
