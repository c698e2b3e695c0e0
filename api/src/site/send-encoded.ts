import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { pageContentSecurityPolicy } from '../kernel/http/content-security-policy';
import { chooseEncoding } from './accept-encoding';
import { servedFile, type ServedFile } from './served-file';
import { revalidateCacheControl } from './static-files';

const suffix = { br: '.br', gzip: '.gz' } as const;

/**
 * Sends a file of the client build from disk, or its precompressed .br/.gz twin when the client
 * accepts it: only for the few files too large to hold in memory (see loadStaticFiles), such
 * as source maps. Express sets sendFile's ETag from the app-wide setting.
 */
export function sendBuildFile(
  req: Request,
  res: Response,
  options: { root: string; file: string; files: ReadonlySet<string>; cacheControl: string },
): void {
  const { root, file, files, cacheControl } = options;
  const encoding = chooseEncoding(req.headers['accept-encoding'], (coding) =>
    files.has(file + suffix[coding]),
  );
  res.vary('Accept-Encoding').set('Cache-Control', cacheControl).type(path.extname(file));
  if (encoding !== 'identity') res.set('Content-Encoding', encoding);
  res.sendFile(encoding === 'identity' ? file : file + suffix[encoding], {
    root,
    dotfiles: 'deny',
  });
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A server-rendered page, compressed once (on zlib's thread pool) to be cached and served like
 * the prerendered ones. Quality 6 rather than the build's maximum: this runs while the first
 * visitor waits, and costs a few percent of size.
 */
export async function encodePage(page: {
  status: number;
  html: string;
  scriptHashes: readonly string[];
}): Promise<ServedFile> {
  const identity = Buffer.from(page.html);
  const [br, gz] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 6 }),
  ]);
  return servedFile({
    status: page.status,
    contentType: 'text/html; charset=utf-8',
    cacheControl: revalidateCacheControl,
    contentSecurityPolicy: pageContentSecurityPolicy(page.scriptHashes),
    identity,
    br,
    gzip: gz,
  });
}
