import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Runs `work` on each item, handing the event loop back whenever a slice has taken `sliceMs`,
 * so a long job (indexing thousands of articles) never holds up a request for longer than that.
 */
export async function inTimeSlices<T>(
  items: Iterable<T>,
  work: (item: T) => void,
  sliceMs = 10,
): Promise<void> {
  let sliceStart = performance.now();
  for (const item of items) {
    work(item);
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}
