import express from 'express';
import request from 'supertest';
import { contactEmailMessage } from '@landman/content';
import { type ContactInput } from '../modules/contact/contact.input';
import { type RunningServer } from '../server';
import { startTestServer } from '../testing/test-server';
import { contactFormPost, type ContactFormPostDeps } from './contact-form.post';
import { RenderQueueFullError } from './render-queue';
import { type ServedContactForm } from './web-build';

const typed = {
  name: ' Dana Reyes ',
  email: 'dana@example.com',
  phone: '',
  company: '',
  service: 'Lease Checks',
  location: '',
  message: 'We received a lease offer on 80 acres in Smith County.',
  referenceCode: '',
};

function setup(overrides: Partial<ContactFormPostDeps> = {}) {
  const created: ContactInput[] = [];
  const rendered: ServedContactForm[] = [];
  const errors: unknown[] = [];
  const app = express();
  app.use(
    contactFormPost({
      contacts: {
        create: async (input) => {
          created.push(input);
          return {} as never;
        },
      },
      bodyLimit: '2kb',
      renderRefused: async (form) => {
        rendered.push(form);
        return '<!doctype html><title>Contact</title><p>the form, again</p>';
      },
      logError: (_message, error) => errors.push(error),
      ...overrides,
    }),
  );
  const post = () => request(app).post('/contact').type('form');
  return { app, post, created, rendered, errors };
}

describe('POST /contact (the contact form without JavaScript)', () => {
  it('stores a valid form through ContactInput and redirects (303) to the thank-you panel', async () => {
    const { post, created } = setup();
    const response = await post().send(typed);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/contact?sent=1');
    expect(created).toHaveLength(1);
    // The same rules as GraphQL and REST: trimmed, empty optional fields absent.
    expect(created[0]).toMatchObject({ name: 'Dana Reyes', service: 'Lease Checks' });
    expect(created[0]?.phone).toBeUndefined();
    expect(created[0]?.referenceCode).toBeUndefined();
  });

  it('passes a filled honeypot on to the service, which decides, and still redirects', async () => {
    const { post, created } = setup();
    const response = await post().send({ ...typed, referenceCode: 'http://spam.example' });
    expect(response.status).toBe(303);
    expect(created[0]?.referenceCode).toBe('http://spam.example');
  });

  it('answers a refused form with the page again: what was typed and each message', async () => {
    const { post, created, rendered } = setup();
    const response = await post().send({
      ...typed,
      email: 'a..b@example.com',
      message: '  ',
      referenceCode: 'bot text',
    });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toContain('the form, again');
    expect(created).toEqual([]);
    expect(rendered).toEqual([
      {
        values: {
          name: ' Dana Reyes ',
          email: 'a..b@example.com',
          phone: '',
          company: '',
          service: 'Lease Checks',
          location: '',
          message: '  ',
        },
        errors: { email: contactEmailMessage, message: 'Project details are required.' },
      },
    ]);
  });

  it('counts a field sent twice as missing rather than guessing which one was meant', async () => {
    const { app, rendered } = setup();
    const response = await request(app)
      .post('/contact')
      .type('form')
      .send('name=Dana&name=Eve&email=dana%40example.com&message=Hello');
    expect(response.status).toBe(400);
    expect(rendered[0]?.errors).toEqual({ name: 'Name is required.' });
  });

  it('says so plainly when the site is not built and the page cannot be shown again', async () => {
    const { post } = setup({ renderRefused: async () => undefined });
    const response = await post().send({ ...typed, name: '' });
    expect(response.status).toBe(503);
    expect(response.text).toMatch(/not built/);
  });

  it('answers 503 busy with Retry-After when every render slot is taken, and logs nothing', async () => {
    const { post, errors } = setup({
      renderRefused: () => Promise.reject(new RenderQueueFullError()),
    });
    const response = await post().send({ ...typed, name: '' });
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.text).toMatch(/busy/);
    expect(errors).toEqual([]);
  });

  it('refuses a post made from another site', async () => {
    const { post, created } = setup();
    const crossSite = await post().set('Sec-Fetch-Site', 'cross-site').send(typed);
    expect(crossSite.status).toBe(403);
    expect(created).toEqual([]);
    const sameOrigin = await post().set('Sec-Fetch-Site', 'same-origin').send(typed);
    expect(sameOrigin.status).toBe(303);
  });

  it('refuses a body that is not form-encoded', async () => {
    const { app, created } = setup();
    const response = await request(app).post('/contact').send(typed);
    expect(response.status).toBe(415);
    expect(created).toEqual([]);
  });

  it('answers 413 with a readable message for a body over the limit', async () => {
    const { post, created } = setup();
    const response = await post().send({ ...typed, message: 'x'.repeat(3000) });
    expect(response.status).toBe(413);
    expect(response.text).toMatch(/too long/);
    expect(created).toEqual([]);
  });

  it('answers 500 with a readable message when storing fails, and logs it', async () => {
    const failure = new Error('database down');
    const { post, errors } = setup({
      contacts: { create: () => Promise.reject(failure) },
    });
    const response = await post().send(typed);
    expect(response.status).toBe(500);
    expect(response.text).toMatch(/could not be sent/);
    expect(response.text).not.toContain('database down');
    expect(errors).toEqual([failure]);
  });
});

describe('POST /contact on the running server', () => {
  let server: RunningServer;
  const rowsFor = (email: string) =>
    server.database.dataSource.query('SELECT name, source FROM contacts WHERE email = $1', [email]);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('stores the form and redirects, with no web build needed for that', async () => {
    const email = 'no-js-visitor@example.com';
    const response = await request(server.url)
      .post('/contact')
      .type('form')
      .send({ ...typed, email });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/contact?sent=1');
    expect(await rowsFor(email)).toEqual([{ name: 'Dana Reyes', source: 'form' }]);
  });

  it('redirects a bot that filled the honeypot the same way, and stores nothing', async () => {
    const email = 'no-js-bot@example.com';
    const response = await request(server.url)
      .post('/contact')
      .type('form')
      .send({ ...typed, email, referenceCode: 'http://spam.example' });
    expect(response.status).toBe(303);
    expect(await rowsFor(email)).toEqual([]);
  });
});
