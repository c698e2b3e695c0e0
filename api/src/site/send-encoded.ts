import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

type Encoding = 'br' | 'gzip';
const suffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The best encoding both the client accepts and we have (`available`); undefined for identity. */
function pickEncoding(
  req: Request,
  available: (encoding: Encoding) => boolean,
): Encoding | undefined {
  const choice = req.acceptsEncodings(['br', 'gzip', 'identity']);
  if ((choice === 'br' || choice === 'gzip') && available(choice)) return choice;
  if (choice === 'br' && available('gzip') && req.acceptsEncodings('gzip')) return 'gzip';
  return undefined;
}

/**
 * Sends a file of the client build, or its precompressed .br/.gz twin written at build time
 * when the client accepts it. Immutable (content-hashed) files skip Last-Modified: browsers
 * never revalidate them, and every page fetches several. (Express sets sendFile's ETag from
 * the app-wide setting, so that header stays.)
 */
export function sendBuildFile(
  req: Request,
  res: Response,
  options: {
    root: string;
    file: string;
    files: ReadonlySet<string>;
    cacheControl: string;
    immutable?: boolean;
  },
): void {
  const { root, file, files, cacheControl, immutable = false } = options;
  const encoding = pickEncoding(req, (e) => files.has(file + suffix[e]));
  res.vary('Accept-Encoding').set('Cache-Control', cacheControl).type(path.extname(file));
  if (encoding) res.set('Content-Encoding', encoding);
  res.sendFile(encoding ? file + suffix[encoding] : file, {
    root,
    dotfiles: 'deny',
    lastModified: !immutable,
  });
}

/** A server-rendered page with its compressed forms, made once and cached with it. */
export interface EncodedPage {
  status: number;
  html: string;
  /** CSP sources of its inline scripts (see pageContentSecurityPolicy). */
  scriptHashes: readonly string[];
  br: Buffer;
  gzip: Buffer;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function encodePage(
  page: Pick<EncodedPage, 'status' | 'html' | 'scriptHashes'>,
): Promise<EncodedPage> {
  const [br, gz] = await Promise.all([
    brotliAsync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzipAsync(page.html, { level: 6 }),
  ]);
  return { ...page, br, gzip: gz };
}

export function sendEncodedPage(req: Request, res: Response, page: EncodedPage): void {
  const encoding = pickEncoding(req, () => true);
  res
    .status(page.status)
    .vary('Accept-Encoding')
    .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  if (!encoding) {
    res.send(page.html);
    return;
  }
  res.set('Content-Encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
}
