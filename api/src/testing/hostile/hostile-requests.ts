import fc from 'fast-check';
import { contactFormFields } from '@landman/content';
import { sampleContact } from '../fixtures/contact';
import { committedSchema, graphqlArgumentProbes } from './graphql-arguments';
import { deeplyNested, hostileRecord, hostileText, hostileValue } from './hostile-values';
import { toolRequest, type ExpectedRefusal } from './tool-requests';

/** One HTTP request as a hostile client would send it, to a path on the server under test. */
export interface HostileRequest {
  /** The way in it exercises, for the report. */
  target: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The refusal this request must get (a tool figure over the length limit). */
  refusal?: ExpectedRefusal;
}

const json = { 'content-type': 'application/json' };
const contactFields = [...contactFormFields];
const validContact: Record<string, string> = { ...sampleContact };

/** "session" + 128 random bits, as the browser makes it; derived from the seed, so repeatable. */
const sessionId = fc
  .uint8Array({ minLength: 16, maxLength: 16 })
  .map((bytes) => `session_${Buffer.from(bytes).toString('hex')}`);
const anySessionId = fc.oneof(
  { weight: 3, arbitrary: sessionId },
  { weight: 2, arbitrary: hostileValue },
);

const segment = hostileText.map((text) => encodeURIComponent(text).slice(0, 4_000));

const jsonPost = (target: string, path: string, body: unknown): HostileRequest => ({
  target,
  method: 'POST',
  path,
  headers: json,
  body: JSON.stringify(body),
});

const restContact = hostileRecord(contactFields, validContact).map((body) =>
  jsonPost('REST POST /api/contacts', '/api/contacts', body),
);

const restChatPost = fc
  .record({ sessionId: anySessionId, message: hostileValue })
  .map((body) => jsonPost('REST POST /api/chat', '/api/chat', body));

/**
 * A path segment as a hostile client writes it, raw: percent-encoded hostile text, broken or
 * overlong percent-encodings, encoded NUL, slashes and dots, very long segments.
 */
const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: segment },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '%00',
      'a%00b',
      '%',
      '%E0%A4%A',
      '%ZZ',
      '%C0%80',
      '%C0%AF',
      '%FF%FE',
      '%ED%A0%80',
      '%u0000',
      '%2F',
      '..',
      '%2E%2E',
      '%1B%5B31m',
      '%7F',
      '%C2%85',
      'session_%00',
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', '%00', 'a-b', '%E2%80%AE'), fc.integer({ min: 150, max: 3_000 }))
      .map(([unit, times]) => unit.repeat(times)),
  },
);

/** Every route with a path parameter (REST and the site's blog), and unknown /api paths. */
const pathRoutes = [
  ['REST GET /api/chat/:sessionId', (id: string) => `/api/chat/${id}`],
  ['REST GET /api/blog/:slug', (slug: string) => `/api/blog/${slug}`],
  ['site GET /blog/:slug', (slug: string) => `/blog/${slug}`],
  ['REST GET /api/:unknown', (part: string) => `/api/${part}`],
] as const;

const pathParameters = fc
  .tuple(fc.constantFrom(...pathRoutes), fc.oneof(pathSegment, sessionId))
  .map(([[target, path], value]): HostileRequest => ({
    target,
    method: 'GET',
    path: path(value),
    headers: {},
  }));

const restReads = fc
  .oneof(
    segment.map((category) => ({
      target: 'REST GET /api/blog',
      path: `/api/blog?category=${category}`,
    })),
    fc.tuple(pathSegment, pathSegment).map(([limit, cursor]) => ({
      target: 'REST GET /api/blog',
      path: `/api/blog?limit=${limit}&cursor=${cursor}`,
    })),
  )
  .map(({ target, path }): HostileRequest => ({ target, method: 'GET', path, headers: {} }));

/** A form field as the browser encodes it; now and then sent twice or with brackets. */
const formPost = fc
  .tuple(hostileRecord(contactFields, validContact), fc.constantFrom('plain', 'twice', 'brackets'))
  .map(([record, shape]): HostileRequest => {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(record)) {
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
      if (shape === 'brackets') form.append(`${key}[constructor]`, text);
      else form.append(key, text);
      if (shape === 'twice') form.append(key, text);
    }
    return {
      target: 'form POST /contact',
      method: 'POST',
      path: '/contact',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      body: form.toString(),
    };
  });

const operations = {
  submitContact: 'mutation ($input: ContactInput!) { submitContact(input: $input) { id name } }',
  sendChatMessage:
    'mutation ($input: ChatMessageInput!) { sendChatMessage(input: $input) { id message isUser } }',
  chatMessages:
    'query ($sessionId: String!) { chatMessages(sessionId: $sessionId) { id message } }',
  blogPosts: 'query ($category: String) { blogPosts(category: $category) { slug title } }',
  blogPost: 'query ($slug: String!) { blogPost(slug: $slug) { slug title } }',
};

const graphqlOperation = fc
  .oneof(
    hostileRecord(contactFields, validContact).map((input) => ({
      query: operations.submitContact,
      variables: { input },
    })),
    fc.record({ sessionId: anySessionId, message: hostileValue }).map((input) => ({
      query: operations.sendChatMessage,
      variables: { input },
    })),
    anySessionId.map((id) => ({ query: operations.chatMessages, variables: { sessionId: id } })),
    hostileValue.map((category) => ({ query: operations.blogPosts, variables: { category } })),
    hostileValue.map((slug) => ({ query: operations.blogPost, variables: { slug } })),
    // The document itself is hostile: garbage, or a real one with junk variables / names.
    fc.record({ query: hostileValue, variables: hostileValue, operationName: hostileValue }),
  )
  .map((body) => jsonPost('GraphQL POST /graphql', '/graphql', body));

const graphqlGet = segment.map((query): HostileRequest => ({
  target: 'GraphQL GET /graphql',
  method: 'GET',
  path: `/graphql?query=${query}`,
  headers: { 'apollo-require-preflight': 'true' },
}));

/** Bodies that are not the JSON a route expects: deep nesting, broken JSON, wrong types. */
const rawBody = fc
  .tuple(
    fc.constantFrom('/api/contacts', '/api/chat', '/graphql'),
    fc.oneof(
      fc
        .tuple(
          fc.integer({ min: 1, max: 6_000 }),
          fc.constantFrom<'array' | 'object'>('array', 'object'),
        )
        .map(([depth, kind]) => deeplyNested(depth, kind)),
      hostileText,
      fc.constantFrom('null', '[]', '"text"', '42', '{"__proto__":{"isUser":true}}'),
    ),
    fc.constantFrom('application/json', 'text/plain', 'application/json; charset=latin1', ''),
  )
  .map(([path, body, contentType]): HostileRequest => ({
    target: `raw body POST ${path}`,
    method: 'POST',
    path,
    headers: contentType ? { 'content-type': contentType } : {},
    body,
  }));

/** Tool pages and calendar files with very long or odd figures in their fields. */
const toolRequests = toolRequest.map(({ target, path, refusal }): HostileRequest => ({
  target,
  method: 'GET',
  path,
  headers: {},
  refusal,
}));

/** Every argument of every query and mutation in the schema, one hostile at a time. */
const graphqlArguments = graphqlArgumentProbes(committedSchema()).map(
  ({ target, query, variables }) =>
    jsonPost(`GraphQL argument ${target}`, '/graphql', { query, variables }),
);

/** Every public way in that takes input, weighted toward the ones that store rows. */
export const hostileRequest: fc.Arbitrary<HostileRequest> = fc.oneof(
  { weight: 3, arbitrary: restContact },
  { weight: 2, arbitrary: restChatPost },
  { weight: 1, arbitrary: restReads },
  { weight: 3, arbitrary: pathParameters },
  { weight: 4, arbitrary: graphqlArguments },
  { weight: 3, arbitrary: formPost },
  { weight: 4, arbitrary: graphqlOperation },
  { weight: 1, arbitrary: graphqlGet },
  { weight: 2, arbitrary: rawBody },
  { weight: 2, arbitrary: toolRequests },
);
