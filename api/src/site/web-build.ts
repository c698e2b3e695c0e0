import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The parts of web/dist/server/entry-server.js the server uses (an ES module). */
export interface WebEntry {
  renderDocument(
    url: string,
    options: {
      template: string;
      manifest: unknown;
      executeGraphQL?: ExecuteGraphQL;
      signal?: AbortSignal;
      /** /contact only: a form posted without JavaScript, refused; rendered without scripts. */
      contactForm?: ServedContactForm;
    },
  ): Promise<RenderedDocument>;
  servingMode(pathname: string): 'prerendered' | 'server-rendered' | 'not-found';
  /**
   * The site's header, footer and styles around an empty card, for the pages the API writes
   * (server-page.ts); absent from builds made before it existed.
   */
  renderPageFrame?(
    pathname: string,
    options: { template: string; manifest: unknown },
  ): Promise<RenderedDocument>;
  /** Where renderPageFrame's page puts its title and its body. */
  serverPageTitleMarker?: string;
  serverPageBodyMarker?: string;
  /** sitemap.xml, and its children once it is split into a sitemap index: XML by file name. */
  sitemapFiles(
    posts: readonly { slug: string; publishedAt: string }[],
    limits?: SitemapLimits,
  ): Map<string, string>;
}

/** URLs and bytes one sitemap file may hold; the protocol's 50,000 and 50 MB by default. */
export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}

/** A rendered page; `scriptHashes` are the CSP sources of the inline scripts it holds. */
export interface RenderedDocument {
  html: string;
  status: number;
  scriptHashes: readonly string[];
}

/** The contact form as posted (strings only) and the API's message for each refused field. */
export interface ServedContactForm {
  values: Record<string, string>;
  errors: Record<string, string>;
}

export interface GraphQLRequestBody {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export type ExecuteGraphQL = (request: GraphQLRequestBody) => Promise<unknown>;

/** A built web app: the SSR entry, the HTML template, the chunk manifest, the 404 page. */
export interface WebBuild {
  clientDir: string;
  /** Every file under clientDir, as URL paths relative to it (`assets/index-abc.js`). */
  files: ReadonlySet<string>;
  entry: WebEntry;
  template: string;
  manifest: unknown;
  notFoundHtml: string;
  /**
   * CSP sources of the inline scripts in each prerendered page, by its path under clientDir
   * (`about/index.html`, `404.html`), as the prerenderer wrote them (server/script-hashes.json).
   * Taken from the render, never read back out of the HTML.
   */
  scriptHashes: ReadonlyMap<string, readonly string[]>;
}

/**
 * A native import(), out of reach of transpilers: the API runs as CommonJS, and tools such as
 * @swc-node/register (development) would turn a literal import() into require(), which cannot
 * load an ES module.
 */
const importModule = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<unknown>;

const requiredFiles = [
  'client/404.html',
  'server/entry-server.js',
  'server/template.html',
  'server/manifest.json',
  'server/script-hashes.json',
] as const;

async function listFiles(root: string): Promise<Set<string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      ),
  );
}

/**
 * Loads web/dist once. Returns undefined while it is not built, so the server can start
 * (for the API alone) and say clearly what is missing.
 */
export async function loadWebBuild(webDistDir: string): Promise<WebBuild | undefined> {
  if (!requiredFiles.every((file) => existsSync(path.join(webDistDir, file)))) return undefined;
  const serverDir = path.join(webDistDir, 'server');
  const clientDir = path.join(webDistDir, 'client');
  const entryUrl = pathToFileURL(path.join(serverDir, 'entry-server.js')).href;
  const entry = (await importModule(entryUrl)) as WebEntry;
  const [files, template, manifest, notFoundHtml, scriptHashes] = await Promise.all([
    listFiles(clientDir),
    readFile(path.join(serverDir, 'template.html'), 'utf8'),
    readFile(path.join(serverDir, 'manifest.json'), 'utf8').then(
      (text) => JSON.parse(text) as unknown,
    ),
    readFile(path.join(clientDir, '404.html'), 'utf8'),
    readFile(path.join(serverDir, 'script-hashes.json'), 'utf8').then(
      (text) => new Map(Object.entries(JSON.parse(text) as Record<string, string[]>)),
    ),
  ]);
  return { clientDir, files, entry, template, manifest, notFoundHtml, scriptHashes };
}
