import { toolPaths } from '@landman/content';
import { listedPosts } from './support/listed-posts';
import {
  chunksOfDynamicImports,
  gzippedBytes,
  initialScripts,
  loaderScripts,
  modulesOf,
} from './support/initial-javascript';
import { fetchServed } from './support/served-html';

/** Issue 15: at most 90 KB of gzipped JavaScript before any interaction on a public page. */
const budgetBytes = 90 * 1024;

describe('the JavaScript each public page loads before any interaction (from the build)', () => {
  it.each([
    '/',
    '/services/lease-checks',
    '/locations/tyler-tx',
    '/blog',
    '/contact',
    '/sitemap',
    '/tools',
    ...toolPaths,
    // A tool's result page, rendered for its form's query.
    '/tools/division-order-decimal?tract1Acres=10&tract1Interest=1&tract1Royalty=3/16&unit1Acres=640',
  ])('%s stays within the 90 KB gzipped budget', async (path) => {
    const { html, status } = await fetchServed(path);
    expect(status).toBe(200);
    // The loader was found (the budget check below is not vacuous).
    expect(loaderScripts(html).length).toBeGreaterThan(0);
    const bytes = gzippedBytes(initialScripts(html));
    expect({ path, bytes, withinBudget: bytes <= budgetBytes }).toEqual({
      path,
      bytes,
      withinBudget: true,
    });
  });

  it('a blog post stays within the budget too', async () => {
    const [post] = await listedPosts();
    const { html } = await fetchServed(`/blog/${post!.slug}`);
    expect(loaderScripts(html).length).toBeGreaterThan(0);
    expect(gzippedBytes(initialScripts(html))).toBeLessThanOrEqual(budgetBytes);
  });
});

describe("the chat's first open (from the build)", () => {
  // What the tap loads: the island loader, the launcher and its panel, fetched side by side.
  const chatChunks = () =>
    chunksOfDynamicImports([
      'src/islands/hydrate-plain-island.tsx',
      'src/features/chat/chat-launcher.tsx',
      'src/features/chat/chat-panel.tsx',
    ]);

  it('fetches React and the chat: no GraphQL client cache, no MUI, no Emotion', () => {
    const modules = chatChunks().flatMap(modulesOf);
    // The check is not vacuous: React, the chat's own code and the socket library are there.
    expect(modules.some((source) => source.includes('node_modules/react-dom/'))).toBe(true);
    expect(modules.some((source) => source.includes('features/chat/chat-window'))).toBe(true);
    expect(modules.some((source) => source.includes('node_modules/graphql-ws/'))).toBe(true);
    const unwanted = modules.filter((source) =>
      /node_modules\/(@apollo\/|rxjs\/|@mui\/|@emotion\/)/.test(source),
    );
    expect(unwanted).toEqual([]);
  });

  it('is at most 100 KB of compressed JavaScript (issue 25)', () => {
    expect(gzippedBytes(chatChunks())).toBeLessThanOrEqual(100 * 1024);
  });

  it('comes in at most six requests, what a phone opens at once over HTTP/1.1', () => {
    expect(chatChunks().length).toBeLessThanOrEqual(6);
  });
});
