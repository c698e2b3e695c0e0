import sharp from 'sharp';
import { previewLongSide, renderPdfPreview } from './pdf-preview';
import { pdfBomb, samplePdf } from './testing/sample-files';

jest.setTimeout(30_000);

describe('renderPdfPreview (pdf.js on @napi-rs/canvas, in a worker with a deadline)', () => {
  it("draws a PDF's first page as a PNG at most 600 pixels long, with its text on it", async () => {
    const png = await renderPdfPreview(await samplePdf(3));
    const image = sharp(png);
    const { format, width, height } = await image.metadata();
    expect(format).toBe('png');
    // A letter-size page: 612 x 792 points.
    expect(height).toBe(previewLongSide);
    expect(width).toBe(Math.round((612 / 792) * previewLongSide));
    // White paper with the page's line of text drawn on it: some pixels are dark.
    const { data } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
    const dark = data.filter((value) => value < 128).length;
    expect(dark).toBeGreaterThan(20);
    expect(dark).toBeLessThan(data.length / 10);
  });

  it('rejects a file that is not a readable PDF', async () => {
    await expect(renderPdfPreview(Buffer.from('%PDF-1.7\nnot really a pdf'))).rejects.toThrow();
  });

  it('past its deadline the renderer is killed and there is no preview', async () => {
    // A deadline shorter than a Node.js child takes to start: the kill always comes first.
    await expect(renderPdfPreview(await samplePdf(1), 1)).rejects.toThrow(
      'The first page took too long to draw.',
    );
  });

  it("works a decompression bomb in its own process: the server's event loop keeps turning", async () => {
    // No wall-clock bound (shared machines are noisy): the bomb is inflated, drawn or refused in
    // the child, under its memory cap and deadline, while the test's own timers keep firing.
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 20);
    try {
      await renderPdfPreview(pdfBomb(150), 800).catch(() => undefined);
    } finally {
      clearInterval(ticker);
    }
    expect(ticks).toBeGreaterThan(3);
  });
});
