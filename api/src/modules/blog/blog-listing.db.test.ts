import { type DataSource } from 'typeorm';
import { createMemoryLogger } from '../../logger';
import { useEmptyTestDatabase } from '../../testing/test-data-source';
import { encodeBlogCursor } from './blog-cursor';
import { blogPaging } from './blog-paging';
import { BlogPost } from './blog-post.entity';
import { BlogService } from './blog.service';

const day = 24 * 60 * 60 * 1000;
const start = Date.UTC(2024, 0, 1);

describe('BlogService pages (keyset, numbered, related)', () => {
  let dataSource: DataSource;
  let blog: BlogService;
  let inserted = 0;

  /** Posts straight into the table: `at` days after 2024-01-01, one category unless told. */
  const insertPosts = async (
    posts: { slug: string; at: number; category?: string }[],
  ): Promise<void> => {
    inserted += posts.length;
    await dataSource.getRepository(BlogPost).insert(
      posts.map(({ slug, at, category }) => ({
        slug,
        title: `About ${slug}`,
        excerpt: 'An excerpt.',
        content: '<p>Body.</p>',
        category: category ?? 'Due Diligence',
        publishedAt: new Date(start + at * day),
      })),
    );
  };
  const numbered = (count: number, prefix: string, from = 0) =>
    Array.from({ length: count }, (_, index) => ({ slug: `${prefix}-${index}`, at: from + index }));

  useEmptyTestDatabase((opened) => (dataSource = opened));
  beforeEach(async () => {
    inserted = 0;
    blog = new BlogService(dataSource, createMemoryLogger());
  });

  it('pages through every post once, newest first, while posts are published meanwhile', async () => {
    await insertPosts(numbered(25, 'post', 100));
    // Ties on the date: the slug orders them, and a cursor between two of them holds.
    await insertPosts([
      { slug: 'tie-b', at: 110 },
      { slug: 'tie-a', at: 110 },
      { slug: 'tie-c', at: 110 },
    ]);
    const before = await blog.list();

    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page = await blog.connection({ first: 4, after });
      seen.push(...page.edges.map((edge) => edge.node.slug));
      pages += 1;
      // Newer posts arrive between requests, and one older than the whole list.
      if (pages === 2) await insertPosts(numbered(3, 'breaking', 500));
      if (pages === 3) await insertPosts([{ slug: 'late-but-old', at: 1 }]);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
      expect(pages).toBeLessThan(20);
    }

    // Everything that existed when paging began, in order, no duplicates, no gaps; the old
    // post published meanwhile falls after the cursor, so it is listed too.
    expect(seen).toEqual([...before.map((post) => post.slug), 'late-but-old']);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.indexOf('tie-a')).toBeLessThan(seen.indexOf('tie-b'));
  });

  it('reports the total and whether more follow; a category keeps to its own posts', async () => {
    await insertPosts([
      ...numbered(5, 'diligence'),
      { slug: 'title-1', at: 50, category: 'Title & Legal' },
      { slug: 'title-2', at: 60, category: 'Title & Legal' },
    ]);
    const first = await blog.connection({ category: 'Title & Legal', first: 1 });
    expect(first.totalCount).toBe(2);
    expect(first.edges.map((edge) => edge.node.slug)).toEqual(['title-2']);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await blog.connection({
      category: 'Title & Legal',
      first: 1,
      after: first.pageInfo.endCursor,
    });
    expect(second.edges.map((edge) => edge.node.slug)).toEqual(['title-1']);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect((await blog.connection({ category: 'All Posts' })).totalCount).toBe(inserted);
  });

  it('never returns more than the maximum page, and the default without a size', async () => {
    await insertPosts(numbered(blogPaging.maxSize + 5, 'many'));
    expect((await blog.connection({})).edges).toHaveLength(blogPaging.defaultSize);
    expect((await blog.connection({ first: 10_000 })).edges).toHaveLength(blogPaging.maxSize);
    expect((await blog.page({ page: 1, pageSize: 10_000 })).posts).toHaveLength(blogPaging.maxSize);
  });

  it('starts after a cursor for a post that no longer exists', async () => {
    await insertPosts(numbered(4, 'kept'));
    const gone = encodeBlogCursor({ publishedAt: new Date(start + 2.5 * day), slug: 'gone' });
    const page = await blog.connection({ after: gone });
    expect(page.edges.map((edge) => edge.node.slug)).toEqual(['kept-2', 'kept-1', 'kept-0']);
  });

  it('numbers pages of a fixed size and counts them', async () => {
    await insertPosts(numbered(7, 'post'));
    const second = await blog.page({ page: 2, pageSize: 3 });
    expect(second.posts.map((post) => post.slug)).toEqual(['post-3', 'post-2', 'post-1']);
    expect(second).toMatchObject({ page: 2, pageSize: 3, pageCount: 3, totalCount: 7 });
    expect((await blog.page({ page: 4, pageSize: 3 })).posts).toEqual([]);
    const empty = await blog.page({ category: 'Tax & Planning', page: 1, pageSize: 3 });
    expect(empty).toMatchObject({ posts: [], pageCount: 1, totalCount: 0 });
  });

  it('reads a bounded number of related posts, of the same category, never the post itself', async () => {
    await insertPosts([
      ...numbered(10, 'diligence'),
      { slug: 'title-1', at: 50, category: 'Title & Legal' },
    ]);
    const related = await blog.related('diligence-4');
    expect(related.map((post) => post.slug)).toEqual(['diligence-9', 'diligence-8', 'diligence-7']);
    expect(await blog.related('diligence-9', 100)).toHaveLength(blogPaging.maxRelated);
    expect(await blog.related('title-1')).toEqual([]);
    expect(await blog.related('no-such-post')).toEqual([]);
  });

  it('lists slugs and dates for the sitemap without the article text', async () => {
    await insertPosts(numbered(2, 'post'));
    const rows = await blog.sitemapPosts();
    expect(rows.map((row) => row.slug)).toEqual(['post-1', 'post-0']);
    expect((rows[0] as Partial<BlogPost>).content).toBeUndefined();
    expect(rows[0]?.publishedAt).toEqual(new Date(start + day));
  });

  it('has an index that serves a page in order, with or without a category', async () => {
    await insertPosts(numbered(50, 'indexed'));
    // On a small table the planner may rather sort; with sorting priced out, it shows whether
    // an index can give the rows in the list's order. Without one it would sort regardless.
    const plan = (filter: string, params: unknown[]) =>
      dataSource.transaction(async (manager) => {
        await manager.query('SET LOCAL enable_sort = off');
        await manager.query('SET LOCAL enable_bitmapscan = off');
        const rows = (await manager.query(
          `EXPLAIN SELECT * FROM blog_posts WHERE ${filter}
             published_at <= $1 AND (published_at < $1 OR slug > $2)
             ORDER BY published_at DESC, slug ASC LIMIT 21`,
          params,
        )) as { 'QUERY PLAN': string }[];
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    const cursor = [new Date(start + 20 * day), 'indexed-20'];
    const all = await plan('', cursor);
    expect(all).toMatch(/Index Scan using blog_posts_listing_idx/);
    expect(all).not.toMatch(/\bSort\b/);
    const category = await plan('category = $3 AND', [...cursor, 'Title & Legal']);
    expect(category).toMatch(/Index Scan using blog_posts_category_listing_idx/);
    expect(category).not.toMatch(/\bSort\b/);
  });
});
