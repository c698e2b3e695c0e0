import sharp from 'sharp';
import { prepareDocument } from './document-contents';
import { detectDocumentType } from './document-type';
import { DocumentRefusedError } from './document.errors';
import {
  heifEncoderMissingMessage,
  pngBomb,
  sampleHeicWithGps,
  sampleJpegWithGps,
  samplePdf,
  samplePng,
  sampleTwoPageTiff,
} from './testing/sample-files';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof DocumentRefusedError ? error.status : error),
  );

describe('prepareDocument', () => {
  it('writes a photo anew without its EXIF and GPS position', async () => {
    const photo = await sampleJpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const prepared = await prepareDocument(photo, 'image/jpeg');
    expect(prepared.contentType).toBe('image/jpeg');
    const metadata = await sharp(prepared.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.width).toBe(40);
  });

  it('turns an HEIC photo into a JPEG of the same picture, without its EXIF and GPS', async () => {
    const heic = await sampleHeicWithGps();
    if (!heic) {
      console.warn(heifEncoderMissingMessage);
      return;
    }
    expect(detectDocumentType(heic)).toBe('image/heic');
    // The bundled sharp reads its header but cannot decode its HEVC pixels.
    await expect(sharp(heic).raw().toBuffer()).rejects.toThrow();
    expect(heic.includes(Buffer.from('Exif'))).toBe(true);

    const prepared = await prepareDocument(heic, detectDocumentType(heic)!);
    expect(prepared.contentType).toBe('image/jpeg');
    const metadata = await sharp(prepared.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    // The picture itself: the sample's green (#22aa66), within the two codecs' loss.
    const { dominant } = await sharp(prepared.bytes).stats();
    expect(Math.abs(dominant.r - 0x22)).toBeLessThan(24);
    expect(Math.abs(dominant.g - 0xaa)).toBeLessThan(24);
    expect(Math.abs(dominant.b - 0x66)).toBeLessThan(24);
  });

  it('refuses a damaged HEIC with the message asking for a JPEG', async () => {
    const heic = await sampleHeicWithGps();
    if (!heic) return;
    // The header intact (sharp reads the size), the coded picture (the mdat box, last) zeroed.
    const damaged = Buffer.from(heic);
    damaged.fill(0, damaged.lastIndexOf(Buffer.from('mdat')) + 4);
    const error = await prepareDocument(damaged, 'image/heic').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentRefusedError);
    expect(error).toMatchObject({ status: 415, message: /Send it as a JPEG/ });
  });

  it('keeps a PNG a PNG and every page of a scanned TIFF', async () => {
    expect((await prepareDocument(await samplePng(), 'image/png')).contentType).toBe('image/png');
    const tiff = await prepareDocument(await sampleTwoPageTiff(), 'image/tiff');
    expect((await sharp(tiff.bytes, { pages: -1 }).metadata()).pages).toBe(2);
  });

  it('reads a PDF: its pages, and whether it is encrypted', async () => {
    expect(await prepareDocument(await samplePdf(3), 'application/pdf')).toMatchObject({
      pages: 3,
      encrypted: false,
    });
    expect(
      await prepareDocument(await samplePdf(1, { encrypted: true }), 'application/pdf'),
    ).toMatchObject({ pages: 1, encrypted: true });
  });

  it('refuses a decompression bomb by its declared size, and damaged files', async () => {
    // 413 is the pixel limit read from the header, before anything is inflated.
    expect(await refusal(prepareDocument(await pngBomb(), 'image/png'))).toBe(413);
    const photo = await sampleJpegWithGps();
    expect(await refusal(prepareDocument(photo.subarray(0, 200), 'image/jpeg'))).toBe(422);
    expect(
      await refusal(prepareDocument(Buffer.from('%PDF-1.7\nnothing else'), 'application/pdf')),
    ).toBe(422);
  });
});
