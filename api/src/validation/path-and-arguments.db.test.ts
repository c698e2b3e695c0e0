import request from 'supertest';
import { type RunningServer } from '../server';
import { newSessionId } from '../testing/chat-events';
import { committedSchema, textArgumentProbes } from '../testing/hostile/graphql-arguments';
import { startTestServer } from '../testing/test-server';
import { controlCharacterMessage } from './plain-fields';

/**
 * Path parameters and GraphQL arguments get the rules body fields get: control characters
 * (NUL first: PostgreSQL refuses it, which used to surface as a 500), lengths and types, with a
 * 4xx and a message, on REST and GraphQL alike, and for every argument the schema has.
 */
describe('path parameters and arguments are validated like body fields', () => {
  let server: RunningServer;
  const rest = () => request(server.url);
  const graphql = (query: string, variables: Record<string, unknown> = {}) =>
    request(server.url).post('/graphql').send({ query, variables });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const hostileSegments = [
    ['NUL', '%00'],
    ['NUL inside', 'a%00b'],
    ['an escape character', '%1B%5B31m'],
    ['DEL', '%7F'],
    ['a C1 control', '%C2%85'],
    ['a broken percent-encoding', '%E0%A4%A'],
    ['a lone percent sign', '%'],
    ['an overlong encoding', '%C0%80'],
    ['a 1,001-character segment', 'a'.repeat(1_001)],
  ];

  describe.each(['/api/blog/', '/api/chat/'])('GET %s:param', (route) => {
    it.each(hostileSegments)('answers 400 { error } for %s', async (_case, segment) => {
      const response = await rest().get(`${route}${segment}`);
      expect(response.status).toBe(400);
      expect(typeof response.body.error).toBe('string');
    });
  });

  it('names the slug when it is too long for one (REST, like a body field)', async () => {
    const response = await rest().get(`/api/blog/${'a'.repeat(201)}`);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ slug: 'The slug is at most 200 characters.' });
  });

  it('still answers a well-formed unknown slug 404 and a known one 200', async () => {
    expect((await rest().get('/api/blog/no-such-article')).status).toBe(404);
    expect((await rest().get('/api/blog/Not%20A%20Slug')).status).toBe(404);
    expect((await rest().get('/api/blog/reading-a-division-order')).status).toBe(200);
    expect((await rest().get(`/api/chat/${newSessionId()}`)).status).toBe(200);
  });

  it.each([
    ['blogPost(slug) with NUL', 'query ($s: String!) { blogPost(slug: $s) { id } }', 'a\u0000b'],
    ['blogPost(slug) with ESC', 'query ($s: String!) { blogPost(slug: $s) { id } }', '\u001b[2J'],
    [
      'blogPost(slug) too long',
      'query ($s: String!) { blogPost(slug: $s) { id } }',
      'a'.repeat(201),
    ],
    [
      'relatedBlogPosts(slug) with NUL',
      'query ($s: String!) { relatedBlogPosts(slug: $s) { id } }',
      '\u0000',
    ],
    [
      'blogPosts(category) with NUL',
      'query ($s: String) { blogPosts(category: $s) { id } }',
      'Title\u0000',
    ],
    [
      'chatMessages(sessionId) with NUL',
      'query ($s: String!) { chatMessages(sessionId: $s) { id } }',
      `session_\u0000${'ab'.repeat(15)}`,
    ],
  ])('GraphQL %s: BAD_USER_INPUT, HTTP 400', async (_case, query, value) => {
    const response = await graphql(query, { s: value });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('GraphQL blogPost(slug: "a\\u0000b") written into the document: BAD_USER_INPUT', async () => {
    const response = await graphql('{ blogPost(slug: "a\\u0000b") { id } }');
    expect(response.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(response.body.errors[0].extensions.fields).toEqual({ slug: controlCharacterMessage });
  });

  /** Public operations answer bad input; owner-only ones may refuse the caller first. */
  const refusals = ['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'TOO_MANY_REQUESTS'];
  const probes = textArgumentProbes(committedSchema(), 'a\u0000b');

  it('probes every text argument of the schema, the public ones among them', () => {
    const targets = probes.map((probe) => probe.target);
    expect(targets).toEqual(
      expect.arrayContaining([
        'Query.blogPost(slug)',
        'Query.relatedBlogPosts(slug)',
        'Query.chatMessages(sessionId)',
        'Mutation.submitContact(input)',
        'Mutation.sendChatMessage(input)',
      ]),
    );
  });

  it.each(probes.map((probe) => [probe.target, probe] as const))(
    'GraphQL %s with NUL in its text: refused with a client error, never INTERNAL_SERVER_ERROR',
    async (_target, probe) => {
      const response = await graphql(probe.query, probe.variables);
      expect(response.status).toBeLessThan(500);
      const codes = (response.body.errors ?? []).map(
        (error: { extensions?: { code?: string } }) => error.extensions?.code,
      );
      expect(codes.length).toBeGreaterThan(0);
      for (const code of codes) expect(refusals).toContain(code);
    },
  );
});
