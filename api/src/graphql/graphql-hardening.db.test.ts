import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { type RunningServer } from '../server';
import { newSessionId } from '../testing/chat-events';
import { tempDir } from '../testing/test-config';
import { startTestServer } from '../testing/test-server';

const contactInput = `{ name: "Lee Ward", email: "lee@example.com", message: "Lease question." }`;

/** The issue's hostile requests over HTTP: each a quick, clean 400 with a code. */
describe('GraphQL over HTTP against hostile requests', () => {
  let server: RunningServer;
  const graphql = (body: Record<string, unknown>) =>
    request(server.url).post('/graphql').send(body);
  const contactCount = async () =>
    Number((await server.database.dataSource.query('SELECT count(*) AS n FROM contacts'))[0].n);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const aliased = (count: number, field: string) =>
    `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

  it.each([
    ['3,000 aliases of blogPosts { content }', aliased(3000, 'blogPosts { content }')],
    ['1,400 aliased chatMessages', aliased(1400, 'chatMessages(sessionId: "session_x") { id }')],
    ['11 aliases of blogPosts', aliased(11, 'blogPosts { content }')],
  ])('refuses %s with 400 QUERY_TOO_COMPLEX', async (_case, query) => {
    const response = await graphql({ query });
    expect(response.status).toBe(400);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it.each([
    ['300 aliased submitContact', 300],
    ['two aliased submitContact', 2],
  ])('refuses %s and stores nothing', async (_case, count) => {
    const before = await contactCount();
    const query = `mutation ${aliased(count, `submitContact(input: ${contactInput}) { id }`)}`;
    const response = await graphql({ query });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(await contactCount()).toBe(before);
  });

  it('still takes one contact per request', async () => {
    const before = await contactCount();
    const response = await graphql({
      query: `mutation { submitContact(input: ${contactInput}) { id } }`,
    });
    expect(response.body.errors).toBeUndefined();
    expect(await contactCount()).toBe(before + 1);
  });

  it('refuses a subscription sent over HTTP with 400 and a code saying where to send it', async () => {
    const response = await graphql({
      query: 'subscription { chatEvents(sessionId: "session_0") { typing } }',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions.code).toBe('SUBSCRIPTION_OVER_HTTP');
    expect(response.body.errors[0].message).toMatch(/WebSocket/);
  });

  it.each([
    ['a hash that does not match the query', '{ blogPosts { id } }', 'ab'.repeat(32)],
    ['a hash alone', undefined, 'cd'.repeat(32)],
  ])('refuses an automatic persisted query (%s) with a clean 400', async (_case, query, hash) => {
    const response = await graphql({
      query,
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
  });

  it('shows schema details (suggestions, introspection) in development and tests', async () => {
    const typo = await graphql({ query: '{ blogPosts { titel } }' });
    expect(typo.status).toBe(400);
    expect(typo.body.errors[0].message).toMatch(/Did you mean "title"\?/);
    const introspection = await graphql({ query: '{ __schema { queryType { name } } }' });
    expect(introspection.body.data.__schema.queryType.name).toBe('Query');
  });

  it.each([
    'session_aaaaaaaaa',
    `session_${'a'.repeat(32)}`,
    `session_${'0123'.repeat(8)}`,
    'session_0F1E2D3C4B5A69788796A5B4C3D2E1F0',
    `session${'9f'.repeat(20)}`,
  ])('refuses the weak or malformed session id %s on every chat operation', async (sessionId) => {
    const before = Number(
      (await server.database.dataSource.query('SELECT count(*) AS n FROM chat_messages'))[0].n,
    );
    const history = await graphql({
      query: 'query($s: String!) { chatMessages(sessionId: $s) { id } }',
      variables: { s: sessionId },
    });
    const send = await graphql({
      query: 'mutation($input: ChatMessageInput!) { sendChatMessage(input: $input) { id } }',
      variables: { input: { sessionId, message: 'Hello' } },
    });
    for (const response of [history, send]) {
      expect(response.body.errors[0].extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { sessionId: expect.stringMatching(/^Session id must be "session"/) },
      });
    }
    const after = Number(
      (await server.database.dataSource.query('SELECT count(*) AS n FROM chat_messages'))[0].n,
    );
    expect(after).toBe(before);
  });

  // Last: it stops this server's chat.
  it('answers a chat message sent while the chat shuts down with 503, not an internal error', async () => {
    await server.services.chat.close(0);
    const response = await graphql({
      query: 'mutation($input: ChatMessageInput!) { sendChatMessage(input: $input) { id } }',
      variables: { input: { sessionId: newSessionId(), message: 'Hello?' } },
    });
    expect(response.status).toBe(503);
    expect(response.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');

    // The REST adapter tells the same service error the same way.
    const rest = await request(server.url)
      .post('/api/chat')
      .send({ sessionId: newSessionId(), message: 'Hello?' });
    expect(rest.status).toBe(503);
    expect(rest.headers['retry-after']).toMatch(/^\d+$/);
    expect(rest.body).toEqual({ error: expect.any(String), code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('GraphQL with GRAPHQL_PLAYGROUND off (the production default)', () => {
  let server: RunningServer;
  let playground: ReturnType<typeof tempDir>;
  const graphql = (query: string) => request(server.url).post('/graphql').send({ query });

  beforeAll(async () => {
    playground = tempDir('playground');
    fs.writeFileSync(path.join(playground.dir, 'index.html'), '<title>GraphQL playground</title>');
    server = await startTestServer({ graphqlPlayground: false, playgroundDir: playground.dir });
  });
  afterAll(async () => {
    await server.close();
    playground.remove();
  });

  it('refuses introspection with a 400', async () => {
    const response = await graphql('{ __schema { types { name } } }');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/introspection has been disabled/),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
      expect.objectContaining({ message: expect.stringMatching(/"types"/) }),
    ]);
    expect(JSON.stringify(response.body)).not.toContain('BlogPost');
  });

  it('names no fields in errors ("Did you mean" cut)', async () => {
    const response = await graphql('{ blogPosts { titel } }');
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toBe('Cannot query field "titel" on type "BlogPost".');
  });

  it("serves no playground page, and still answers the site's queries", async () => {
    const page = await request(server.url).get('/graphql').set('Accept', 'text/html');
    expect(page.text).not.toContain('GraphQL playground');
    expect(page.status).toBeGreaterThanOrEqual(400);
    expect(page.status).toBeLessThan(500);
    const posts = await graphql('{ blogPosts { slug } }');
    expect(posts.body.data.blogPosts.length).toBeGreaterThan(0);
  });
});
