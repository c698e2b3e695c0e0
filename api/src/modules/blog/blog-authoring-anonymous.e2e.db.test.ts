import request from 'supertest';
import { type RunningServer } from '../../server';
import { startTestServer } from '../../testing/test-server';
import { deskCookieNames } from '../owner/desk-cookies';
import { deskWsClient, graphql } from '../../testing/desk-client';

jest.setTimeout(30_000);

const postId = '00000000-0000-4000-8000-000000000000';
const input = `{ title: "T", excerpt: "E", content: "C", category: "Title & Legal", status: PUBLISHED }`;

/** Every owner-only operation of publishing, with valid arguments. */
const ownerOperations: [name: string, query: string][] = [
  ['draftBlogPosts', '{ draftBlogPosts { id } }'],
  ['deskBlogPosts', '{ deskBlogPosts { id } }'],
  ['deskBlogPost', `{ deskBlogPost(id: "${postId}") { id } }`],
  ['blogPostRevisions', `{ blogPostRevisions(id: "${postId}") { id } }`],
  ['previewBlogPost', '{ previewBlogPost(content: "# Hi") { html } }'],
  ['suggestBlogSlug', '{ suggestBlogSlug(title: "Hello") }'],
  ['blogSubscribers', '{ blogSubscribers { email } }'],
  ['createBlogPost', `mutation { createBlogPost(input: ${input}) { id } }`],
  ['updateBlogPost', `mutation { updateBlogPost(id: "${postId}", input: ${input}) { id } }`],
  ['deleteBlogPost', `mutation { deleteBlogPost(id: "${postId}") { id } }`],
  ['restoreBlogPost', `mutation { restoreBlogPost(id: "${postId}") { id } }`],
  [
    'restoreBlogPostRevision',
    `mutation { restoreBlogPostRevision(revisionId: "${postId}") { id } }`,
  ],
];

const noData = (data: Record<string, unknown> | null | undefined) =>
  Object.values(data ?? {}).every((value) => value === null);

const anonymousCookies: [label: string, cookie: string | undefined][] = [
  ['no cookie', undefined],
  ['an unknown session token', `${deskCookieNames(false).session}=${'A'.repeat(43)}`],
];

describe('publishing refuses anonymous callers', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  describe.each(anonymousCookies)('over HTTP with %s', (_label, cookie) => {
    it.each(ownerOperations)('refuses %s with 401 UNAUTHENTICATED', async (_name, query) => {
      const result = await graphql(server, query, {}, cookie);
      expect(result.status).toBe(401);
      expect(noData(result.body.data)).toBe(true);
      expect(result.body.errors?.[0]).toMatchObject({
        message: 'Sign in to the desk first.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    });
  });

  describe.each(anonymousCookies)('over WebSocket with %s', (_label, cookie) => {
    it.each(ownerOperations)('refuses %s with UNAUTHENTICATED', async (_name, query) => {
      const client = deskWsClient(server, cookie);
      try {
        const result = await client.iterate({ query }).next();
        expect(noData(result.value.data as Record<string, unknown> | undefined)).toBe(true);
        expect(result.value.errors?.[0]).toMatchObject({
          message: 'Sign in to the desk first.',
          extensions: { code: 'UNAUTHENTICATED' },
        });
      } finally {
        await client.dispose();
      }
    });
  });

  /** The owner-only REST paths beside GraphQL: image upload and list, subscriber export. */
  const ownerRestPaths: [method: 'get' | 'post', path: string][] = [
    ['post', '/api/admin/blog/images?alt=A%20tract'],
    ['get', '/api/admin/blog/images'],
    ['get', '/api/admin/subscribers.csv'],
  ];
  describe.each(anonymousCookies)('over REST with %s', (_label, cookie) => {
    it.each(ownerRestPaths)('refuses %s %s with 401', async (method, path) => {
      const call = request(server.url)[method](path);
      if (cookie) call.set('Cookie', cookie);
      if (method === 'post') call.set('Content-Type', 'image/png').send(Buffer.from('not read'));
      const response = await call;
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        error: 'Sign in to the desk first.',
        code: 'UNAUTHENTICATED',
      });
    });
  });

  it('hides the Markdown source and the bin from anonymous readers of a public post', async () => {
    const deleted = await graphql(server, '{ blogPosts(first: 1) { slug deletedAt } }');
    expect(deleted.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const result = await graphql(server, '{ blogPosts(first: 1) { slug markdown } }');
    expect(result.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
