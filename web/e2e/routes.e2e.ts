import { blogPostPath, locationPages, publicPaths, servicePages, site } from '@landman/content';
import { failedResourceMessage, useBrowser, usePages, visit } from './support/browser';
import { listedPosts } from './support/listed-posts';
import { canonicalOf, fetchServed, h1Of, metaOf, titleOf } from './support/served-html';
import { urlFor } from './support/server-url';

/** Titles the content tables fix exactly; other pages are checked for the site suffix. */
const knownTitles = new Map<string, string>([
  ...servicePages.map((p) => [`/services/${p.slug}`, `${p.seo.title} | ${site.name}`] as const),
  ...locationPages.map((p) => [`/locations/${p.slug}`, `${p.seo.title} | ${site.name}`] as const),
]);

async function firstPost(): Promise<{ slug: string; title: string }> {
  const [post] = await listedPosts();
  return post!;
}

/**
 * Title, description, canonical URL and share tags, present and telling one story: the share
 * title and description are the page's own, every URL is absolute on the site, and the share
 * image is one the server really has.
 */
async function expectHeadTags(head: string, path: string): Promise<void> {
  const title = titleOf(head);
  const description = metaOf(head, 'description');
  const url = `${site.url}${path}`;
  expect(title?.length).toBeGreaterThan(10);
  expect(head.match(/<title>/g)).toHaveLength(1);
  expect(description?.length).toBeGreaterThan(50);
  expect(canonicalOf(head)).toBe(url);

  expect(metaOf(head, 'og:title')).toBe(title);
  expect(metaOf(head, 'og:description')).toBe(description);
  expect(metaOf(head, 'og:url')).toBe(url);
  const image = metaOf(head, 'og:image') ?? '';
  expect(image).toMatch(new RegExp(`^${site.url}/.`));
  expect((await fetch(urlFor(new URL(image).pathname))).status).toBe(200);

  expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
  expect(metaOf(head, 'twitter:title')).toBe(title);
  expect(metaOf(head, 'twitter:description')).toBe(description);
  expect(metaOf(head, 'twitter:image')).toBe(image);

  // Every page points feed readers to the blog's RSS and Atom feeds, by absolute address.
  for (const [type, feed] of [
    ['application/rss+xml', '/blog/feed.xml'],
    ['application/atom+xml', '/blog/atom.xml'],
  ] as const) {
    const link = new RegExp(`<link rel="alternate" type="${type.replace('+', '\\+')}"[^>]*>`).exec(
      head,
    )?.[0];
    expect(link).toContain(`href="${site.url}${feed}"`);
  }
}

describe('served HTML (what crawlers and link previews see)', () => {
  it.each(publicPaths)('%s holds its content, title, description and share tags', async (path) => {
    const page = await fetchServed(path);
    expect(page.status).toBe(200);
    expect(page.contentType).toMatch(/^text\/html/);

    expect(titleOf(page.head)).toEqual(
      knownTitles.get(path) ?? expect.stringMatching(` \\| ${site.name}$`),
    );
    await expectHeadTags(page.head, path);
    expect(page.head).toMatch(/<style data-emotion="css [^"]+">/);

    expect(h1Of(page.body)?.length).toBeGreaterThan(3);
    expect(page.body).toContain(site.name);
    expect(page.body).toContain(`href="/contact"`);
  });

  it('serves every blog post with its own title and consistent head tags', async () => {
    for (const post of await listedPosts()) {
      const path = blogPostPath(post.slug);
      try {
        const page = await fetchServed(path);
        expect(page.status).toBe(200);
        expect(titleOf(page.head)).toBe(`${post.title} | ${site.name}`);
        expect(h1Of(page.body)).toBe(post.title);
        expect(metaOf(page.head, 'og:type')).toBe('article');
        await expectHeadTags(page.head, path);
      } catch (error) {
        throw new Error(`${path}: ${(error as Error).message}`);
      }
    }
  });

  it('answers an unknown address with HTTP 404 and the not-found page', async () => {
    const page = await fetchServed('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.contentType).toMatch(/^text\/html/);
    expect(h1Of(page.body)).toBe('404 Page Not Found');
    expect(metaOf(page.head, 'robots')).toBe('noindex, follow');
  });

  it('answers a missing blog post with HTTP 404 and the post page', async () => {
    const page = await fetchServed('/blog/no-such-post');
    expect(page.status).toBe(404);
    expect(h1Of(page.body)).toBe('Blog Post Not Found');
  });

  it('serves paths exactly: no page for other letter cases, one address per page', async () => {
    expect((await fetchServed('/About')).status).toBe(404);
    const slash = await fetchServed('/about/');
    expect(slash.status).toBe(301);
  });

  it('lists every public page and the blog posts in sitemap.xml', async () => {
    const response = await fetch(urlFor('/sitemap.xml'));
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    for (const path of publicPaths) expect(xml).toContain(`<loc>${site.url}${path}</loc>`);
    const post = await firstPost();
    expect(xml).toContain(`<loc>${site.url}/blog/${post.slug}</loc>`);
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const response = await fetch(urlFor('/robots.txt'));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});

describe('pages in the browser', () => {
  const openPage = usePages(useBrowser(), { shareTabs: true });

  it.each([...publicPaths])(
    '%s hydrates with its title and heading, without console errors',
    async (path) => {
      const served = await fetchServed(path);
      const { page } = await openPage();
      await visit(page, path);
      expect(await page.title()).toBe(titleOf(served.head));
      expect(await page.locator('title').count()).toBe(1);
      await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
      expect(await page.locator('h1').first().innerText()).toBe(h1Of(served.body));
    },
  );

  it('renders a blog post without console errors', async () => {
    const post = await firstPost();
    const { page } = await openPage();
    await visit(page, `/blog/${post.slug}`);
    expect(await page.title()).toBe(`${post.title} | ${site.name}`);
    expect(await page.locator('h1').first().innerText()).toBe(post.title);
  });

  it('shows the 404 page for an unknown address', async () => {
    const { page, expectProblem } = await openPage();
    // Chromium reports the document's own 404 status on the console; nothing else may appear.
    expectProblem(failedResourceMessage(404, 'Not Found'));
    await visit(page, '/no-such-page');
    expect(await page.locator('h1').innerText()).toBe('404 Page Not Found');
    expect(await page.getByRole('link', { name: 'Go to the home page' }).count()).toBe(1);
  });
});
