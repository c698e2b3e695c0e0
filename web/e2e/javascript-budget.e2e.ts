import { toolPaths } from '@landman/content';
import { listedPosts } from './support/listed-posts';
import { gzippedBytes, initialScripts, loaderScripts } from './support/initial-javascript';
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
