import express from 'express';
import request from 'supertest';
import { type RunningServer } from '../server';
import { contactFormPost } from '../site/contact-form.post';
import { newSessionId } from '../testing/chat-events';
import { sampleContact } from '../testing/fixtures/contact';
import { startTestServer } from '../testing/test-server';
import { controlCharacterMessage } from './plain-fields';

const submitContact = `
  mutation Submit($input: ContactInput!) { submitContact(input: $input) { id } }`;
const sendChat = `
  mutation Send($input: ChatMessageInput!) { sendChatMessage(input: $input) { id } }`;

/** "1", 60,000 spaces, "a": the phone value that used to block the server for seconds. */
const backtrackingPhone = `1${' '.repeat(60_000)}a`;
const textFields = ['name', 'email', 'phone', 'company', 'message'] as const;
/** NUL and the other controls PostgreSQL or a form has no use for, one per case. */
const controls = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085'];

/** JSON nested `depth` levels deep, as text (JSON.stringify would recurse as deep). */
const deeplyNested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('hostile input on every way in: a 400 with a message, nothing stored', () => {
  let server: RunningServer;
  /** The no-JavaScript form post, on the real ContactService, with the page render stubbed. */
  let formApp: express.Express;
  const rendered: Record<string, string>[] = [];

  const contactRows = async () =>
    Number((await server.database.dataSource.query('SELECT count(*) AS n FROM contacts'))[0].n);
  const rest = () => request(server.url);
  const graphql = (query: string, variables: Record<string, unknown>) =>
    request(server.url).post('/graphql').send({ query, variables });
  const formPost = (values: Record<string, string>) =>
    request(formApp).post('/contact').type('form').send(values);

  beforeAll(async () => {
    server = await startTestServer({ bodyLimit: '100kb' });
    formApp = express();
    formApp.use(
      contactFormPost({
        contacts: server.services.contact,
        bodyLimit: '100kb',
        renderRefused: async (form) => {
          rendered.push(form.errors);
          return '<!doctype html><title>Contact</title>';
        },
        logError: () => undefined,
      }),
    );
  });
  afterAll(() => server.close());

  describe('a phone made to backtrack ("1" + 60,000 spaces + "a")', () => {
    it('REST: 400 naming the length, in a 60 KB JSON body', async () => {
      const body = JSON.stringify({ ...sampleContact, phone: backtrackingPhone });
      expect(body.length).toBeGreaterThan(60_000);
      const response = await rest()
        .post('/api/contacts')
        .set('Content-Type', 'application/json')
        .send(body);
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ phone: 'Phone must be at most 40 characters.' });
    });

    it('GraphQL: BAD_USER_INPUT with HTTP 400', async () => {
      const response = await graphql(submitContact, {
        input: { ...sampleContact, phone: backtrackingPhone },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { phone: 'Phone must be at most 40 characters.' },
      });
    });

    it('the form post: the form again with the message (a 95 KB body)', async () => {
      // As a browser encodes it: each space a "+".
      const fields = new URLSearchParams({ ...sampleContact, phone: backtrackingPhone });
      const body = fields.toString().replace(`1${'+'.repeat(60_000)}a`, `1${'+'.repeat(95_000)}a`);
      expect(body.length).toBeGreaterThan(95_000);
      const response = await request(formApp).post('/contact').type('form').send(body);
      expect(response.status).toBe(400);
      expect(rendered.at(-1)).toEqual({ phone: 'Phone must be at most 40 characters.' });
    });
  });

  describe.each(controls)('control character U+%s', (control) => {
    const hex = control.charCodeAt(0).toString(16).padStart(4, '0');
    it.each(textFields)(
      `in %s (U+${hex}): refused on REST, GraphQL and the form`,
      async (field) => {
        const before = await contactRows();
        const value = field === 'email' ? `da${control}na@example.com` : `Dana${control}Reyes`;
        const input = { ...sampleContact, [field]: value };

        const viaRest = await rest().post('/api/contacts').send(input);
        expect(viaRest.status).toBe(400);
        expect(viaRest.body.fields[field]).toBe(controlCharacterMessage);

        const viaGraphql = await graphql(submitContact, { input });
        expect(viaGraphql.status).toBe(400);
        expect(viaGraphql.body.errors[0].extensions.fields[field]).toBe(controlCharacterMessage);

        const viaForm = await formPost(input);
        expect(viaForm.status).toBe(400);
        expect(rendered.at(-1)?.[field]).toBe(controlCharacterMessage);

        expect(await contactRows()).toBe(before);
      },
    );
  });

  it.each([
    ['an object with a constructor key', { constructor: 1 }],
    ['an object with a __proto__ key', JSON.parse('{"__proto__": {"x": 1}}')],
    ['an array', ['Dana']],
    ['a number', 42],
    ['a boolean', true],
  ])('REST: 400 "must be text" for a name that is %s', async (_case, name) => {
    const before = await contactRows();
    const response = await rest()
      .post('/api/contacts')
      .send({ ...sampleContact, name });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ name: 'Name must be text.' });
    expect(await contactRows()).toBe(before);
  });

  it('REST: 400 for a non-text value in every field at once', async () => {
    const response = await rest()
      .post('/api/contacts')
      .send({
        name: { constructor: { prototype: 1 } },
        email: ['a@b.co'],
        phone: { length: 1 },
        company: [[[]]],
        message: { toString: 'x' },
        service: { constructor: 1 },
        location: ['Tyler TX'],
      });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(
      ['company', 'email', 'location', 'message', 'name', 'phone', 'service'].sort(),
    );
  });

  it('GraphQL: an object for a String field is a 400, not a 500', async () => {
    const response = await graphql(submitContact, {
      input: { ...sampleContact, name: { constructor: 1 } },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['as the body', (nested: string) => nested],
    ['in a field', (nested: string) => `{"name": ${nested}, "email": "dana@example.com"}`],
    ['in a field the form does not have', (nested: string) => `{"extra": ${nested}}`],
  ])('REST: 400 for JSON nested 5,000 deep %s', async (_case, wrap) => {
    const body = wrap(deeplyNested(5_000));
    const response = await rest()
      .post('/api/contacts')
      .set('Content-Type', 'application/json')
      .send(body);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual(expect.any(String));
  });

  it('GraphQL: 400 for variables nested 5,000 deep', async () => {
    const body = `{"query": ${JSON.stringify(submitContact)}, "variables": {"input": ${deeplyNested(5_000)}}}`;
    const response = await request(server.url)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send(body);
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('still takes a legitimate request on each way in, with line breaks in the message', async () => {
    const before = await contactRows();
    const input = {
      ...sampleContact,
      email: 'lee.hostile-suite@example.com',
      phone: '(903) 555-0142 ext. 12',
      message: 'Two tracts:\r\n\t- 80 acres\r\n\t- 40 acres',
    };
    expect((await rest().post('/api/contacts').send(input)).status).toBe(201);
    expect((await graphql(submitContact, { input })).status).toBe(200);
    expect((await formPost(input)).status).toBe(303);
    expect(await contactRows()).toBe(before + 3);
  });
});

describe('chat: invalid text is refused before a rate-limit point is spent', () => {
  let limited: RunningServer;
  beforeAll(async () => {
    limited = await startTestServer({
      chat: {
        sessionMessagesPerMinute: 1,
        ipMessagesPerMinute: 1,
        ipHistoryReadsPerMinute: 100,
        replyTimeoutMs: 10_000,
      },
    });
  });
  afterAll(() => limited.close());

  it('refuses NUL in a chat message on REST and GraphQL, then takes the one allowed message', async () => {
    const sessionId = newSessionId();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const viaRest = await request(limited.url)
        .post('/api/chat')
        .send({ sessionId, message: 'Hello\u0000there' });
      expect(viaRest.status).toBe(400);
      expect(viaRest.body.fields).toEqual({ message: controlCharacterMessage });
      const viaGraphql = await request(limited.url)
        .post('/graphql')
        .send({ query: sendChat, variables: { input: { sessionId, message: '\u0000' } } });
      expect(viaGraphql.status).toBe(400);
      expect(viaGraphql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    // The one message this session and address may send is still unspent.
    const valid = await request(limited.url).post('/api/chat').send({ sessionId, message: 'Hi' });
    expect(valid.status).toBe(201);
    const over = await request(limited.url).post('/api/chat').send({ sessionId, message: 'Hi' });
    expect(over.status).toBe(429);
  });
});
