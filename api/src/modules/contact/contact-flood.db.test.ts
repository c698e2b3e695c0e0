import express from 'express';
import request from 'supertest';
import { newSessionId } from '../../testing/chat-events';
import { type Config } from '../../config';
import { RateLimitedError } from '../../rate-limit/rate-limited.error';
import { type RunningServer } from '../../server';
import { contactFormPost } from '../../site/contact-form.post';
import { sampleContact } from '../../testing/fixtures/contact';
import { startTestServer } from '../../testing/test-server';
import { validateInput } from '../../validation/validate-input';
import { ContactInput } from './contact.input';

const submitContact = `
  mutation Submit($input: ContactInput!) { submitContact(input: $input) { id } }`;

/** Bounded: no flood in these tests sends more than this many requests. */
const floodSize = 12;

let sequence = 0;
/** A valid request with an address no other request in the run uses. */
const freshContact = () => ({ ...sampleContact, email: `flood-${(sequence += 1)}@example.com` });

/**
 * The real server behind one trusted proxy, so each request can name its client address in
 * X-Forwarded-For (all of them come from loopback).
 */
async function startLimitedServer(contactLimits: Config['contactLimits']) {
  const server = await startTestServer({ trustProxyHops: 1, contactLimits });
  const formApp = express();
  formApp.set('trust proxy', 1);
  const refusedWith: Record<string, string>[] = [];
  formApp.use(
    contactFormPost({
      contacts: server.services.contact,
      bodyLimit: '100kb',
      renderRefused: async (form) => {
        refusedWith.push(form.errors);
        return '<!doctype html><title>Contact</title>';
      },
      logError: () => undefined,
    }),
  );
  return { server, formApp, refusedWith };
}

describe('lead-flood limits on every way a contact is made', () => {
  let server: RunningServer;
  let formApp: express.Express;
  let refusedWith: Record<string, string>[];
  const rowsFor = async (emailPattern: string) =>
    Number(
      (
        await server.database.dataSource.query(
          'SELECT count(*) AS n FROM contacts WHERE email ILIKE $1',
          [emailPattern],
        )
      )[0].n,
    );
  const contactRows = async () =>
    Number((await server.database.dataSource.query('SELECT count(*) AS n FROM contacts'))[0].n);

  beforeAll(async () => {
    ({ server, formApp, refusedWith } = await startLimitedServer({
      perClientPerHour: 3,
      perEmailPerHour: 4,
      globalPerMinute: 1_000,
    }));
  });
  afterAll(() => server.close());

  it('REST: the first requests from one address are stored, the rest get 429 with Retry-After', async () => {
    const before = await contactRows();
    const statuses: number[] = [];
    for (let i = 0; i < floodSize; i += 1) {
      const response = await request(server.url)
        .post('/api/contacts')
        .set('X-Forwarded-For', '203.0.113.1')
        .send(freshContact());
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.body).toEqual({ error: expect.stringMatching(/too many requests/i) });
      }
    }
    expect(statuses).toEqual([201, 201, 201, ...Array(floodSize - 3).fill(429)]);
    expect(await contactRows()).toBe(before + 3);
  });

  it('GraphQL: TOO_MANY_REQUESTS with HTTP 429 and Retry-After once an address is over', async () => {
    const send = () =>
      request(server.url)
        .post('/graphql')
        .set('X-Forwarded-For', '203.0.113.2')
        .send({ query: submitContact, variables: { input: freshContact() } });
    for (let i = 0; i < 3; i += 1) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/too many requests/i),
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) },
    });
  });

  it('GraphQL: aliases cannot multiply leads; a mutation holding several is refused whole', async () => {
    const aliases = Array.from(
      { length: 8 },
      (_, i) =>
        `c${i}: submitContact(input: { name: "Dana", email: "alias-${i}@example.com", message: "Hi" }) { id }`,
    );
    const response = await request(server.url)
      .post('/graphql')
      .set('X-Forwarded-For', '203.0.113.3')
      .send({ query: `mutation { ${aliases.join('\n')} }` });
    // One field per mutation (graphql/single-mutation-field.rule.ts): nothing runs at all.
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(await rowsFor('alias-%@example.com')).toBe(0);
  });

  it('the form post: the form again with a readable message and 429', async () => {
    const post = () =>
      request(formApp)
        .post('/contact')
        .type('form')
        .set('X-Forwarded-For', '203.0.113.4')
        .send(freshContact());
    for (let i = 0; i < 3; i += 1) expect((await post()).status).toBe(303);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refusedWith.at(-1)).toEqual({
      message: expect.stringMatching(/too many requests from you\. Please wait \d+ minutes?/),
    });
  });

  it('one e-mail address is limited across client addresses', async () => {
    const email = 'same.person@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await request(server.url)
        .post('/api/contacts')
        .set('X-Forwarded-For', `198.51.100.${i + 1}`)
        .send({ ...sampleContact, email: i % 2 ? email.toUpperCase() : email });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429, 429, 429]);
    expect(await rowsFor(email)).toBe(4);
  });

  it("the chat assistant's requests are limited per chat session", async () => {
    const sessionId = newSessionId();
    const create = async () =>
      server.services.contact.create(await validateInput(ContactInput, freshContact()), {
        lead: { via: 'chat', sessionId, kind: 'booking' },
      });
    for (let i = 0; i < 3; i += 1) await create();
    await expect(create()).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('an invalid request spends nothing: the address can still send', async () => {
    const from = (ip: string) =>
      request(server.url).post('/api/contacts').set('X-Forwarded-For', ip);
    for (let i = 0; i < floodSize; i += 1) {
      expect((await from('203.0.113.9').send({ ...sampleContact, email: 'x' })).status).toBe(400);
    }
    expect((await from('203.0.113.9').send(freshContact())).status).toBe(201);
  });
});

describe('the global ceiling on contact requests', () => {
  let server: RunningServer;
  beforeAll(async () => {
    ({ server } = await startLimitedServer({
      perClientPerHour: 100,
      perEmailPerHour: 100,
      globalPerMinute: 5,
    }));
  });
  afterAll(() => server.close());

  it('stops a flood spread over many addresses and e-mails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < floodSize; i += 1) {
      const response = await request(server.url)
        .post('/api/contacts')
        .set('X-Forwarded-For', `192.0.2.${i + 1}`)
        .send(freshContact());
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(floodSize - 5).fill(429)]);
  });
});
