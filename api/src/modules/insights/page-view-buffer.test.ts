import { type PageView } from './page-view';
import { PageViewBuffer } from './page-view-buffer';

const view = (path: string): PageView => ({
  viewedAt: new Date('2026-11-29T10:00:00Z'),
  visitorKey: '0'.repeat(32),
  path,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  device: 'desktop',
  country: null,
});

describe('the page-view buffer', () => {
  it('writes in batches of the batch size, never more than one write at a time', async () => {
    const batches: string[][] = [];
    let writing = 0;
    const buffer = new PageViewBuffer(
      async (views) => {
        writing += 1;
        expect(writing).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        batches.push(views.map((v) => v.path));
        writing -= 1;
      },
      () => undefined,
      { batchSize: 2, maxBuffered: 100, flushDelayMs: 60_000 },
    );
    for (const path of ['/a', '/b', '/c', '/d', '/e']) buffer.add(view(path));
    await Promise.all([buffer.flush(), buffer.flush()]);
    expect(batches).toEqual([['/a', '/b'], ['/c', '/d'], ['/e']]);
  });

  it('is bounded, and a failed write loses its counts (logged), never throws to the page', async () => {
    const errors: string[] = [];
    const buffer = new PageViewBuffer(
      () => Promise.reject(new Error('database down')),
      (message) => errors.push(message),
      { batchSize: 10, maxBuffered: 3, flushDelayMs: 60_000 },
    );
    for (const path of ['/a', '/b', '/c', '/d']) buffer.add(view(path));
    expect(buffer.pending).toBe(3);
    expect(buffer.dropped).toBe(1);
    await buffer.flush();
    expect(buffer.pending).toBe(0);
    expect(buffer.dropped).toBe(4);
    expect(errors).toEqual(['Insights: 3 page views could not be written']);
  });

  it('writes a part batch on its own shortly after its first view', async () => {
    const written: number[] = [];
    const buffer = new PageViewBuffer(
      async (views) => void written.push(views.length),
      () => undefined,
      { batchSize: 100, maxBuffered: 1000, flushDelayMs: 10 },
    );
    buffer.add(view('/a'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written).toEqual([1]);
  });

  it('counts the batch being written as pending until it is written', async () => {
    let release: () => void = () => undefined;
    const buffer = new PageViewBuffer(
      () => new Promise<void>((resolve) => (release = resolve)),
      () => undefined,
      { batchSize: 10, maxBuffered: 100, flushDelayMs: 60_000 },
    );
    buffer.add(view('/a'));
    buffer.add(view('/b'));
    const flushed = buffer.flush();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(buffer.pending).toBe(2);
    expect(buffer.written).toBe(0);
    release();
    await flushed;
    expect(buffer.pending).toBe(0);
    expect(buffer.written).toBe(2);
  });

  it('writes a batch once it is full, and only full ones while views keep coming', async () => {
    const batches: string[][] = [];
    let release: () => void = () => undefined;
    const buffer = new PageViewBuffer(
      async (views) => {
        batches.push(views.map((v) => v.path));
        await new Promise<void>((resolve) => (release = resolve));
      },
      () => undefined,
      { batchSize: 3, maxBuffered: 100, flushDelayMs: 60_000 },
    );
    const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
    for (const path of ['/a', '/b', '/c']) buffer.add(view(path));
    await settle();
    expect(batches).toEqual([['/a', '/b', '/c']]);
    // Two views come while the batch is written: they wait for a full batch.
    buffer.add(view('/d'));
    buffer.add(view('/e'));
    release();
    await settle();
    expect(batches).toEqual([['/a', '/b', '/c']]);
    expect(buffer.pending).toBe(2);
    buffer.add(view('/f'));
    await settle();
    expect(batches).toEqual([
      ['/a', '/b', '/c'],
      ['/d', '/e', '/f'],
    ]);
    release();
    await buffer.flush();
  });

  it('flushes the views buffered when it starts; those that come meanwhile keep their own timer', async () => {
    const batches: string[][] = [];
    let release: () => void = () => undefined;
    const buffer = new PageViewBuffer(
      async (views) => {
        batches.push(views.map((v) => v.path));
        if (views[0]?.path === '/a') await new Promise<void>((resolve) => (release = resolve));
      },
      () => undefined,
      { batchSize: 10, maxBuffered: 100, flushDelayMs: 30 },
    );
    buffer.add(view('/a'));
    buffer.add(view('/b'));
    const flushed = buffer.flush();
    await new Promise((resolve) => setTimeout(resolve, 5));
    buffer.add(view('/c'));
    release();
    await flushed;
    expect(batches).toEqual([['/a', '/b']]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(batches).toEqual([['/a', '/b'], ['/c']]);
    expect(buffer.pending).toBe(0);
  });
});
