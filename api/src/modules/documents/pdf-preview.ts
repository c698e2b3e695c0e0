import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The preview's longer side, in pixels: enough to recognise a lease's first page in the desk. */
export const previewLongSide = 600;
/** A first page renders in well under a second; a hostile one is stopped here. */
const renderTimeoutMs = 10_000;
/** The renderer's JavaScript heap; pdf.js parses and decodes images in JavaScript. */
const renderMemoryMb = 192;
/**
 * Images inside the page larger than this many pixels are not decoded (pdf.js skips them and
 * draws the rest): a 600 dpi letter-size scan is 34 megapixels.
 */
const maxImagePixels = 50_000_000;
/** Renders run one at a time: the machine's cores belong to the requests first. */
const rendersAtOnce = 1;

/**
 * Runs in a Node process of its own at the lowest CPU priority (nice 19): a scanned page takes
 * pdf.js seconds of CPU, and uploads being scanned and answered meanwhile must not wait for it
 * (a thread cannot be given a lower priority; a process can). pdf.js (the legacy build, for
 * Node) parses the PDF and draws its first page onto a @napi-rs/canvas of a bounded size,
 * written as PNG. No script in the PDF is run (pdf.js runs none, and `isEvalSupported: false`
 * keeps fonts from being compiled with eval); fonts are drawn as paths. The process has a heap
 * limit; past the deadline it is killed and there is no preview.
 */
const rendererSource = `
process.once('message', async (job) => {
  try {
    const pdfjs = await import(job.pdfjs);
    const { createCanvas } = require(job.canvas);
    const pdf = await pdfjs.getDocument({
      data: job.bytes,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      standardFontDataUrl: job.standardFonts,
      maxImageSize: job.maxImagePixels,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
    const page = await pdf.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const scale = job.longSide / Math.max(natural.width, natural.height);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.round(viewport.height)));
    const context = canvas.getContext('2d');
    // A scan's page may be transparent where nothing is drawn: the paper is white.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvasContext: context, canvas, viewport }).promise;
    const png = canvas.toBuffer('image/png');
    await pdf.destroy();
    process.send({ png: new Uint8Array(png) }, () => process.exit(0));
  } catch (error) {
    process.send({ error: String((error && error.message) || error) }, () => process.exit(0));
  }
});
`;

/**
 * The render was cut short for want of time or a process (its deadline passed, the renderer
 * died or could not start), not because pdf.js cannot read the PDF: worth another try later.
 */
export class RenderInterruptedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RenderInterruptedError';
  }
}

let running = 0;
const waiting: (() => void)[] = [];

/**
 * The first page of a PDF as a PNG at most `previewLongSide` pixels on its longer side.
 * Rejects when it cannot be drawn in time and memory (encrypted, damaged, hostile).
 */
export async function renderPdfPreview(
  bytes: Buffer,
  timeoutMs = renderTimeoutMs,
): Promise<Buffer> {
  if (running >= rendersAtOnce) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await renderInProcess(bytes, timeoutMs);
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function renderInProcess(bytes: Buffer, timeoutMs: number): Promise<Buffer> {
  const pdfjsMain = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');
  const pdfjsRoot = path.resolve(path.dirname(pdfjsMain), '../..');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [`--max-old-space-size=${renderMemoryMb}`, '--input-type=commonjs', '-e', rendererSource],
      // Buffers go over the IPC channel as they are (structured clone), not as JSON.
      { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], serialization: 'advanced' },
    );
    try {
      if (child.pid !== undefined) os.setPriority(child.pid, os.constants.priority.PRIORITY_LOW);
    } catch {
      // Not permitted here: it still runs, one at a time and under its deadline.
    }
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      outcome();
    };
    const timer = setTimeout(
      () =>
        finish(() => reject(new RenderInterruptedError('The first page took too long to draw.'))),
      timeoutMs,
    );
    child.once('message', (message: { png: Uint8Array } | { error: string }) =>
      finish(() =>
        'error' in message ? reject(new Error(message.error)) : resolve(Buffer.from(message.png)),
      ),
    );
    child.once('error', (error) =>
      finish(() =>
        reject(
          new RenderInterruptedError('The preview renderer could not start.', { cause: error }),
        ),
      ),
    );
    // Out of memory, or any other end before an answer.
    child.once('exit', (code, signal) =>
      finish(() =>
        reject(
          new RenderInterruptedError(
            `The preview renderer stopped (${signal ?? `exit code ${code}`}).`,
          ),
        ),
      ),
    );
    child.send({
      bytes: new Uint8Array(bytes),
      pdfjs: pathToFileURL(pdfjsMain).href,
      canvas: require.resolve('@napi-rs/canvas'),
      standardFonts: `${path.join(pdfjsRoot, 'standard_fonts')}${path.sep}`,
      longSide: previewLongSide,
      maxImagePixels,
    });
  });
}
