import fs from 'node:fs';
import path from 'node:path';
import { type DataSource } from 'typeorm';
import { createMemoryLogger } from '../../logger';
import { tempDir } from '../../testing/test-config';
import { useEmptyTestDatabase } from '../../testing/test-data-source';
import { BlogAnnouncementsAndRemovals1733960000000 } from '../../db/migrations/1733960000000-blog-announcements-and-removals';
import { BlogAuthoringService } from './blog-authoring.service';
import { BlogPostStatus } from './blog-post-status';
import { BlogPost } from './blog-post.entity';
import { BlogService } from './blog.service';
import { PostPublication, type PublicationAnnouncer } from './go-public';

const file = (title: string, body: string, slug = 'pooling-basics') =>
  [
    '---',
    `title: "${title}"`,
    `slug: ${slug}`,
    'excerpt: "What pooling means for an owner."',
    'category: Leasehold Insights',
    'publishedAt: 2024-05-01T12:00:00Z',
    '---',
    body,
    '',
  ].join('\n');

/** Which copy wins: a post the desk has written is never overwritten by its Markdown file. */
describe('the blog sync and the desk', () => {
  let dataSource: DataSource;
  let blogDir: ReturnType<typeof tempDir>;
  const logger = createMemoryLogger();
  let blog: BlogService;
  let authoring: BlogAuthoringService;
  /** The posts the newsletter was asked to announce, by id. */
  let announced: string[];
  const write = (content: string, name = 'pooling-basics.md') => {
    const target = path.join(blogDir.dir, name);
    fs.writeFileSync(target, content);
    // Newer than anything stored, so only the desk rule can keep the file out.
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(target, later, later);
  };
  const stored = (slug: string) => dataSource.getRepository(BlogPost).findOne({ where: { slug } });

  useEmptyTestDatabase((opened) => (dataSource = opened));
  beforeEach(() => {
    blogDir = tempDir('blog-desk');
    blog = new BlogService(dataSource, logger);
    announced = [];
    const announcer: PublicationAnnouncer = {
      queueAnnouncement: async (_manager, postId) => void announced.push(postId),
      wake: () => undefined,
    };
    authoring = new BlogAuthoringService(
      dataSource,
      blog,
      logger,
      new PostPublication(blog, announcer),
    );
  });
  afterEach(() => blogDir.remove());

  it('seeds a new post from its file, with the Markdown the desk will edit', async () => {
    write(file('Pooling Basics', 'The **file** text.'));
    expect((await blog.syncFromDirectory(blogDir.dir)).inserted).toEqual(['pooling-basics']);
    const post = await stored('pooling-basics');
    expect(post).toMatchObject({ markdown: 'The **file** text.', status: 'published' });
    expect(post?.content).toBe('<p>The <strong>file</strong> text.</p>');
  });

  it('keeps the desk copy when the file changes later', async () => {
    write(file('Pooling Basics', 'The file text.'));
    await blog.syncFromDirectory(blogDir.dir);
    const post = (await stored('pooling-basics')) as BlogPost;
    await authoring.update(post.id, {
      title: 'Pooling Basics, Corrected',
      slug: 'pooling-basics',
      excerpt: post.excerpt,
      content: 'The desk text.',
      category: post.category,
      status: BlogPostStatus.PUBLISHED,
    });

    write(file('Pooling Basics (file edit)', 'A newer file text.'));
    const report = await blog.syncFromDirectory(blogDir.dir);
    expect(report.deskOwned).toEqual(['pooling-basics']);
    expect(report.updated).toEqual([]);
    expect(await stored('pooling-basics')).toMatchObject({
      title: 'Pooling Basics, Corrected',
      markdown: 'The desk text.',
    });
  });

  it('does not bring back a post the desk renamed or deleted', async () => {
    write(file('Pooling Basics', 'The file text.'));
    write(file('Spacing Rules', 'Spacing.', 'spacing-rules'), 'spacing-rules.md');
    await blog.syncFromDirectory(blogDir.dir);
    const pooling = (await stored('pooling-basics')) as BlogPost;
    const spacing = (await stored('spacing-rules')) as BlogPost;
    await authoring.update(pooling.id, {
      title: pooling.title,
      slug: 'pooling-basics-for-owners',
      excerpt: pooling.excerpt,
      content: 'Renamed.',
      category: pooling.category,
      status: BlogPostStatus.PUBLISHED,
    });
    await authoring.delete(spacing.id);
    write(
      file('Spacing Rules', 'Spacing, edited in the file.', 'spacing-rules'),
      'spacing-rules.md',
    );

    const report = await blog.syncFromDirectory(blogDir.dir);
    expect(report.deskOwned.sort()).toEqual(['pooling-basics', 'spacing-rules']);
    expect(report.inserted).toEqual([]);
    expect(await dataSource.getRepository(BlogPost).count()).toBe(2);
    expect(await blog.getBySlug('spacing-rules')).toBeNull();
    expect(await blog.currentSlugFor('pooling-basics')).toBe('pooling-basics-for-owners');
  });

  it('never e-mails subscribers about a seeded post the desk edits, only about new ones', async () => {
    write(file('Pooling Basics', 'The file text.'));
    await blog.syncFromDirectory(blogDir.dir);
    const seeded = (await stored('pooling-basics')) as BlogPost;
    const fix = {
      title: 'Pooling Basics',
      slug: 'pooling-basics',
      excerpt: seeded.excerpt,
      content: 'The file text, a typo fixed.',
      category: seeded.category,
      status: BlogPostStatus.PUBLISHED,
    };
    await authoring.update(seeded.id, fix);
    // Unpublished and published again: still the old article, not news.
    await authoring.update(seeded.id, { ...fix, status: BlogPostStatus.DRAFT });
    await authoring.update(seeded.id, fix);
    expect(announced).toEqual([]);

    const fresh = await authoring.create({
      ...fix,
      title: 'Spacing Rules',
      slug: 'spacing-rules',
      status: BlogPostStatus.PUBLISHED,
    });
    await authoring.update(fresh.id, { ...fix, title: 'Spacing Rules', slug: 'spacing-rules' });
    expect(announced).toEqual([fresh.id]);
  });

  it('counts posts stored before the rule, and never touched by the desk, as announced', async () => {
    write(file('Pooling Basics', 'The file text.'));
    await blog.syncFromDirectory(blogDir.dir);
    const draft = await authoring.create({
      title: 'A Desk Draft',
      excerpt: 'Not public yet.',
      content: 'Draft.',
      category: 'Leasehold Insights',
      status: BlogPostStatus.DRAFT,
    });
    // As a database from before the migration holds them: nothing announced.
    await dataSource.query(`UPDATE blog_posts SET announced_at = NULL`);
    const runner = dataSource.createQueryRunner();
    try {
      await new BlogAnnouncementsAndRemovals1733960000000().up(runner);
    } finally {
      await runner.release();
    }
    const rows: { slug: string; announced: boolean }[] = await dataSource.query(
      `SELECT slug, announced_at IS NOT NULL AS announced FROM blog_posts ORDER BY slug`,
    );
    expect(rows).toEqual([
      { slug: draft.slug, announced: false },
      { slug: 'pooling-basics', announced: true },
    ]);
  });

  it('keeps a deleted post 30 days, then removes it for good and its file stays out', async () => {
    write(file('Pooling Basics', 'The file text.'));
    await blog.syncFromDirectory(blogDir.dir);
    const post = (await stored('pooling-basics')) as BlogPost;
    await authoring.update(post.id, {
      title: post.title,
      slug: 'pooling-basics-explained',
      excerpt: post.excerpt,
      content: 'Renamed before it was deleted.',
      category: post.category,
      status: BlogPostStatus.PUBLISHED,
    });
    await authoring.delete(post.id);
    const day = 86_400_000;

    expect(await authoring.purgeDeleted(new Date(Date.now() + 29 * day))).toBe(0);
    await authoring.restore(post.id);
    await authoring.delete(post.id);
    expect(await authoring.purgeDeleted(new Date(Date.now() + 31 * day))).toBe(1);
    expect(await dataSource.getRepository(BlogPost).count()).toBe(0);

    // The file (under its first slug) and a copy under the later slug are not seeded again.
    write(file('Pooling Basics', 'The file text, edited.'));
    write(
      file('Pooling Basics', 'A copy under the later address.', 'pooling-basics-explained'),
      'copy.md',
    );
    const report = await blog.syncFromDirectory(blogDir.dir);
    expect(report.inserted).toEqual([]);
    expect(report.deskOwned.sort()).toEqual(['pooling-basics', 'pooling-basics-explained']);
    expect(await dataSource.getRepository(BlogPost).count()).toBe(0);
  });
});
