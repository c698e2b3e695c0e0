import fc from 'fast-check';
import { contactFormFields } from '@landman/content';
import { sampleContact } from '../fixtures/contact';
import { deeplyNested, hostileRecord, hostileText, hostileValue } from './hostile-values';

/** One HTTP request as a hostile client would send it, to a path on the server under test. */
export interface HostileRequest {
  /** The way in it exercises, for the report. */
  target: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
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

const restReads = fc
  .oneof(
    fc
      .oneof(sessionId, segment)
      .map((id) => ({ target: 'REST GET /api/chat/:id', path: `/api/chat/${id}` })),
    segment.map((slug) => ({ target: 'REST GET /api/blog/:slug', path: `/api/blog/${slug}` })),
    segment.map((category) => ({
      target: 'REST GET /api/blog',
      path: `/api/blog?category=${category}`,
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

/** Every public way in that takes input, weighted toward the ones that store rows. */
export const hostileRequest: fc.Arbitrary<HostileRequest> = fc.oneof(
  { weight: 3, arbitrary: restContact },
  { weight: 2, arbitrary: restChatPost },
  { weight: 2, arbitrary: restReads },
  { weight: 3, arbitrary: formPost },
  { weight: 4, arbitrary: graphqlOperation },
  { weight: 1, arbitrary: graphqlGet },
  { weight: 2, arbitrary: rawBody },
);
