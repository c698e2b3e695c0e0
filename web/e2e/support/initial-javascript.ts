import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './paths';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const clientDir = path.join(repoRoot, 'web/dist/client');

function readManifest(): Record<string, ManifestChunk> {
  const file = path.join(clientDir, '.vite/manifest.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
}

/** The script URLs a page's inline loader starts (entry first), read from its served HTML. */
export function loaderScripts(html: string): string[] {
  const loader = /<script type="module">const f=(\[[^\]]*\])/.exec(html)?.[1];
  return loader ? (JSON.parse(loader) as string[]) : [];
}

/**
 * Every script a page loads before any interaction: what its loader starts, and all they import
 * statically (from the build manifest), each once. Dynamic imports (the islands) are left out:
 * they load on first use.
 */
export function initialScripts(html: string): string[] {
  const manifest = readManifest();
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of byFile.get(file)?.imports ?? []) {
      const chunk = manifest[key];
      if (chunk) visit(`/${chunk.file}`);
    }
  };
  loaderScripts(html).forEach(visit);
  return [...files];
}

/**
 * The chunks a dynamic import of `sources` fetches (source paths as the manifest keys them,
 * e.g. "src/features/chat/chat-panel.tsx"): each one's own chunk and all it imports statically,
 * but for the page's entry, which every page has loaded already.
 */
export function chunksOfDynamicImports(sources: readonly string[]): string[] {
  const manifest = readManifest();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    (chunk.imports ?? []).forEach(visit);
  };
  for (const source of sources) visit(chunkKeyOf(manifest, source));
  return [...files];
}

/**
 * The manifest key of the chunk that holds `source`: its own chunk, or the shared chunk a
 * chunk group bundled it into (found through the chunks' source maps).
 */
function chunkKeyOf(manifest: Record<string, ManifestChunk>, source: string): string {
  if (manifest[source]) return source;
  const key = Object.keys(manifest).find((candidate) =>
    modulesOf(`/${manifest[candidate]!.file}`).some((module) => module.endsWith(`/${source}`)),
  );
  if (!key) throw new Error(`${source} is not in the client build`);
  return key;
}

/**
 * The modules bundled into a built client file, from its source map (kept on disk); the
 * bundler's own runtime chunk has none and holds no module.
 */
export function modulesOf(file: string): string[] {
  const mapFile = path.join(clientDir, `${file}.map`);
  if (!existsSync(mapFile)) return [];
  return (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources;
}

/** Gzipped size of built client files in bytes (level 9, as the build's precompression). */
export function gzippedBytes(files: readonly string[]): number {
  return files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length,
    0,
  );
}
