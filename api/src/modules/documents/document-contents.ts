import sharp from 'sharp';
import { type DocumentContentType } from './document-type';
import { DocumentRefusedError } from './document.errors';
import { decodeHeic } from './heic-decoding';
import { inspectPdf } from './pdf-inspection';

/** What is stored of an accepted file. */
export interface PreparedDocument {
  bytes: Buffer;
  contentType: DocumentContentType;
  pages: number | null;
  encrypted: boolean | null;
}

/**
 * A decompression bomb (a small file of huge dimensions) is refused from its header, before
 * any pixel is decoded: 100 megapixels is a 600 dpi scan of a large map sheet.
 */
const maxInputPixels = 100_000_000;

/**
 * The file as it is stored: images decoded and written anew (upright, and with none of the
 * input's EXIF, XMP or GPS: sharp writes metadata only when asked, and we never ask); PDFs
 * parsed for their page count and whether they are encrypted, and kept as sent. Anything that
 * does not parse is refused as damaged.
 */
export async function prepareDocument(
  bytes: Buffer,
  type: DocumentContentType,
): Promise<PreparedDocument> {
  if (type === 'application/pdf') return preparePdf(bytes);
  return prepareImage(bytes, type);
}

async function preparePdf(bytes: Buffer): Promise<PreparedDocument> {
  try {
    const { pages, encrypted } = await inspectPdf(bytes);
    if (pages < 1) throw new Error('no pages');
    return { bytes, contentType: 'application/pdf', pages, encrypted };
  } catch {
    throw new DocumentRefusedError(
      422,
      'This PDF could not be read; it may be damaged. Try saving or scanning it again.',
    );
  }
}

async function prepareImage(bytes: Buffer, type: DocumentContentType): Promise<PreparedDocument> {
  const multiPage = type === 'image/tiff';
  const input = (limitInputPixels: number | false = maxInputPixels) =>
    sharp(bytes, {
      limitInputPixels,
      failOn: 'error',
      // Every page of a scanned TIFF, not only the first.
      ...(multiPage ? { pages: -1 } : {}),
    });
  // The header only (no pixel is decoded), read without the limit so a bomb is told as one.
  const metadata = await input(false)
    .metadata()
    .catch(() => undefined);
  if (!metadata?.width || !metadata.height) throw damaged();
  const pagePixels = metadata.width * (metadata.pageHeight ?? metadata.height);
  if (pagePixels > maxInputPixels || metadata.width * metadata.height > maxInputPixels * 4) {
    throw new DocumentRefusedError(
      413,
      'This image is too large in pixels to be a photo or a scan; send a smaller one.',
    );
  }
  if (type === 'image/heic' || type === 'image/heif') return prepareHeif(bytes, input, pagePixels);
  try {
    // Upright by its EXIF orientation, before the EXIF is dropped.
    const image = input().autoOrient();
    if (type === 'image/png') return imageResult(await image.png().toBuffer(), 'image/png');
    if (type === 'image/tiff')
      return imageResult(await image.tiff({ compression: 'lzw' }).toBuffer(), 'image/tiff');
    return imageResult(await image.jpeg({ quality: 90 }).toBuffer(), 'image/jpeg');
  } catch {
    throw damaged();
  }
}

/** A 48-megapixel phone photo ("HEIF Max") is 48.8; larger HEIC files are not photos we take. */
const maxHeifPixels = 50_000_000;

/**
 * HEIC/HEIF photos become JPEG, which every browser in the desk can show, written anew from
 * the decoded pixels (so without the photo's EXIF, XMP or GPS). The bundled sharp has no HEVC
 * decoder (only AVIF-coded HEIF): HEVC-coded photos, what iPhones write, are decoded by
 * heic-decode in a worker; a HEIF that sharp can read is read by sharp.
 */
async function prepareHeif(
  bytes: Buffer,
  input: () => sharp.Sharp,
  pixels: number,
): Promise<PreparedDocument> {
  if (pixels > maxHeifPixels) {
    throw new DocumentRefusedError(
      413,
      'This photo is too large in pixels to be taken here; send a smaller one or a JPEG.',
    );
  }
  const asJpeg = async (image: sharp.Sharp) =>
    imageResult(await image.jpeg({ quality: 90 }).toBuffer(), 'image/jpeg');
  try {
    return await asJpeg(input().autoOrient());
  } catch {
    // No decoder for its coding in sharp: decoded below.
  }
  try {
    const { width, height, data } = await decodeHeic(bytes);
    // Opaque paper or photo: any alpha is flattened onto white.
    return await asJpeg(
      sharp(data, { raw: { width, height, channels: 4 } }).flatten({ background: '#ffffff' }),
    );
  } catch {
    throw new DocumentRefusedError(
      415,
      'This HEIC photo could not be converted here. Send it as a JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible), or take a screenshot of it.',
    );
  }
}

function imageResult(bytes: Buffer, contentType: DocumentContentType): PreparedDocument {
  return { bytes, contentType, pages: null, encrypted: null };
}

const damaged = () =>
  new DocumentRefusedError(422, 'This image could not be read; it may be damaged.');
