import request from 'supertest';
import { blogPaging } from '../modules/blog/blog-paging';
import { type RunningServer } from '../server';
import { newSessionId } from '../testing/chat-events';
import { sampleContact } from '../testing/fixtures/contact';
import { startTestServer } from '../testing/test-server';

const validContact = sampleContact;

describe('REST adapter', () => {
  let server: RunningServer;
  const api = () => request(server.url);

  beforeAll(async () => {
    server = await startTestServer({ bodyLimit: '3kb' });
  });
  afterAll(() => server.close());

  describe('GET /api/blog', () => {
    it('lists posts newest first with the spec fields', async () => {
      const response = await api().get('/api/blog').set('Content-Type', 'application/json');
      expect(response.status).toBe(200);
      const slugs = response.body.map((post: { slug: string }) => post.slug);
      expect(slugs.indexOf('reading-a-division-order')).toBeLessThan(
        slugs.indexOf('title-opinions-explained'),
      );
      expect(Object.keys(response.body[0])).toEqual(
        expect.arrayContaining([
          'id',
          'slug',
          'title',
          'excerpt',
          'category',
          'publishedAt',
          'content',
          'createdAt',
        ]),
      );
    });

    it('filters by category', async () => {
      const response = await api().get('/api/blog').query({ category: 'Title & Legal' });
      expect(response.body.map((post: { slug: string }) => post.slug)).toEqual([
        'title-opinions-explained',
      ]);
    });

    it('pages with limit and cursor: the total in X-Total-Count, the next page in Link', async () => {
      const first = await api().get('/api/blog').query({ limit: '1' });
      expect(first.status).toBe(200);
      expect(first.headers['x-total-count']).toBe('2');
      expect(first.body.map((post: { slug: string }) => post.slug)).toEqual([
        'reading-a-division-order',
      ]);
      const next = /^<([^>]+)>; rel="next"$/.exec(first.headers.link ?? '')?.[1];
      expect(next).toMatch(/^\/api\/blog\?limit=1&cursor=[\w-]+$/);

      const second = await api().get(next as string);
      expect(second.body.map((post: { slug: string }) => post.slug)).toEqual([
        'title-opinions-explained',
      ]);
      expect(second.headers['x-total-count']).toBe('2');
      expect(second.headers.link).toBeUndefined();
    });

    it('keeps the category in the next link', async () => {
      const response = await api().get('/api/blog').query({ category: 'Title & Legal', limit: 1 });
      expect(response.headers['x-total-count']).toBe('1');
      expect(response.headers.link).toBeUndefined();
      const all = await api().get('/api/blog').query({ category: 'All Posts', limit: 1 });
      expect(all.headers.link).toContain('category=All+Posts&limit=1&cursor=');
    });

    it.each([
      [{ limit: '0' }, 'limit'],
      [{ limit: String(blogPaging.maxSize + 1) }, 'limit'],
      [{ limit: 'ten' }, 'limit'],
      [{ limit: '2.5' }, 'limit'],
      [{ cursor: 'not-a-cursor' }, 'cursor'],
      [{ cursor: Buffer.from('["yesterday","x"]').toString('base64url') }, 'cursor'],
      [{ cursor: 'x'.repeat(5000) }, 'cursor'],
    ])('answers 400 {error} for a bad page request %j', async (query, field) => {
      const response = await api().get('/api/blog').query(query);
      expect(response.status).toBe(400);
      expect(typeof response.body.error).toBe('string');
      expect(Object.keys(response.body.fields)).toEqual([field]);
    });

    it('answers 400 for a repeated limit rather than guessing', async () => {
      const response = await api().get('/api/blog?limit=1&limit=2');
      expect(response.status).toBe(400);
      expect(response.body.fields).toHaveProperty('limit');
    });

    it('returns one post by slug, and 404 {error} for an unknown slug', async () => {
      const found = await api().get('/api/blog/title-opinions-explained');
      expect(found.status).toBe(200);
      expect(found.body.content).toContain('<a href="/services/title-curative">title curative</a>');

      const missing = await api().get('/api/blog/no-such-post');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: 'Blog post not found' });
    });
  });

  describe('POST /api/contacts', () => {
    it('stores a valid request and answers 201 with the stored contact', async () => {
      const response = await api()
        .post('/api/contacts')
        .send({ ...validContact, service: 'Title Curative' });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        name: 'Dana Reyes',
        phone: null,
        service: 'Title Curative',
        location: null,
      });
      expect(response.body.id).toEqual(expect.any(String));
      expect(response.body).not.toHaveProperty('source');
      const [row] = await server.database.dataSource.query(
        'SELECT source, session_id FROM contacts WHERE id = $1',
        [response.body.id],
      );
      expect(row).toEqual({ source: 'form', session_id: null });
    });

    it('answers 400 {error, fields} naming every bad field, without echoing the input', async () => {
      const response = await api()
        .post('/api/contacts')
        .send({ ...validContact, name: ' ', email: 'dana-at-example', service: 'Fortune Telling' });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({
        name: 'Name is required.',
        email: 'Please enter a valid email address.',
        service: 'Service must be one of the listed services.',
      });
      expect(response.body.error).toEqual(
        expect.stringContaining('Please enter a valid email address.'),
      );
      expect(JSON.stringify(response.body)).not.toContain('dana-at-example');
    });

    it('ignores fields the form does not have', async () => {
      const forgedId = '00000000-0000-4000-8000-000000000001';
      const response = await api()
        .post('/api/contacts')
        .send({ ...validContact, id: forgedId, source: 'chat' });
      expect(response.status).toBe(201);
      expect(response.body.id).not.toBe(forgedId);
      const [row] = await server.database.dataSource.query(
        'SELECT source FROM contacts WHERE id = $1',
        [response.body.id],
      );
      expect(row.source).toBe('form');
    });

    it('answers a request with the honeypot filled like any other, but stores nothing', async () => {
      const before = await server.database.dataSource.query('SELECT count(*) AS n FROM contacts');
      const response = await api()
        .post('/api/contacts')
        .send({ ...validContact, referenceCode: 'http://spam.example' });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ name: 'Dana Reyes', email: 'dana@example.com' });
      expect(response.body.id).toEqual(expect.any(String));
      expect(response.body).not.toHaveProperty('referenceCode');
      const after = await server.database.dataSource.query('SELECT count(*) AS n FROM contacts');
      expect(after).toEqual(before);
    });

    it('answers 400 for broken JSON and for a body that is not an object', async () => {
      const broken = await api()
        .post('/api/contacts')
        .set('Content-Type', 'application/json')
        .send('{"name": "Dana",');
      expect(broken.status).toBe(400);
      expect(broken.body).toEqual({ error: 'The request body is not valid JSON.' });

      const list = await api().post('/api/contacts').send([validContact]);
      expect(list.status).toBe(400);
      expect(list.body.fields).toEqual({ body: 'Send a JSON object.' });
    });

    it('answers 415 for a body that is not JSON', async () => {
      const form = await api().post('/api/contacts').type('form').send(validContact);
      expect(form.status).toBe(415);
      expect(form.body.error).toMatch(/Content-Type: application\/json/);

      const text = await api()
        .post('/api/contacts')
        .set('Content-Type', 'text/plain')
        .send('hello');
      expect(text.status).toBe(415);
    });

    it('answers 413 for a body over the limit', async () => {
      const response = await api()
        .post('/api/contacts')
        .send({ ...validContact, message: 'x'.repeat(4000) });
      expect(response.status).toBe(413);
      expect(response.body.error).toMatch(/too large/);
    });
  });

  describe('chat', () => {
    it('POST /api/chat stores a trimmed visitor message, ignoring a client-sent isUser', async () => {
      const sessionId = newSessionId();
      const response = await api()
        .post('/api/chat')
        .send({ sessionId, message: '  Hello  ', isUser: false });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ sessionId, message: 'Hello', isUser: true });
      expect(response.body.createdAt).toEqual(expect.any(String));

      const history = await api().get(`/api/chat/${sessionId}`);
      expect(history.status).toBe(200);
      expect(history.body[0]).toMatchObject({
        id: response.body.id,
        message: 'Hello',
        isUser: true,
      });
    });

    it.each([
      ['a missing session id', { message: 'Hi' }, 'sessionId'],
      ['a short session id', { sessionId: 'session-short', message: 'Hi' }, 'sessionId'],
      [
        'a session id without the prefix',
        { sessionId: 'nosession_abcdefghijkl', message: 'Hi' },
        'sessionId',
      ],
      [
        'a weak session id of the old loose format',
        { sessionId: 'session_aaaaaaaaa', message: 'Hi' },
        'sessionId',
      ],
      [
        'a patterned session id of the right length',
        { sessionId: `session_${'0123'.repeat(8)}`, message: 'Hi' },
        'sessionId',
      ],
      ['a blank message', { sessionId: newSessionId(), message: '   ' }, 'message'],
      [
        'a 2,001-character message',
        { sessionId: newSessionId(), message: 'x'.repeat(2001) },
        'message',
      ],
    ])('POST /api/chat answers 400 for %s', async (_case, body, field) => {
      const response = await api().post('/api/chat').send(body);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fields)).toEqual([field]);
    });

    it.each([
      'abc',
      'session_aaaaaaaaa',
      `session_${'A'.repeat(32)}`,
      `session_${'ab'.repeat(16)}`,
    ])(
      'GET /api/chat/:sessionId answers 400 for the weak or malformed id %s',
      async (sessionId) => {
        const response = await api().get(`/api/chat/${sessionId}`);
        expect(response.status).toBe(400);
        expect(response.body.fields.sessionId).toMatch(/session_/);
      },
    );
  });

  it('answers 404 JSON for an unknown /api path', async () => {
    const response = await api().get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Not found: GET /api/nothing-here' });
    const wrongMethod = await api().delete('/api/blog');
    expect(wrongMethod.status).toBe(404);
  });
});
