import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

/** Small real files of each kind, made on the spot (no binary fixtures in the repository). */
export const samplePng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF with a GPS position, as phone photos do. */
export const sampleJpegWithGps = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3c3' } })
    .withExif({
      IFD0: { Copyright: 'Owner of the tract' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 57/1 0/1' },
    })
    .jpeg()
    .toBuffer();

export const sampleTwoPageTiff = async () => {
  const page = await samplePng();
  return sharp([page, page], { join: { animated: true } })
    .tiff()
    .toBuffer();
};

export async function samplePdf(pages: number, options: { encrypted?: boolean } = {}) {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) pdf.addPage([612, 792]).drawText(`Page ${i + 1} of the lease`);
  // What marks a PDF encrypted: the trailer's /Encrypt dictionary (the content stays readable
  // here; the parser only has to notice it).
  if (options.encrypted)
    pdf.context.trailerInfo.Encrypt = pdf.context.obj({ Filter: 'Standard', V: 1, R: 2 });
  return Buffer.from(await pdf.save({ useObjectStreams: true }));
}

/**
 * A decompression bomb's shape: a real PNG whose header claims 50,000 x 50,000 pixels (7.5 GB
 * decoded) in a few hundred bytes.
 */
export async function pngBomb(): Promise<Buffer> {
  const png = Buffer.from(await samplePng());
  // The IHDR chunk: length (4), "IHDR" (4), width, height, ..., then its CRC over type + data.
  png.writeUInt32BE(50_000, 16);
  png.writeUInt32BE(50_000, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/**
 * A PDF whose one object stream inflates to `megabytes` of spaces from a few hundred KB: the
 * shape of a PDF decompression bomb (pdf-lib inflates object streams as it loads).
 */
export function pdfBomb(megabytes: number): Buffer {
  const deflated = zlib.deflateSync(Buffer.alloc(megabytes * 1024 * 1024, 0x20), { level: 9 });
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (part: Buffer | string) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    length += bytes.length;
  };
  push('%PDF-1.7\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  objects.forEach((body, i) => {
    offsets.push(length);
    push(`${i + 1} 0 obj\n${body}\nendobj\n`);
  });
  offsets.push(length);
  push(
    `4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${deflated.length} >>\nstream\n`,
  );
  push(deflated);
  push('\nendstream\nendobj\n');
  const xref = length;
  push(
    `xref\n0 5\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`,
  );
  push(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/** libheif's command-line encoder (Debian's libheif-examples, with its x265 HEVC encoder). */
export const heifEncoder = ['/usr/bin/heif-enc', '/usr/local/bin/heif-enc'].find((file) =>
  fs.existsSync(file),
);

export const heifEncoderMissingMessage =
  'heif-enc is not installed (apt-get install libheif-examples; scripts/test-prerequisites.cjs does it): skipping the HEIC photo tests';

/**
 * A real HEIC photo as an iPhone writes it (HEVC-coded, brand heic), made on the spot from a
 * JPEG carrying EXIF with a GPS position, which heif-enc copies into the HEIC. Undefined when
 * heif-enc is not installed (the caller skips, saying why).
 */
export async function sampleHeicWithGps(
  size: { width: number; height: number } = { width: 64, height: 48 },
): Promise<Buffer | undefined> {
  if (!heifEncoder) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heic-sample-'));
  try {
    const jpeg = path.join(dir, 'photo.jpg');
    const heic = path.join(dir, 'photo.heic');
    await sharp({ create: { ...size, channels: 3, background: '#2a6' } })
      .withExif({
        IFD0: { Copyright: 'Owner of the tract' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 57/1 0/1' },
      })
      .jpeg()
      .toFile(jpeg);
    execFileSync(heifEncoder, ['-q', '80', '-o', heic, jpeg], { stdio: 'ignore' });
    return fs.readFileSync(heic);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
