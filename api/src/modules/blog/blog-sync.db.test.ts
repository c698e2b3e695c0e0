import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type DataSource } from 'typeorm';
import { createMemoryLogger } from '../../logger';
import { tempDir } from '../../testing/test-config';
import { useEmptyTestDatabase } from '../../testing/test-data-source';
import { parseArticle } from './blog-file';
import { syncBlogDirectory } from './blog-sync';
import { PostPublication } from './go-public';

// Counts the parses: a restart with unchanged files must not parse (or render) any of them.
jest.mock('./blog-file', () => {
  const actual = jest.requireActual<typeof import('./blog-file')>('./blog-file');
  return { ...actual, parseArticle: jest.fn(actual.parseArticle) };
});
const parses = parseArticle as jest.MockedFunction<typeof parseArticle>;

const article = (n: number, title = `Article number ${n}`) =>
  [
    '---',
    `title: "${title}"`,
    `slug: article-${n}`,
    'excerpt: "A short excerpt."',
    'category: Due Diligence',
    `publishedAt: 2024-04-${String((n % 28) + 1).padStart(2, '0')}T12:00:00Z`,
    '---',
    `Paragraph ${n} with a [link](/contact).`,
    '',
  ].join('\n');

describe('the blog sync on a restart', () => {
  let dataSource: DataSource;
  let blogDir: ReturnType<typeof tempDir>;
  const logger = createMemoryLogger();
  const write = (n: number, title?: string) =>
    fs.writeFileSync(path.join(blogDir.dir, `article-${n}.md`), article(n, title));
  const sync = () =>
    syncBlogDirectory(dataSource, blogDir.dir, logger, new PostPublication({ changed: () => {} }));
  const stamps = async () =>
    (
      (await dataSource.query('SELECT slug, updated_at FROM blog_posts ORDER BY slug')) as {
        slug: string;
        updated_at: Date;
      }[]
    ).map((row) => `${row.slug} ${new Date(row.updated_at).toISOString()}`);

  useEmptyTestDatabase((opened) => (dataSource = opened));
  beforeEach(async () => {
    blogDir = tempDir('blog-sync');
    parses.mockClear();
  });
  afterEach(() => blogDir.remove());

  it('parses and writes nothing when no file changed, even if every file was touched', async () => {
    for (let n = 0; n < 30; n++) write(n);
    expect((await sync()).inserted).toHaveLength(30);
    const before = await stamps();
    parses.mockClear();

    const later = new Date(Date.now() + 60_000);
    for (const name of fs.readdirSync(blogDir.dir))
      fs.utimesSync(path.join(blogDir.dir, name), later, later);
    const report = await sync();

    expect(parses).not.toHaveBeenCalled();
    expect(report.unchanged).toHaveLength(30);
    expect([...report.inserted, ...report.updated, ...report.older]).toEqual([]);
    expect(await stamps()).toEqual(before);
  });

  it('parses only the files that changed or are new', async () => {
    for (let n = 0; n < 10; n++) write(n);
    await sync();
    parses.mockClear();

    write(3, 'A rewritten title');
    write(10);
    const report = await sync();

    expect(parses).toHaveBeenCalledTimes(2);
    expect(report.updated).toEqual(['article-3']);
    expect(report.inserted).toEqual(['article-10']);
    expect(report.unchanged).toHaveLength(9);
    const [row] = await dataSource.query("SELECT title FROM blog_posts WHERE slug = 'article-3'");
    expect(row.title).toBe('A rewritten title');
  });

  it('writes many new posts in batches, every one of them', async () => {
    for (let n = 0; n < 1_100; n++) write(n);
    expect((await sync()).inserted).toHaveLength(1_100);
    const [{ n }] = await dataSource.query('SELECT count(*) AS n FROM blog_posts');
    expect(Number(n)).toBe(1_100);
    const [row] = await dataSource.query(
      "SELECT title, published_at FROM blog_posts WHERE slug = 'article-1099'",
    );
    expect(row.title).toBe('Article number 1099');
    expect(new Date(row.published_at).toISOString()).toBe('2024-04-08T12:00:00.000Z');
  });

  it('takes a post stored under the old hash of its rendered fields as unchanged, once', async () => {
    write(1);
    await sync();
    // What an earlier version of the sync stored: the hash of the rendered article.
    const { slug, title, excerpt, content, category, publishedAt } = jest
      .requireActual<typeof import('./blog-file')>('./blog-file')
      .parseArticle(article(1));
    const legacy = createHash('sha256')
      .update(JSON.stringify([slug, title, excerpt, content, category, publishedAt.toISOString()]))
      .digest('hex');
    await dataSource.query('UPDATE blog_posts SET content_hash = $1', [legacy]);
    const before = await stamps();

    expect((await sync()).unchanged).toEqual(['article-1']);
    expect(await stamps()).toEqual(before);
    parses.mockClear();
    expect((await sync()).unchanged).toEqual(['article-1']);
    expect(parses).not.toHaveBeenCalled();
  });

  it('still reports two files with the same slug, even when one of them is stored', async () => {
    write(1);
    await sync();
    fs.copyFileSync(path.join(blogDir.dir, 'article-1.md'), path.join(blogDir.dir, 'copy.md'));
    const report = await sync();
    expect(report.unchanged).toEqual(['article-1']);
    expect(report.skipped).toEqual([
      { file: 'copy.md', reason: 'slug "article-1" is already used by article-1.md' },
    ]);
  });
});
