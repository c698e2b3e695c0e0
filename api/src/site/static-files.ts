import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { pageContentSecurityPolicy } from '../kernel/http/content-security-policy';
import { servedFile, type ServedFile } from './served-file';

export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** HTML: kept by browsers, but asked about (If-None-Match) before each use. */
export const revalidateCacheControl = 'no-cache';
const unhashedCacheControl = 'public, max-age=3600';

/**
 * Larger files stay on disk, and so do source maps (never served, see buildFileFor): the memory
 * held is the site itself, about 6 MB with the compressed forms, whatever the maps weigh.
 */
export const maxFileBytesInMemory = 1024 * 1024;
const keptOnDisk = /\.map$/;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export function contentTypeOf(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Text worth compressing (as web/scripts/precompress.ts decides at build time). */
const compressible = /\.(?:html|js|mjs|css|svg|json|xml|txt|map|webmanifest)$/;
const minCompressBytes = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The compressed twin the build wrote (`.br`, `.gz`), or one made now at maximum quality when the
 * build has none (an older build); on zlib's thread pool, once, never per request.
 */
async function twin(
  clientDir: string,
  file: string,
  files: ReadonlySet<string>,
  coding: 'br' | 'gzip',
  identity: Buffer,
): Promise<Buffer | undefined> {
  const name = `${file}${coding === 'br' ? '.br' : '.gz'}`;
  if (files.has(name)) return readFile(path.join(clientDir, name));
  if (!compressible.test(file) || identity.length < minCompressBytes) return undefined;
  const made =
    coding === 'br'
      ? await brotliAsync(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        })
      : await gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION });
  return made.length < identity.length ? made : undefined;
}

export function cacheControlFor(file: string): string {
  if (file.endsWith('.html')) return revalidateCacheControl;
  return isHashed(file) ? immutableCacheControl : unhashedCacheControl;
}

/** Vite names everything under assets/ by content hash: a changed file gets a new URL. */
function isHashed(file: string): boolean {
  return file.startsWith('assets/');
}

async function loadOne(
  clientDir: string,
  file: string,
  files: ReadonlySet<string>,
  scriptHashes: ReadonlyMap<string, readonly string[]>,
): Promise<ServedFile> {
  const [identity, { mtime }] = await Promise.all([
    readFile(path.join(clientDir, file)),
    stat(path.join(clientDir, file)),
  ]);
  const [br, gz] = await Promise.all([
    twin(clientDir, file, files, 'br', identity),
    twin(clientDir, file, files, 'gzip', identity),
  ]);
  const isHtml = file.endsWith('.html');
  return servedFile({
    status: file === '404.html' ? 404 : 200,
    contentType: contentTypeOf(file),
    cacheControl: cacheControlFor(file),
    // Hashed files are never revalidated; every page fetches several.
    lastModified: isHashed(file) ? undefined : mtime.toUTCString(),
    contentSecurityPolicy: isHtml
      ? pageContentSecurityPolicy(scriptHashes.get(file) ?? [])
      : undefined,
    identity,
    br,
    gzip: gz,
  });
}

/** A compressed twin of another file of the build (`index.html.br` beside `index.html`). */
function isTwin(file: string, files: ReadonlySet<string>): boolean {
  const match = /^(.*)\.(?:br|gz)$/.exec(file);
  return match !== null && files.has(match[1] ?? '');
}

/**
 * Reads the client build into memory once, at start: every file up to maxFileBytesInMemory
 * (source maps aside) with its brotli and gzip forms, by its path under clientDir (`about/index.html`, `assets/x.js`).
 * Files missing here are served from disk.
 */
export async function loadStaticFiles(
  clientDir: string,
  files: ReadonlySet<string>,
  scriptHashes: ReadonlyMap<string, readonly string[]>,
): Promise<Map<string, ServedFile>> {
  const loaded = new Map<string, ServedFile>();
  for (const file of files) {
    if (isTwin(file, files) || keptOnDisk.test(file)) continue;
    const { size } = await stat(path.join(clientDir, file));
    if (size > maxFileBytesInMemory) continue;
    loaded.set(file, await loadOne(clientDir, file, files, scriptHashes));
  }
  return loaded;
}
