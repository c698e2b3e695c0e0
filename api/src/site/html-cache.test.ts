import { HtmlCache } from './html-cache';

const page = (status: number, html = '<p>page</p>') => ({ status, html });

describe('HtmlCache', () => {
  it('renders a page once for a burst of requests and keeps it', async () => {
    const cache = new HtmlCache<ReturnType<typeof page>>();
    const render = jest.fn(async () => page(200));
    await Promise.all([cache.get('/blog', render), cache.get('/blog', render)]);
    await cache.get('/blog', render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(1);
  });

  it('does not keep renders its keep rule refuses (a missing post), nor failed ones', async () => {
    const cache = new HtmlCache<ReturnType<typeof page>>(500, (value) => value.status === 200);
    await cache.get('/blog/no-such-post', async () => page(404));
    await expect(
      cache.get('/blog/broken', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect(cache.size).toBe(0);

    const render = jest.fn(async () => page(404));
    await cache.get('/blog/no-such-post', render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('drops the oldest page when full', async () => {
    const cache = new HtmlCache<ReturnType<typeof page>>(2);
    for (const key of ['/a', '/b', '/c']) await cache.get(key, async () => page(200));
    expect(cache.size).toBe(2);
    const render = jest.fn(async () => page(200));
    await cache.get('/a', render);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
