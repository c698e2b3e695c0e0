import fs from 'node:fs';
import path from 'node:path';
import { type DataSource } from 'typeorm';
import { createMemoryLogger } from '../../logger';
import { fixtureBlogDir, tempDir } from '../../testing/test-config';
import { countQueries } from '../../testing/query-counter';
import { useEmptyTestDatabase } from '../../testing/test-data-source';
import { BlogService } from './blog.service';

const article = (
  slug: string,
  overrides: { title?: string; category?: string; date?: string; body?: string } = {},
) =>
  [
    '---',
    `title: "${overrides.title ?? `About ${slug}`}"`,
    `slug: ${slug}`,
    'excerpt: "A short excerpt."',
    `category: ${overrides.category ?? 'Due Diligence'}`,
    `publishedAt: ${overrides.date ?? '2024-04-01T12:00:00Z'}`,
    '---',
    overrides.body ?? 'Body text with a [link](/contact).',
    '',
  ].join('\n');

describe('BlogService', () => {
  let dataSource: DataSource;
  let blogDir: ReturnType<typeof tempDir>;
  let logger: ReturnType<typeof createMemoryLogger>;
  let blog: BlogService;
  const write = (file: string, text: string) =>
    fs.writeFileSync(path.join(blogDir.dir, file), text);
  const count = async () =>
    Number((await dataSource.query('SELECT count(*) AS n FROM blog_posts'))[0].n);

  useEmptyTestDatabase((opened) => (dataSource = opened));
  beforeEach(async () => {
    blogDir = tempDir('blog');
    logger = createMemoryLogger();
    blog = new BlogService(dataSource, logger);
  });
  afterEach(() => blogDir.remove());

  it('syncs the Markdown files and lists them newest first', async () => {
    write('a.md', article('older-post', { date: '2023-01-10T00:00:00Z' }));
    write(
      'b.md',
      article('newer-post', { date: '2024-06-01T00:00:00Z', category: 'Title & Legal' }),
    );

    const report = await blog.syncFromDirectory(blogDir.dir);

    expect(report.inserted.sort()).toEqual(['newer-post', 'older-post']);
    expect((await blog.list()).map((post) => post.slug)).toEqual(['newer-post', 'older-post']);
    expect((await blog.list('Title & Legal')).map((post) => post.slug)).toEqual(['newer-post']);
    expect((await blog.list('All Posts')).length).toBe(2);
    expect(await blog.list('Tax & Planning')).toEqual([]);
    const post = await blog.getBySlug('older-post');
    expect(post?.content).toBe('<p>Body text with a <a href="/contact">link</a>.</p>');
    expect(await blog.getBySlug('missing')).toBeNull();
  });

  it('knows whether a post exists, or moved, from one read of the addresses, kept until the blog changes', async () => {
    write('a.md', article('first-post'));
    await blog.syncFromDirectory(blogDir.dir);
    const queries = countQueries(dataSource);
    try {
      const asked = ['first-post', 'no-such-post', 'first-post', 'another-made-up-one'];
      expect(await Promise.all(asked.map((slug) => blog.hasPost(slug)))).toEqual([
        true,
        false,
        true,
        false,
      ]);
      // A slug no post could have (upper case, spaces, NUL, too long) costs no read at all.
      for (const slug of ['First-Post', 'a b', 'a\u0000b', 'a'.repeat(201), ''])
        expect(await blog.hasPost(slug)).toBe(false);
      expect(await blog.getBySlug('a\u0000b')).toBeNull();
      // The old addresses are read with the live ones: a flood of made-up slugs reads nothing.
      for (const slug of ['no-such-post', 'first-post', 'yet-another-one'])
        expect(await blog.currentSlugFor(slug)).toBeUndefined();
      expect(queries.statements).toHaveLength(2);

      write('b.md', article('second-post'));
      await blog.syncFromDirectory(blogDir.dir);
      expect(await blog.hasPost('second-post')).toBe(true);
    } finally {
      queries.stop();
    }
  });

  it('is idempotent: a second sync of the same files writes nothing and keeps one row per slug', async () => {
    write('a.md', article('only-post'));
    await blog.syncFromDirectory(blogDir.dir);
    const versionAfterFirst = blog.contentVersion;
    const [{ updated_at: firstUpdate }] = await dataSource.query(
      'SELECT updated_at FROM blog_posts',
    );

    const again = await new BlogService(dataSource, logger).syncFromDirectory(blogDir.dir);
    const report = await blog.syncFromDirectory(blogDir.dir);

    expect(again).toEqual({
      inserted: [],
      updated: [],
      unchanged: ['only-post'],
      older: [],
      deskOwned: [],
      skipped: [],
    });
    expect(report.unchanged).toEqual(['only-post']);
    expect(await count()).toBe(1);
    expect(blog.contentVersion).toBe(versionAfterFirst);
    const [{ updated_at: secondUpdate }] = await dataSource.query(
      'SELECT updated_at FROM blog_posts',
    );
    expect(secondUpdate).toEqual(firstUpdate);
  });

  it('updates a changed file in place, refreshes the cached list and tells subscribers', async () => {
    write('a.md', article('changing-post', { title: 'First title' }));
    await blog.syncFromDirectory(blogDir.dir);
    expect((await blog.getBySlug('changing-post'))?.title).toBe('First title');
    const changes: number[] = [];
    const unsubscribe = blog.onChange((version) => changes.push(version));
    const before = blog.contentVersion;

    write('a.md', article('changing-post', { title: 'Second title' }));
    const report = await blog.syncFromDirectory(blogDir.dir);
    unsubscribe();

    expect(report.updated).toEqual(['changing-post']);
    expect((await blog.getBySlug('changing-post'))?.title).toBe('Second title');
    expect(blog.contentVersion).toBe(before + 1);
    expect(changes).toEqual([before + 1]);
    expect(await count()).toBe(1);
  });

  it('reports a malformed file by name, skips it and still syncs the others', async () => {
    write('1-good.md', article('good-post'));
    write('3-broken.md', '---\ntitle: "No slug here"\n---\nBody.');
    write('2-duplicate.md', article('good-post', { title: 'Same slug again' }));
    write('notes.txt', 'not an article');

    const report = await blog.syncFromDirectory(blogDir.dir);

    expect(report.inserted).toEqual(['good-post']);
    expect(report.skipped).toEqual([
      { file: '2-duplicate.md', reason: 'slug "good-post" is already used by 1-good.md' },
      { file: '3-broken.md', reason: 'front matter "slug" is missing or empty' },
    ]);
    expect(logger.lines.some((line) => line.includes('3-broken.md'))).toBe(true);
    expect(logger.lines.some((line) => line.includes('2-duplicate.md'))).toBe(true);
    expect((await blog.getBySlug('good-post'))?.title).toBe('About good-post');
  });

  it('keeps posts whose file was removed: a sync never deletes data', async () => {
    write('a.md', article('kept-post'));
    await blog.syncFromDirectory(blogDir.dir);
    fs.rmSync(path.join(blogDir.dir, 'a.md'));
    await blog.syncFromDirectory(blogDir.dir);
    expect(await count()).toBe(1);
  });

  it('syncs the fixture articles the server tests use', async () => {
    const report = await blog.syncFromDirectory(fixtureBlogDir);
    expect(report.skipped).toEqual([]);
    expect(report.inserted.length).toBe(2);
  });

  describe('when instances hold different copies of an article', () => {
    const setModified = (file: string, iso: string) =>
      fs.utimesSync(path.join(blogDir.dir, file), new Date(iso), new Date(iso));
    const storedTitle = async () =>
      (await dataSource.query('SELECT title FROM blog_posts'))[0].title as string;

    it('never writes an older file over the newer article another instance synced', async () => {
      write('a.md', article('shared-post', { title: 'Newer text' }));
      setModified('a.md', '2025-03-02T10:00:00Z');
      await new BlogService(dataSource, logger).syncFromDirectory(blogDir.dir);

      write('a.md', article('shared-post', { title: 'Older text' }));
      setModified('a.md', '2025-03-01T10:00:00Z');
      const report = await blog.syncFromDirectory(blogDir.dir);

      expect(report.older).toEqual(['shared-post']);
      expect(report.updated).toEqual([]);
      expect(await storedTitle()).toBe('Newer text');
      expect((await blog.getBySlug('shared-post'))?.title).toBe('Newer text');
      expect(logger.lines.some((line) => line.includes('shared-post'))).toBe(true);
    });

    it('writes a newer file, and writes nothing for an unchanged one even when it is newer', async () => {
      write('a.md', article('shared-post', { title: 'First text' }));
      setModified('a.md', '2025-03-01T10:00:00Z');
      await blog.syncFromDirectory(blogDir.dir);

      write('a.md', article('shared-post', { title: 'Second text' }));
      setModified('a.md', '2025-03-05T10:00:00Z');
      expect((await blog.syncFromDirectory(blogDir.dir)).updated).toEqual(['shared-post']);
      expect(await storedTitle()).toBe('Second text');
      const [{ updated_at: before }] = await dataSource.query('SELECT updated_at FROM blog_posts');

      setModified('a.md', '2025-04-01T10:00:00Z');
      const report = await blog.syncFromDirectory(blogDir.dir);
      expect(report.unchanged).toEqual(['shared-post']);
      const [{ updated_at: after }] = await dataSource.query('SELECT updated_at FROM blog_posts');
      expect(after).toEqual(before);
    });

    it('announces a change to the other instances and drops its cache when they announce one', async () => {
      const announced: string[] = [];
      let remote: () => void = () => undefined;
      const channel = {
        announce: () => announced.push('changed'),
        onRemoteChange: (listener: () => void) => {
          remote = listener;
          return () => undefined;
        },
      };
      const here = new BlogService(dataSource, logger, channel);
      write('a.md', article('first-post'));
      await here.syncFromDirectory(blogDir.dir);
      expect(announced).toEqual(['changed']);
      await here.syncFromDirectory(blogDir.dir);
      expect(announced).toEqual(['changed']);

      expect((await here.list()).map((post) => post.slug)).toEqual(['first-post']);
      write('b.md', article('second-post'));
      await blog.syncFromDirectory(blogDir.dir); // "another instance", not announced to `here`
      expect((await here.list()).length).toBe(1);
      const version = here.contentVersion;
      const heard: number[] = [];
      here.onChange((changed) => heard.push(changed)); // how the site's HTML cache listens
      remote();
      expect(here.contentVersion).toBe(version + 1);
      expect(heard).toEqual([version + 1]);
      expect((await here.list()).length).toBe(2);
    });
  });
});
