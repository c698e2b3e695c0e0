import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(?:html|js|css|svg|json|xml|txt|map)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

/**
 * Writes .br and .gz beside every text file of the client build, at maximum compression, so
 * the server sends compressed bytes without compressing per request.
 */
export async function precompress(dir: string): Promise<number> {
  let count = 0;
  for await (const file of files(dir)) {
    const source = await readFile(file);
    if (source.length < 1024) continue;
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = gzipSync(source, { level: 9 });
    if (brotli.length < source.length) await writeFile(`${file}.br`, brotli);
    if (gzip.length < source.length) await writeFile(`${file}.gz`, gzip);
    count += 1;
  }
  return count;
}
