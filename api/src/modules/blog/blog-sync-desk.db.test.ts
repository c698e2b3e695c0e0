import fs from 'node:fs';
import path from 'node:path';
import { type DataSource } from 'typeorm';
import { createMemoryLogger } from '../../logger';
import { tempDir } from '../../testing/test-config';
import { useEmptyTestDatabase } from '../../testing/test-data-source';
import { BlogAuthoringService } from './blog-authoring.service';
import { BlogPostStatus } from './blog-post-status';
import { BlogPost } from './blog-post.entity';
import { BlogService } from './blog.service';

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
    authoring = new BlogAuthoringService(dataSource, blog, logger);
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
});
