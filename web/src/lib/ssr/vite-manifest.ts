/** The parts of Vite's build manifest (dist/client/.vite/manifest.json) the server reads. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export type ViteManifest = Record<string, ManifestChunk>;

/** `keys` and the chunks they import statically, as URL paths, each once, in load order. */
function chunkFiles(manifest: ViteManifest, keys: readonly string[], skip = new Set<string>()) {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || skip.has(`/${chunk.file}`) || files.includes(`/${chunk.file}`)) return;
    files.push(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

export interface PageScripts {
  /** The client entry module. */
  entry: string;
  /** Chunks the entry imports, to fetch in parallel with it. */
  preload: readonly string[];
}

/** The public pages' client entry (index.html), as Vite's manifest names it. */
export const publicEntryKey = 'index.html';

/**
 * The scripts every public page loads before any interaction: the islands entry and what it
 * imports statically. Each island's code (and React with it) is a dynamic import, fetched when
 * the island is first needed (see src/islands/).
 */
export function pageScripts(manifest: ViteManifest): PageScripts {
  const entryChunk = manifest[publicEntryKey];
  if (!entryChunk?.isEntry) throw new Error(`The Vite manifest has no ${publicEntryKey} entry`);
  const entry = `/${entryChunk.file}`;
  return { entry, preload: chunkFiles(manifest, entryChunk.imports ?? [], new Set([entry])) };
}

/**
 * The tags that load an HTML entry of another build (the meeting page's, in the desk's
 * manifest) on a page rendered here: its stylesheets, its static imports as modulepreloads and
 * the entry module itself. No inline script, so nothing for the CSP's hashes.
 */
export function htmlEntryTags(manifest: ViteManifest, key: string): string {
  const chunk = manifest[key];
  if (!chunk?.isEntry) throw new Error(`The Vite manifest has no ${key} entry`);
  const entry = `/${chunk.file}`;
  const preload = chunkFiles(manifest, chunk.imports ?? [], new Set([entry]));
  const css = [chunk, ...(chunk.imports ?? []).map((name) => manifest[name])].flatMap(
    (part) => part?.css ?? [],
  );
  return [
    ...[...new Set(css)].map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...preload.map((file) => `<link rel="modulepreload" href="${file}">`),
    `<script type="module" src="${entry}"></script>`,
  ].join('');
}
