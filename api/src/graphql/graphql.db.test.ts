import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { blogPaging } from '../modules/blog/blog-paging';
import { type RunningServer } from '../server';
import { newSessionId } from '../testing/chat-events';
import { tempDir } from '../testing/test-config';
import { startTestServer } from '../testing/test-server';

const submitContact = `
  mutation Submit($input: ContactInput!) {
    submitContact(input: $input) { id name email phone company message service location createdAt }
  }`;

describe('GraphQL over HTTP', () => {
  let server: RunningServer;
  let playground: ReturnType<typeof tempDir>;
  const graphql = (query: string, variables?: Record<string, unknown>) =>
    request(server.url).post('/graphql').send({ query, variables });

  beforeAll(async () => {
    playground = tempDir('playground');
    fs.mkdirSync(path.join(playground.dir, 'assets'));
    fs.writeFileSync(
      path.join(playground.dir, 'index.html'),
      '<!doctype html><title>GraphQL playground</title>',
    );
    fs.writeFileSync(path.join(playground.dir, 'assets', 'app.js'), 'console.log("graphiql")');
    server = await startTestServer({ bodyLimit: '4kb', playgroundDir: playground.dir });
  });
  afterAll(async () => {
    await server.close();
    playground.remove();
  });

  it('lists blog posts newest first and returns null for an unknown slug', async () => {
    const response = await graphql(
      '{ blogPosts { slug publishedAt } blogPost(slug: "no-such-post") { id } one: blogPost(slug: "title-opinions-explained") { title category } }',
    );
    expect(response.status).toBe(200);
    const { blogPosts, blogPost, one } = response.body.data;
    expect(blogPosts.map((post: { slug: string }) => post.slug)).toEqual([
      'reading-a-division-order',
      'title-opinions-explained',
    ]);
    expect(blogPosts[0].publishedAt).toBe('2024-03-12T15:00:00.000Z');
    expect(blogPost).toBeNull();
    expect(one).toEqual({
      title: 'Title Opinions Explained for Mineral Owners',
      category: 'Title & Legal',
    });
  });

  it('filters blog posts by category', async () => {
    const response = await graphql('{ blogPosts(category: "Minerals & Suspense") { slug } }');
    expect(response.body.data.blogPosts).toEqual([{ slug: 'reading-a-division-order' }]);
  });

  const connection = `
    query Page($first: Int, $after: String) {
      blogPostsConnection(first: $first, after: $after) {
        totalCount
        edges { cursor node { slug } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }`;

  it('pages blog posts as a connection, with the list shape taking the same arguments', async () => {
    const first = await graphql(connection, { first: 1 });
    const page = first.body.data.blogPostsConnection;
    expect(page.totalCount).toBe(2);
    expect(page.edges.map((edge: { node: { slug: string } }) => edge.node.slug)).toEqual([
      'reading-a-division-order',
    ]);
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(page.pageInfo.endCursor).toBe(page.edges[0].cursor);

    const second = await graphql(connection, { first: 1, after: page.pageInfo.endCursor });
    expect(second.body.data.blogPostsConnection.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
    const list = await graphql(
      'query L($after: String) { blogPosts(first: 5, after: $after) { slug } }',
      {
        after: page.pageInfo.endCursor,
      },
    );
    expect(list.body.data.blogPosts).toEqual([{ slug: 'title-opinions-explained' }]);
  });

  it.each([
    ['a made-up cursor', { after: 'bm90IGEgY3Vyc29y' }, 'after'],
    ['an empty cursor', { after: '' }, 'after'],
    ['a page size over the cap', { first: blogPaging.maxSize + 1 }, 'first'],
    ['a page size of zero', { first: 0 }, 'first'],
  ])('refuses %s with BAD_USER_INPUT and HTTP 400', async (_name, variables, field) => {
    for (const query of [
      connection,
      'query L($first: Int, $after: String) { blogPosts(first: $first, after: $after) { slug } }',
    ]) {
      const response = await graphql(query, variables);
      expect(response.status).toBe(400);
      expect(response.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(response.body.errors[0].extensions.fields)).toEqual([field]);
    }
  });

  it('reads a numbered page and the related articles of a post', async () => {
    const response = await graphql(`
      {
        blogPostPage(page: 2, pageSize: 1) {
          page
          pageCount
          totalCount
          posts {
            slug
          }
        }
        relatedBlogPosts(slug: "title-opinions-explained") {
          slug
        }
      }
    `);
    expect(response.body.data.blogPostPage).toEqual({
      page: 2,
      pageCount: 2,
      totalCount: 2,
      posts: [{ slug: 'title-opinions-explained' }],
    });
    expect(response.body.data.relatedBlogPosts).toEqual([]);
    const tooMany = await graphql('{ relatedBlogPosts(slug: "x", first: 50) { slug } }');
    expect(tooMany.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('submits a contact, trimmed, with empty optional fields stored as null', async () => {
    const response = await graphql(submitContact, {
      input: {
        name: ' Lee Ward ',
        email: 'lee@example.com',
        phone: '',
        company: '',
        message: 'Heirship question on a Rusk County tract.',
        service: 'Estate & Heirship',
        location: '',
      },
    });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.submitContact).toMatchObject({
      name: 'Lee Ward',
      phone: null,
      company: null,
      service: 'Estate & Heirship',
      location: null,
    });
  });

  it('answers a contact with the honeypot filled as submitted, but stores nothing', async () => {
    const count = async () =>
      (await server.database.dataSource.query('SELECT count(*) AS n FROM contacts'))[0].n;
    const before = await count();
    const response = await graphql(submitContact, {
      input: {
        name: 'Lee Ward',
        email: 'lee@example.com',
        message: 'Cheap pills.',
        referenceCode: 'http://spam.example',
      },
    });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.submitContact).toMatchObject({ name: 'Lee Ward' });
    expect(response.body.data.submitContact.id).toEqual(expect.any(String));
    expect(await count()).toBe(before);
  });

  it('fails invalid input with BAD_USER_INPUT and per-field messages, never echoing the input', async () => {
    const response = await graphql(submitContact, {
      input: { name: 'Lee', email: 'lee-at-example-dot-com', message: '  ', location: 'Mars' },
    });
    expect(response.body.data).toBeNull();
    const [error] = response.body.errors;
    expect(error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        email: 'Please enter a valid email address.',
        message: 'Project details are required.',
        location: 'Location must be one of the listed locations.',
      },
    });
    expect(JSON.stringify(response.body)).not.toContain('lee-at-example-dot-com');
  });

  it('reports a missing required variable field without copying the variables into the message', async () => {
    const response = await graphql(submitContact, {
      input: { name: 'Lee', email: 'private@example.com' },
    });
    expect(response.status).toBe(400);
    const [error] = response.body.errors;
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe(
      'Variable "$input" is invalid: Field "message" of required type "String!" was not provided.',
    );
    expect(JSON.stringify(response.body)).not.toContain('private@example.com');
  });

  it('validates chat input and stores a visitor message', async () => {
    const bad = await graphql(
      `mutation { sendChatMessage(input: { sessionId: "${newSessionId()}", message: "   " }) { id } }`,
    );
    expect(bad.body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { message: 'Message must not be empty.' },
    });

    const sessionId = newSessionId();
    const good = await graphql(
      'mutation($input: ChatMessageInput!) { sendChatMessage(input: $input) { message isUser sessionId } }',
      { input: { sessionId, message: ' Hi ' } },
    );
    expect(good.body.data.sendChatMessage).toEqual({ message: 'Hi', isUser: true, sessionId });
    const history = await graphql(
      'query($s: String!) { chatMessages(sessionId: $s) { message isUser } }',
      {
        s: sessionId,
      },
    );
    expect(history.body.data.chatMessages[0]).toEqual({ message: 'Hi', isUser: true });
  });

  it('answers transport problems with clear 4xx GraphQL errors', async () => {
    const notJson = await request(server.url)
      .post('/graphql')
      .set('Content-Type', 'text/plain')
      .send('{ blogPosts { id } }');
    expect(notJson.status).toBe(415);
    expect(notJson.body.errors[0].message).toMatch(/application\/json/);

    const broken = await request(server.url)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send('{"query": ');
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0].message).toBe('The request body is not valid JSON.');

    const huge = await graphql(`{ blogPosts { id } } # ${'x'.repeat(5000)}`);
    expect(huge.status).toBe(413);
  });

  it('serves the bundled playground to browsers and leaves other GETs to Apollo', async () => {
    const page = await request(server.url)
      .get('/graphql')
      .set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>GraphQL playground</title>');

    const asset = await request(server.url).get('/graphql/playground/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toContain('graphiql');

    const api = await request(server.url)
      .get('/graphql')
      .query({ query: '{ blogPosts { slug } }' })
      .set('Accept', 'application/json')
      .set('apollo-require-preflight', 'true');
    expect(api.status).toBe(200);
    expect(api.body.data.blogPosts.length).toBe(2);
  });
});
