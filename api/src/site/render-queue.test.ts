import { RenderQueue, RenderQueueFullError } from './render-queue';

/** A render that finishes when the test says so. */
function controlledRender() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { render: () => done.then(() => 'html'), finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('RenderQueue', () => {
  it('runs at most maxRunning at once; the others wait their turn in order', async () => {
    const queue = new RenderQueue(2, 10);
    let running = 0;
    let mostAtOnce = 0;
    const started: number[] = [];
    const renders = Array.from({ length: 7 }, (_, index) =>
      queue.run(async () => {
        started.push(index);
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await settle();
        running -= 1;
        return index;
      }),
    );
    await expect(Promise.all(renders)).resolves.toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(mostAtOnce).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('refuses at once when the waiting line is full, and takes renders again after', async () => {
    const queue = new RenderQueue(1, 1);
    const first = controlledRender();
    const second = controlledRender();
    const running = queue.run(first.render);
    const waiting = queue.run(second.render);
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(RenderQueueFullError);
    first.finish();
    second.finish();
    await expect(Promise.all([running, waiting])).resolves.toEqual(['html', 'html']);
    await expect(queue.run(async () => 'later')).resolves.toBe('later');
  });

  it('frees the slot of a render that fails', async () => {
    const queue = new RenderQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});
