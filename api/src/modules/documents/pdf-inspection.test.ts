import { inspectPdf } from './pdf-inspection';
import { pdfBomb, samplePdf } from './testing/sample-files';

describe('inspectPdf (in a worker with a deadline and a heap limit)', () => {
  it('reads pages and encryption', async () => {
    expect(await inspectPdf(await samplePdf(4))).toEqual({ pages: 4, encrypted: false });
  });

  it('refuses a decompression bomb at its deadline without blocking the server', async () => {
    const bomb = pdfBomb(150);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 20);
    try {
      // "too long" is the deadline's own refusal: it fired, and the worker was ended.
      await expect(inspectPdf(bomb, 600)).rejects.toThrow(/too long/);
    } finally {
      clearInterval(ticker);
    }
    // The event loop kept turning while the worker inflated (no wall-clock bound: noisy machines).
    expect(ticks).toBeGreaterThan(3);
  });
});
