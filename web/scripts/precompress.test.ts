/** @jest-environment node */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { precompress } from './precompress';

describe('precompress', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  // Text with the repetition of real bundles.
  const script = Array.from(
    { length: 400 },
    (_, i) => `export function handler${i}(event){return event.target.value+${i}*${i % 7};}`,
  ).join('\n');

  it('writes .gz and .br beside text files that decompress to the same bytes', async () => {
    await writeFile(path.join(dir, 'app.js'), script);
    expect(await precompress(dir)).toBe(1);
    const gz = await readFile(path.join(dir, 'app.js.gz'));
    const br = await readFile(path.join(dir, 'app.js.br'));
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(brotliDecompressSync(br).toString()).toBe(script);
  });

  it('compresses at the maximum level, Brotli smaller than gzip', async () => {
    await writeFile(path.join(dir, 'app.js'), script);
    await precompress(dir);
    const gz = await readFile(path.join(dir, 'app.js.gz'));
    const br = await readFile(path.join(dir, 'app.js.br'));
    expect(gz.length).toBeLessThanOrEqual(gzipSync(script, { level: 9 }).length);
    expect(gz.length).toBeLessThan(gzipSync(script, { level: 1 }).length);
    expect(br.length).toBeLessThan(gz.length);
  });

  it('leaves small files, binary files and source maps (never served) alone', async () => {
    await writeFile(path.join(dir, 'tiny.js'), 'export {};');
    await writeFile(path.join(dir, 'image.png'), Buffer.alloc(4096, 1));
    await writeFile(path.join(dir, 'app.js.map'), JSON.stringify({ mappings: script }));
    expect(await precompress(dir)).toBe(0);
    expect((await readdir(dir)).sort()).toEqual(['app.js.map', 'image.png', 'tiny.js']);
  });
});
