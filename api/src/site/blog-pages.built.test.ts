import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { blogListPageSize, site } from '@landman/content';
import { blogPaging } from '../modules/blog/blog-paging';
import { type BuiltServer, startBuiltServer } from '../testing/built-server';
import { openTestDataSource, truncateTables } from '../testing/test-data-source';
import { tempDir } from '../testing/test-config';

/**
 * The built server (`npm run build`) in its own process: it loads the web build's ES-module
 * render entry as in production, which Jest cannot. These pages are the server's own HTML.
 */
const webDistDir = path.resolve(__dirname, '../../../web/dist');

const postCount = 2 * blogListPageSize + 2; // three pages: full, full, two
const category = 'Regulatory Updates';
const other = 'Tax & Planning';

/** Article `index`: newer for a higher index; the last four are in another category. */
function article(index: number): string {
  const date = new Date(Date.UTC(2024, 0, 1 + index)).toISOString();
  return [
    '---',
    `title: "Paging Article ${index}"`,
    `slug: paging-article-${index}`,
    'excerpt: "An article for the paging test."',
    `category: ${index < postCount - 4 ? category : other}`,
    `publishedAt: ${date}`,
    '---',
    'Body.',
    '',
  ].join('\n');
}

const linkHref = (head: string, rel: string) =>
  new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(head)?.[1]?.replace(/&amp;/g, '&');

/** Every link to a blog list page in the page's body, as written (fragment dropped). */
const listLinks = (body: string) =>
  [...body.matchAll(/href="(\/blog\?[^"#]*)#articles"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('blog list pages, as the server renders them', () => {
  let server: BuiltServer | undefined;
  let blogDir: ReturnType<typeof tempDir>;

  const served = async (url: string) => {
    const response = await request(server!.url).get(url);
    const [head = '', body = ''] = response.text.split('</head>');
    return { status: response.status, head, body };
  };

  const emptyBlog = async () => {
    const dataSource = await openTestDataSource();
    await truncateTables(dataSource);
    await dataSource.destroy();
  };

  beforeAll(async () => {
    if (!fs.existsSync(path.join(webDistDir, 'server', 'entry-server.js')))
      throw new Error('web/dist is missing: run `npm run build -w web` first');
    // Test files share their worker's database: only this file's posts, and none left after.
    await emptyBlog();
    blogDir = tempDir('blog-pages');
    for (let index = 0; index < postCount; index += 1)
      fs.writeFileSync(path.join(blogDir.dir, `a${index}.md`), article(index));
    server = await startBuiltServer({
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      BLOG_CONTENT_DIR: blogDir.dir,
      WEB_DIST_DIR: webDistDir,
    });
  });
  afterAll(async () => {
    await server?.stop();
    blogDir.remove();
    await emptyBlog();
  });

  it('links the first page to the second, in the page and in the head', async () => {
    const page = await served('/blog');
    expect(page.status).toBe(200);
    expect(linkHref(page.head, 'canonical')).toBe(`${site.url}/blog`);
    expect(linkHref(page.head, 'next')).toBe(`${site.url}/blog?page=2`);
    expect(linkHref(page.head, 'prev')).toBeUndefined();
    expect(listLinks(page.body)).toContain('/blog?page=2');
    expect(page.body).toContain('Paging Article 25');
    expect(page.body).not.toContain('Paging Article 13<');
  });

  it('serves a middle page with both neighbours and its own canonical address', async () => {
    const page = await served('/blog?page=2');
    expect(page.status).toBe(200);
    expect(linkHref(page.head, 'canonical')).toBe(`${site.url}/blog?page=2`);
    expect(linkHref(page.head, 'prev')).toBe(`${site.url}/blog`);
    expect(linkHref(page.head, 'next')).toBe(`${site.url}/blog?page=3`);
    expect(listLinks(page.body)).toEqual(expect.arrayContaining(['/blog?page=3']));
    expect(page.body).toContain('Page 2 of 3');
    expect(page.body).toContain('Paging Article 13<');
  });

  it('keeps the category in the page links of a filtered list', async () => {
    const filtered = `/blog?${new URLSearchParams({ category }).toString()}`;
    const page = await served(`${filtered}&page=2`);
    expect(page.status).toBe(200);
    expect(linkHref(page.head, 'canonical')).toBe(`${site.url}${filtered}&page=2`);
    expect(linkHref(page.head, 'prev')).toBe(`${site.url}${filtered}`);
    // 22 posts in the category: two pages, so no next.
    expect(linkHref(page.head, 'next')).toBeUndefined();
    expect(page.body).toContain('Page 2 of 2');
  });

  it.each(['/blog?page=4', '/blog?page=0', '/blog?page=02', '/blog?page=next'])(
    'answers %s, a page that does not exist, with 404',
    async (url) => {
      const page = await served(url);
      expect(page.status).toBe(404);
      expect(page.body).toContain('This page of articles does not exist');
      expect(linkHref(page.head, 'canonical')).toBeUndefined();
    },
  );

  it('shows three related articles of the same category on a post', async () => {
    const page = await served('/blog/paging-article-3');
    expect(page.status).toBe(200);
    const related = page.body.slice(page.body.indexOf('data-testid="related-posts"'));
    const slugs = [...related.matchAll(/href="\/blog\/(paging-article-\d+)"/g)].map((m) => m[1]);
    expect([...new Set(slugs)]).toEqual([
      'paging-article-21',
      'paging-article-20',
      'paging-article-19',
    ]);
  });

  it('caps GET /api/blog without parameters and says how many there are', async () => {
    const response = await request(server!.url).get('/api/blog');
    expect(response.body).toHaveLength(blogPaging.defaultSize);
    expect(response.headers['x-total-count']).toBe(String(postCount));
    expect(response.headers.link).toMatch(
      new RegExp(`^</api/blog\\?limit=${blogPaging.defaultSize}&cursor=[\\w-]+>; rel="next"$`),
    );
  });

  it('answers 100 made-up slugs at once with 404 and the one Blog Post Not Found page', async () => {
    const flood = await Promise.all(
      Array.from({ length: 100 }, (_, index) => served(`/blog/made-up-article-${index}`)),
    );
    expect(flood.map((page) => page.status)).toEqual(flood.map(() => 404));
    // One page for every unknown slug: it names none of them.
    expect(new Set(flood.map((page) => page.body)).size).toBe(1);
    expect(flood[0]?.body).toContain('Blog Post Not Found');
    expect(flood[0]?.body).not.toContain('made-up-article');
    expect(flood[0]?.head).toContain(`<meta property="og:url" content="${site.url}/blog"/>`);
    expect((await served('/blog/paging-article-3')).status).toBe(200);
  });
});
