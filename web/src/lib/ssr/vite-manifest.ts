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
  /** Chunks the entry and the page's lazy modules import, to fetch in parallel with it. */
  preload: readonly string[];
}

/** The scripts a page needs to hydrate: the entry and every chunk of its route. */
export function pageScripts(manifest: ViteManifest, modules: readonly string[]): PageScripts {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entryChunk = entryKey ? manifest[entryKey] : undefined;
  if (!entryKey || !entryChunk) throw new Error('The Vite manifest has no entry chunk');
  const entry = `/${entryChunk.file}`;
  const entryImports = chunkFiles(manifest, entryChunk.imports ?? []);
  const routeChunks = chunkFiles(manifest, modules, new Set([entry, ...entryImports]));
  return { entry, preload: [...entryImports, ...routeChunks] };
}
