import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { type RunningServer } from '../../server';
import { startTestServer } from '../../testing/test-server';
import { testConfig, tempDir } from '../../testing/test-config';
import {
  createOwner,
  deleteOwners,
  graphql,
  signIn,
  uniqueOwnerEmail,
} from '../../testing/desk-client';
import { renderArticleHtml } from './blog-html';
import {
  createPost,
  type DeskPost,
  ownerCall,
  postFields,
  postInput,
  updatePost,
} from '../../testing/publishing-client';

jest.setTimeout(60_000);

const publicPost = `query Post($slug: String!) { blogPost(slug: $slug) { id slug title content } }`;

/** Writing in the desk: drafts, preview, publishing, slugs and redirects, revisions, the bin. */
describe('blog authoring', () => {
  let server: RunningServer;
  let cookie: string;
  const ownerEmail = uniqueOwnerEmail('author');
  const marker = `m${randomUUID().slice(0, 8)}`;
  const images = tempDir('blog-images');

  const publicSlug = async (slug: string) => {
    const result = await graphql(server, publicPost, { slug });
    return result.body.data?.blogPost as { slug: string; content: string } | null;
  };

  beforeAll(async () => {
    const base = testConfig();
    server = await startTestServer({
      publishing: { ...base.publishing, imageDir: images.dir, schedulePollIntervalMs: 100 },
    });
    await createOwner(server.database.dataSource, ownerEmail);
    cookie = await signIn(server, ownerEmail);
  });

  afterAll(async () => {
    const { dataSource } = server.database;
    await dataSource.query(`DELETE FROM blog_posts WHERE title LIKE $1`, [`%${marker}%`]);
    await deleteOwners(dataSource, [ownerEmail]);
    await server.close();
    images.remove();
  });

  it('keeps a draft off the site and lists it in the desk', async () => {
    const draft = await createPost(server, cookie, postInput(marker));
    expect(draft).toMatchObject({ status: 'DRAFT', slug: `reading-a-lease-offer-${marker}` });
    // Rendered and sanitised on the server, exactly as a Markdown file is.
    expect(draft.content).toBe(renderArticleHtml(draft.markdown ?? ''));
    expect(draft.content).not.toContain('<script');
    expect(await publicSlug(draft.slug)).toBeNull();
    const { draftBlogPosts } = await ownerCall<{ draftBlogPosts: { id: string }[] }>(
      server,
      cookie,
      '{ draftBlogPosts { id } }',
    );
    expect(draftBlogPosts.map((post) => post.id)).toContain(draft.id);
    const list = await request(server.url).get('/api/blog?limit=15');
    expect(JSON.stringify(list.body)).not.toContain(marker);
  });

  it('previews Markdown with the public renderer', async () => {
    const markdown = `# Title\n\n[a link](https://example.com) <img src=x onerror=alert(1)> ${marker}`;
    const { previewBlogPost } = await ownerCall<{ previewBlogPost: { html: string } }>(
      server,
      cookie,
      'query Preview($content: String!) { previewBlogPost(content: $content) { html } }',
      { content: markdown },
    );
    expect(previewBlogPost.html).toBe(renderArticleHtml(markdown));
    expect(previewBlogPost.html).toContain('<h2>Title</h2>');
    expect(previewBlogPost.html).not.toContain('onerror');
  });

  it('suggests a free slug and refuses one another post uses', async () => {
    const first = await createPost(
      server,
      cookie,
      postInput(marker, { title: `Pooling ${marker}` }),
    );
    const { suggestBlogSlug } = await ownerCall<{ suggestBlogSlug: string }>(
      server,
      cookie,
      'query S($title: String!) { suggestBlogSlug(title: $title) }',
      { title: `Pooling ${marker}` },
    );
    expect(suggestBlogSlug).toBe(`${first.slug}-2`);
    const second = await createPost(
      server,
      cookie,
      postInput(marker, { title: `Pooling ${marker}` }),
    );
    expect(second.slug).toBe(`${first.slug}-2`);
    const taken = await graphql(
      server,
      `
        mutation C($input: BlogPostInput!) {
          createBlogPost(input: $input) {
            id
          }
        }
      `,
      { input: postInput(marker, { slug: first.slug }) },
      cookie,
    );
    expect(taken.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Another post already uses this address.'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const badCategory = await graphql(
      server,
      `
        mutation C($input: BlogPostInput!) {
          createBlogPost(input: $input) {
            id
          }
        }
      `,
      { input: postInput(marker, { category: 'Gossip' }) },
      cookie,
    );
    expect(badCategory.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('publishes, and a changed slug answers 301 from the old address', async () => {
    const draft = await createPost(
      server,
      cookie,
      postInput(marker, { title: `Division orders ${marker}` }),
    );
    const published = await updatePost(server, cookie, draft.id, {
      ...postInput(marker, { title: `Division orders ${marker}` }),
      slug: draft.slug,
      status: 'PUBLISHED',
    });
    expect(published.status).toBe('PUBLISHED');
    expect(await publicSlug(draft.slug)).toMatchObject({ slug: draft.slug });

    const renamed = await updatePost(server, cookie, draft.id, {
      ...postInput(marker, { title: `Division orders ${marker}` }),
      slug: `division-orders-explained-${marker}`,
      status: 'PUBLISHED',
    });
    expect(await publicSlug(draft.slug)).toBeNull();
    const old = await request(server.url).get(`/blog/${draft.slug}`).redirects(0);
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe(`/blog/${renamed.slug}`);
    // The old address stays the post's: another post cannot take it.
    const taken = await graphql(
      server,
      `
        mutation C($input: BlogPostInput!) {
          createBlogPost(input: $input) {
            id
          }
        }
      `,
      { input: postInput(marker, { slug: draft.slug }) },
      cookie,
    );
    expect(taken.body.errors?.[0]?.message).toContain('Another post already uses this address.');
  });

  it('keeps a revision per save, autosaves in one, and restores any', async () => {
    const post = await createPost(
      server,
      cookie,
      postInput(marker, { title: `Revisions ${marker}` }),
    );
    const input = (content: string) => ({
      ...postInput(marker, { title: `Revisions ${marker}` }),
      slug: post.slug,
      content,
    });
    await updatePost(server, cookie, post.id, input('Second version'));
    await updatePost(server, cookie, post.id, input('Typing th'), true);
    await updatePost(server, cookie, post.id, input('Typing third version'), true);
    const { blogPostRevisions } = await ownerCall<{
      blogPostRevisions: { id: string; markdown: string; autosave: boolean }[];
    }>(
      server,
      cookie,
      'query R($id: ID!) { blogPostRevisions(id: $id) { id markdown autosave } }',
      {
        id: post.id,
      },
    );
    expect(blogPostRevisions.map((revision) => revision.markdown)).toEqual([
      'Typing third version',
      'Second version',
      post.markdown,
    ]);
    const second = blogPostRevisions[1] as { id: string };
    const { restoreBlogPostRevision } = await ownerCall<{ restoreBlogPostRevision: DeskPost }>(
      server,
      cookie,
      `mutation R($revisionId: ID!) { restoreBlogPostRevision(revisionId: $revisionId) { ${postFields} } }`,
      { revisionId: second.id },
    );
    expect(restoreBlogPostRevision.markdown).toBe('Second version');
    expect(restoreBlogPostRevision.content).toBe('<p>Second version</p>');
  });

  it('deletes a post recoverably: off the site at once, back on restore', async () => {
    const post = await createPost(
      server,
      cookie,
      postInput(marker, { title: `Bin ${marker}`, status: 'PUBLISHED' }),
    );
    expect(await publicSlug(post.slug)).not.toBeNull();
    await ownerCall(server, cookie, 'mutation D($id: ID!) { deleteBlogPost(id: $id) { id } }', {
      id: post.id,
    });
    expect(await publicSlug(post.slug)).toBeNull();
    const { deskBlogPosts } = await ownerCall<{ deskBlogPosts: { id: string }[] }>(
      server,
      cookie,
      '{ deskBlogPosts(deleted: true) { id deletedAt } }',
    );
    expect(deskBlogPosts.map((row) => row.id)).toContain(post.id);
    await ownerCall(server, cookie, 'mutation R($id: ID!) { restoreBlogPost(id: $id) { id } }', {
      id: post.id,
    });
    expect(await publicSlug(post.slug)).not.toBeNull();
  });

  it('publishes a scheduled post at its time through the job worker, with no request', async () => {
    const at = new Date(Date.now() + 1_500);
    const scheduled = await createPost(
      server,
      cookie,
      postInput(marker, {
        title: `Scheduled ${marker}`,
        status: 'SCHEDULED',
        publishedAt: at.toISOString(),
      }),
    );
    expect(scheduled.status).toBe('SCHEDULED');
    expect(await publicSlug(scheduled.slug)).toBeNull();
    const sitemapBefore = await server.services.blog.sitemapPosts();
    expect(sitemapBefore.map((row) => row.slug)).not.toContain(scheduled.slug);

    // No request reaches the server meanwhile: the worker alone publishes it.
    const { dataSource } = server.database;
    // Generous: the poll ends as soon as it is published; a loaded CI machine is slow.
    const deadline = Date.now() + 40_000;
    let status = 'scheduled';
    while (status === 'scheduled' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [{ status }] = await dataSource.query(`SELECT status FROM blog_posts WHERE id = $1`, [
        scheduled.id,
      ]);
    }
    expect(status).toBe('published');
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    expect((await server.services.blog.sitemapPosts()).map((row) => row.slug)).toContain(
      scheduled.slug,
    );
    const feed = await request(server.url).get('/blog/feed.xml');
    expect(feed.text).toContain(`/blog/${scheduled.slug}`);
  });

  it('refuses a scheduled post without a time', async () => {
    const result = await graphql(
      server,
      `
        mutation C($input: BlogPostInput!) {
          createBlogPost(input: $input) {
            id
          }
        }
      `,
      { input: postInput(marker, { status: 'SCHEDULED' }) },
      cookie,
    );
    expect(result.body.errors?.[0]?.message).toContain('needs its publication time');
  });
});
