import { BoundedWorkers } from './bounded-worker';

export interface PdfFacts {
  pages: number;
  encrypted: boolean;
}

/** A parse that needs more than this is a decompression bomb or worse: refused. */
const parseMemoryMb = 256;
/** A real 20 MB scan parses in well under a second; a bomb inflates for as long as it is let. */
const parseTimeoutMs = 5_000;
/** Bombs sent together cannot add up: the other PDFs wait their turn. */
const parsesAtOnce = 2;

/**
 * Runs in a worker thread of its own: pdf-lib parses synchronously and inflates compressed
 * object streams as it reads them, so a small PDF holding a "zip bomb" could block the server
 * for seconds or exhaust its memory. The worker has a heap limit and a deadline; past either it
 * is ended and the file refused, and the server itself never notices.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFDocument } = require(workerData.pdfLib);
PDFDocument.load(workerData.bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false })
  .then((pdf) => parentPort.postMessage({ pages: pdf.getPageCount(), encrypted: pdf.isEncrypted }))
  .catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

const readers = new BoundedWorkers(workerSource, parsesAtOnce);

/** A PDF's page count and whether it is encrypted; rejects when it cannot be read safely. */
export function inspectPdf(bytes: Buffer, timeoutMs = parseTimeoutMs): Promise<PdfFacts> {
  return readers.run<PdfFacts>(
    { bytes, pdfLib: require.resolve('pdf-lib') },
    {
      maxOldGenerationSizeMb: parseMemoryMb,
      timeoutMs,
      tooLong: 'The PDF took too long to read.',
      workerName: 'The PDF reader',
    },
  );
}
