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

  it('gives up on a decompression bomb at its deadline, the event loop turning meanwhile', async () => {
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 20);
    const started = Date.now();
    try {
      await renderPdfPreview(pdfBomb(150), 800).catch(() => undefined);
    } finally {
      clearInterval(ticker);
    }
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(ticks).toBeGreaterThan(10);
  });
});
