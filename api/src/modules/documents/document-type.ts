/** The kinds of document a visitor may send: papers (PDF, TIFF scans) and phone photos. */
export type DocumentContentType =
  'application/pdf' | 'image/jpeg' | 'image/png' | 'image/heic' | 'image/heif' | 'image/tiff';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** ISO base media brands of HEIC (HEVC-coded) and other HEIF images (ftyp box, bytes 8-11). */
const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const heifBrands = new Set(['mif1', 'msf1']);

/**
 * What a file is by its first bytes (its "magic"): the name and the type the browser declared
 * are never trusted, so a PNG named lease.pdf is a PNG and a program named lease.pdf is
 * nothing we accept. Undefined for anything else (SVG, HTML, archives, executables, text).
 */
export function detectDocumentType(bytes: Buffer): DocumentContentType | undefined {
  // Only a header at the very start: HTML or a script with "%PDF-" further in is not a PDF.
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'image/tiff';
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const major = bytes.toString('latin1', 8, 12);
    if (heicBrands.has(major)) return 'image/heic';
    if (heifBrands.has(major)) return compatibleHeic(bytes) ? 'image/heic' : 'image/heif';
  }
  return undefined;
}

/** A mif1 file whose compatible brands name HEVC coding is a HEIC photo (what iPhones write). */
function compatibleHeic(bytes: Buffer): boolean {
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  for (let at = 16; at + 4 <= boxSize; at += 4) {
    if (heicBrands.has(bytes.toString('latin1', at, at + 4))) return true;
  }
  return false;
}

export const acceptedDocumentsMessage =
  'Send a PDF, a JPEG, PNG, HEIC or TIFF image (a scan or a photo of the document).';
