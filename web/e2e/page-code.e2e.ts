import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { useBrowser, newPage, visit } from './support/browser';
import { repoRoot } from './support/paths';
import { urlFor } from './support/server-url';

interface PageLoad {
  /** The source files bundled into the scripts the page downloaded. */
  sources: string[];
  /** Every URL the page requested. */
  requests: string[];
}

/** What a page downloads from the address bar until it has gone quiet, with no interaction. */
async function loadWithoutInteraction(browser: Browser, path: string): Promise<PageLoad> {
  const { page, problems, close } = await newPage(browser);
  const scripts = new Set<string>();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  try {
    await visit(page, path);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
  // Source maps stay on disk (the server never serves them): read each script's from the build.
  const clientDir = join(repoRoot, 'web/dist/client');
  const maps = await Promise.all(
    [...scripts].map(async (url) => {
      const map = await readFile(join(clientDir, `${new URL(url).pathname}.map`), 'utf8');
      return (JSON.parse(map) as { sources: string[] }).sources;
    }),
  );
  return { sources: maps.flat(), requests };
}

describe('the code each page loads before any interaction', () => {
  const browser = useBrowser();

  it.each(['/', '/services/lease-checks', '/locations/tyler-tx', '/blog', '/contact', '/sitemap'])(
    '%s loads the island loader only: no page code, React, Apollo, chat socket or form libraries',
    async (path) => {
      const { sources, requests } = await loadWithoutInteraction(browser(), path);
      // The source maps were read (the checks below are not vacuous).
      expect(sources.some((source) => source.includes('src/islands/start-islands.ts'))).toBe(true);
      const unwanted = sources.filter((source) =>
        /node_modules\/(react-dom|@mui\/material|@apollo\/client|graphql-ws|formik|yup)\/|src\/(pages|app)\/|content\/src\/(services|locations)\//.test(
          source,
        ),
      );
      expect(unwanted).toEqual([]);
      // Blog and sitemap data came with the HTML, not from a request.
      expect(requests.filter((url) => new URL(url).pathname === '/graphql')).toEqual([]);
    },
  );
});

describe('static files', () => {
  async function firstScriptOf(path: string): Promise<string> {
    const html = await (await fetch(urlFor(path))).text();
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    if (!script) throw new Error(`No script in the HTML of ${path}`);
    return script;
  }

  it('serves hashed assets precompressed, cached for a year, with no date to revalidate', async () => {
    const response = await fetch(urlFor(await firstScriptOf('/')), {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('last-modified')).toBeNull();
  });

  it('lets browsers revalidate files without a hash in their name', async () => {
    const response = await fetch(urlFor('/favicon.svg'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('last-modified')).not.toBeNull();
  });
});
