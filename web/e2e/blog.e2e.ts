import { blogCategories, blogListPageSize, site } from '@landman/content';
import type { Page } from 'playwright-core';
import {
  expectNoSeriousAxeViolations,
  failedResourceMessage,
  useBrowser,
  usePages,
  visit,
  type TestPage,
} from './support/browser';
import { fetchServed, h1Of, jsonLdOf, metaOf, titleOf } from './support/served-html';
import { urlFor } from './support/server-url';

interface Post {
  slug: string;
  title: string;
  category: string;
  publishedAt: string;
}

/** The posts as the API lists them (newest first), so the tests follow whatever is seeded. */
async function apiPosts(category?: string): Promise<Post[]> {
  const response = await fetch(urlFor('/graphql'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query:
        'query($category: String) { blogPosts(category: $category) { slug title category publishedAt } }',
      variables: { category },
    }),
  });
  const body = (await response.json()) as { data: { blogPosts: Post[] } };
  return body.data.blogPosts;
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** A category with at least two posts, so a post in it has related articles. */
async function categoryWithSeveralPosts(posts: Post[]): Promise<string> {
  const counts = new Map<string, number>();
  for (const post of posts) counts.set(post.category, (counts.get(post.category) ?? 0) + 1);
  const found = [...counts].find(([, count]) => count >= 2)?.[0];
  if (!found) throw new Error('The seeded blog has no category with two posts');
  return found;
}

const openPage = usePages(useBrowser(), { shareTabs: true });
let tab: TestPage;
let page: Page;
let posts: Post[];
/** The posts /blog shows: the first page of the list. */
let firstPage: Post[];

beforeAll(async () => {
  posts = await apiPosts();
  firstPage = posts.slice(0, blogListPageSize);
  expect(posts.length).toBeGreaterThan(3);
});
beforeEach(async () => {
  tab = await openPage();
  page = tab.page;
});

describe('blog list', () => {
  it('is served with the featured article and the recent posts already in the HTML', async () => {
    const served = await fetchServed('/blog');
    expect(served.status).toBe(200);
    expect(h1Of(served.body)).toBe('Industry Insights & Updates');
    for (const post of firstPage) expect(served.body).toContain(`href="/blog/${post.slug}"`);
    // The browser reuses the server's data: no spinner in the served page.
    expect(served.body).not.toContain('aria-label="Loading articles"');
  });

  it('features the first post and lists the rest under Recent Posts', async () => {
    await visit(page, '/blog');
    const [first, ...rest] = firstPage;
    const featured = page.getByTestId('featured-post');
    await featured.getByRole('heading', { name: first!.title }).waitFor();
    expect(await featured.textContent()).toContain(longDate(first!.publishedAt));
    expect(await featured.textContent()).toContain(first!.category);

    const recent = page.getByTestId('recent-posts').getByRole('article');
    expect(await recent.count()).toBe(rest.length);
    const titles = await page.getByTestId('recent-posts').getByRole('heading').allTextContents();
    expect(titles).toEqual(rest.map((post) => post.title));

    await featured.getByRole('link', { name: /read full article/i }).click();
    await page.waitForURL(urlFor(`/blog/${first!.slug}`));
    await page.getByRole('heading', { level: 1, name: first!.title }).waitFor();
  });

  it('pages to older articles with a plain link, and back', async () => {
    if (posts.length <= blogListPageSize) return; // one page: nothing to page through
    await visit(page, '/blog');
    const pages = page.getByRole('navigation', { name: 'Article pages' });
    await pages.getByRole('link', { name: 'Older articles' }).click();
    await page.waitForURL(urlFor('/blog?page=2#articles'));
    const older = posts[blogListPageSize]!;
    await page.getByTestId('recent-posts').getByRole('heading', { name: older.title }).waitFor();
    expect(await page.getByTestId('featured-post').count()).toBe(0);
    expect(await pages.textContent()).toContain('Page 2 of');
    await pages.getByRole('link', { name: 'Newer articles' }).click();
    await page.waitForURL(urlFor('/blog#articles'));
    await page
      .getByTestId('featured-post')
      .getByRole('heading', { name: posts[0]!.title })
      .waitFor();
  });

  it('filters by category with linkable tiles, and All Posts clears the filter', async () => {
    const category = await categoryWithSeveralPosts(posts);
    const inCategory = await apiPosts(category);
    await visit(page, '/blog');
    const tiles = page.getByRole('navigation', { name: 'Browse by Category' }).getByRole('link');
    expect(await tiles.count()).toBe(blogCategories.length + 1);

    await tiles.filter({ hasText: category }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === category);
    await page
      .getByTestId('featured-post')
      .getByRole('heading', { name: inCategory[0]!.title })
      .waitFor();
    // The tiles sit below the list: the chosen filter lands on the list, not on the hero.
    await page.waitForFunction(() => {
      const top = document.getElementById('articles')?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < 200;
    });
    const listed = await page.locator('main article h3').allTextContents();
    expect(listed.sort()).toEqual(inCategory.map((post) => post.title).sort());
    const current = page.locator('a[aria-current="page"]', { hasText: category });
    expect(await current.count()).toBe(1);
    await expectNoSeriousAxeViolations(page);

    // The filtered address works on its own (shared link, reload).
    const served = await fetchServed(`/blog?category=${encodeURIComponent(category)}`);
    expect(served.status).toBe(200);
    expect(served.body).toContain(inCategory[0]!.title);

    await tiles.filter({ hasText: 'All Posts' }).click();
    await page.waitForURL(urlFor('/blog#articles'));
    await page
      .getByTestId('featured-post')
      .getByRole('heading', { name: posts[0]!.title })
      .waitFor();
    expect(await page.locator('main article h3').count()).toBe(firstPage.length);
  });

  it('takes a subscription for updates, with no script needed, and asks to confirm it', async () => {
    // JavaScript off: the plain form posts to the server's page (with it, the form confirms in
    // place: server-pages.e2e.ts).
    page = (await openPage({ javaScriptEnabled: false })).page;
    await page.goto(urlFor('/blog'), { waitUntil: 'load' });
    await page.getByLabel('E-mail address').fill(`reader-${Date.now()}@example.com`);
    await page.getByLabel('A weekly digest').check();
    await page.getByRole('button', { name: 'Subscribe for Updates' }).click();
    await page.waitForURL(urlFor('/blog/subscribe'));
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
  });
});

describe('blog post', () => {
  it('is served with its title, breadcrumb, structured data and body', async () => {
    const post = posts[0]!;
    const served = await fetchServed(`/blog/${post.slug}`);
    expect(served.status).toBe(200);
    expect(titleOf(served.head)).toBe(`${post.title} | ${site.name}`);
    expect(metaOf(served.head, 'og:type')).toBe('article');
    expect(h1Of(served.body)).toBe(post.title);
    const jsonLd = jsonLdOf(served.html) as {
      '@type'?: string;
      headline?: string;
      itemListElement?: { name: string }[];
    }[];
    expect(jsonLd.find((item) => item['@type'] === 'BlogPosting')?.headline).toBe(post.title);
    const breadcrumb = jsonLd.find((item) => item['@type'] === 'BreadcrumbList');
    expect(breadcrumb?.itemListElement?.map((item) => item.name)).toEqual([
      'Home',
      'Blog',
      post.title,
    ]);
    expect(served.body).toContain('data-testid="post-body"');
  });

  it('shows the article, author, related posts of its category and the closing call to action', async () => {
    const category = await categoryWithSeveralPosts(posts);
    const inCategory = await apiPosts(category);
    const post = inCategory[0]!;
    await visit(page, `/blog/${post.slug}`);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.textContent()).toContain(post.title);
    expect(await crumbs.getByRole('link').allTextContents()).toEqual(['Home', 'Blog']);
    await page.getByText(longDate(post.publishedAt)).first().waitFor();
    expect((await page.getByTestId('post-body').innerText()).length).toBeGreaterThan(500);
    await page.getByRole('heading', { name: site.name }).waitFor();
    await page.getByText(site.role).first().waitFor();

    const related = page.getByTestId('related-posts').getByRole('heading');
    const expected = inCategory
      .filter((p) => p.slug !== post.slug)
      .slice(0, 3)
      .map((p) => p.title);
    expect(await related.allTextContents()).toEqual(expected);

    const cta = page.getByRole('region', { name: 'Need Expert Landman Services?' });
    expect(await cta.getByRole('link', { name: `Contact ${site.name}` }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(await cta.getByRole('link', { name: 'More Articles' }).getAttribute('href')).toBe(
      '/blog',
    );
  });

  it('keeps links inside the article working, within the site', async () => {
    await visit(page, '/blog/lease-checks-save-operators-millions');
    const link = page.getByTestId('post-body').locator('a[href="/services/lease-checks"]').first();
    await link.click();
    await page.waitForURL(urlFor('/services/lease-checks'));
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('answers an unknown slug with HTTP 404 and Blog Post Not Found', async () => {
    // Chromium reports the document's own 404 status on the console.
    tab.expectProblem(failedResourceMessage(404, 'Not Found'));
    const served = await fetchServed('/blog/no-such-article');
    expect(served.status).toBe(404);
    expect(h1Of(served.body)).toBe('Blog Post Not Found');
    expect(metaOf(served.head, 'robots')).toBe('noindex, follow');

    const response = await page.goto(urlFor('/blog/no-such-article'));
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
    await page.getByText("The blog post you're looking for doesn't exist.").waitFor();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await page.waitForURL(urlFor('/blog'));
    await page.getByTestId('featured-post').waitFor();
  });
});
