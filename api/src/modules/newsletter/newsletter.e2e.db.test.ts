import { randomUUID } from 'node:crypto';
import { type ParsedMail } from 'mailparser';
import request from 'supertest';
import { type RunningServer } from '../../server';
import { startMailTestServer, uniqueEmail } from '../../testing/mail/mail-test-server';
import { SmtpSink, until } from '../../testing/mail/smtp-sink';
import { testConfig } from '../../testing/test-config';
import {
  createOwner,
  deleteOwners,
  graphql,
  signIn,
  uniqueOwnerEmail,
} from '../../testing/desk-client';
import { createPost, postInput } from '../../testing/publishing-client';

jest.setTimeout(60_000);

const subscribe = `mutation S($input: BlogSubscriptionInput!) { subscribeToBlog(input: $input) { message } }`;

/** The path and query of a link in an e-mail (links carry the public site's origin). */
const localPath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The blog by e-mail: double opt-in, one e-mail per new post, one-click unsubscribe. */
describe('blog e-mail subscription', () => {
  const smtp = new SmtpSink();
  let server: RunningServer;
  let cookie: string;
  const ownerEmail = uniqueOwnerEmail('news');
  const marker = `n${randomUUID().slice(0, 8)}`;
  const reader = uniqueEmail('reader');
  const unconfirmed = uniqueEmail('unconfirmed');

  const mailsTo = (address: string) =>
    smtp.messages.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));
  const waitForMail = async (address: string, count: number): Promise<ParsedMail> => {
    await until(() => mailsTo(address).length >= count, 15_000, `${count} e-mails to ${address}`);
    return mailsTo(address)[count - 1] as ParsedMail;
  };
  const linkIn = (mail: ParsedMail, path: string) => {
    const match = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}\\?[^\\s"<>]+`).exec(
      mail.text ?? '',
    );
    if (!match) throw new Error(`No ${path} link in: ${mail.text}`);
    return match[0];
  };

  beforeAll(async () => {
    await smtp.start();
    // Every request here comes from 127.0.0.1: room for this file's, so the per-mailbox limit
    // is the one the limit tests meet.
    const base = testConfig();
    server = await startMailTestServer(smtp, {}, undefined, {
      newsletter: { ...base.newsletter, perClientPerHour: 100 },
    });
    await createOwner(server.database.dataSource, ownerEmail);
    cookie = await signIn(server, ownerEmail);
  });

  afterAll(async () => {
    const { dataSource } = server.database;
    await dataSource.query(`DELETE FROM blog_posts WHERE title LIKE $1`, [`%${marker}%`]);
    await dataSource.query(`DELETE FROM blog_subscribers WHERE email = ANY($1)`, [
      [reader, unconfirmed],
    ]);
    await deleteOwners(dataSource, [ownerEmail]);
    await server.close();
    await smtp.stop();
  });

  it('confirms by the e-mailed link, sends the new post, and unsubscribes in one click', async () => {
    const asked = await graphql(server, subscribe, { input: { email: reader } });
    expect(asked.body.data?.subscribeToBlog).toEqual({
      message: expect.stringContaining('check your inbox'),
    });
    const pending = await graphql(server, subscribe, { input: { email: unconfirmed } });
    expect(pending.body.errors).toBeUndefined();

    const confirmation = await waitForMail(reader, 1);
    expect(confirmation.subject).toMatch(/Confirm your subscription/);
    const confirmUrl = linkIn(confirmation, '/blog/subscribe/confirm');
    // Opening the link (a mail scanner may) changes nothing; the button does.
    const page = await request(server.url).get(localPath(confirmUrl));
    expect(page.status).toBe(200);
    expect(page.text).toContain('Confirm my subscription');
    const { searchParams } = new URL(confirmUrl);
    const confirmed = await request(server.url)
      .post('/blog/subscribe/confirm')
      .type('form')
      .send({ s: searchParams.get('s'), t: searchParams.get('t') });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('You are subscribed');

    const post = await createPost(
      server,
      cookie,
      postInput(marker, { title: `Newsletter ${marker}`, status: 'PUBLISHED' }),
    );
    const announcement = await waitForMail(reader, 2);
    expect(announcement.subject).toBe(`New article: Newsletter ${marker}`);
    expect(announcement.text).toContain(`/blog/${post.slug}`);
    const header = (name: string) =>
      announcement.headerLines
        .find((line) => line.key === name)
        ?.line.slice(name.length + 1)
        .trim();
    const unsubscribeUrl = (header('list-unsubscribe') ?? '').replace(/^<|>$/g, '');
    expect(unsubscribeUrl).toContain('/blog/unsubscribe?');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The mail program's one-click: a POST to the link with this body (RFC 8058).
    const clicked = await request(server.url)
      .post(localPath(unsubscribeUrl))
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(clicked.status).toBe(200);
    const [row] = await server.database.dataSource.query(
      `SELECT status FROM blog_subscribers WHERE email = $1`,
      [reader],
    );
    expect(row.status).toBe('unsubscribed');

    // Nothing more to the reader who left, nothing ever to the address that never confirmed.
    await createPost(
      server,
      cookie,
      postInput(marker, { title: `After ${marker}`, status: 'PUBLISHED' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsTo(reader)).toHaveLength(2);
    expect(mailsTo(unconfirmed).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/Confirm your subscription/),
    ]);
  });

  it('refuses a forged or stale confirmation link', async () => {
    const forged = await request(server.url)
      .post('/blog/subscribe/confirm')
      .type('form')
      .send({ s: randomUUID(), t: 'forged' });
    expect(forged.status).toBe(400);
    expect(forged.text).toContain('not valid');
  });

  it('lists subscribers for the owner, as a formula-safe CSV, and for nobody else', async () => {
    const csv = await request(server.url).get('/api/admin/subscribers.csv').set('Cookie', cookie);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(unconfirmed);
    expect((await request(server.url).get('/api/admin/subscribers.csv')).status).toBe(401);
    const listed = await graphql(server, '{ blogSubscribers { email status } }', {}, cookie);
    expect(listed.body.data?.blogSubscribers).toEqual(
      expect.arrayContaining([{ email: unconfirmed, status: 'PENDING' }]),
    );
  });

  it('erases a subscriber for the owner, says so for an unknown id, and refuses anyone else', async () => {
    const address = uniqueEmail('erase');
    await graphql(server, subscribe, { input: { email: address } });
    const [{ id }] = await server.database.dataSource.query(
      `SELECT id FROM blog_subscribers WHERE email = $1`,
      [address],
    );
    const remove = 'mutation R($id: ID!) { removeBlogSubscriber(id: $id) }';

    const anonymous = await graphql(server, remove, { id });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await graphql(server, remove, { id }, cookie)).body.data).toEqual({
      removeBlogSubscriber: true,
    });
    const listed = await graphql(server, '{ blogSubscribers { email } }', {}, cookie);
    expect(JSON.stringify(listed.body.data)).not.toContain(address);

    const again = await graphql(server, remove, { id }, cookie);
    expect(again.body.errors?.[0]).toMatchObject({
      message: 'No subscriber has this id.',
      extensions: { code: 'NOT_FOUND' },
    });
    const malformed = await graphql(server, remove, { id: 'x' }, cookie);
    expect(malformed.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('limits subscription requests per address', async () => {
    const address = uniqueEmail('limited');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await request(server.url)
        .post('/api/newsletter/subscriptions')
        .send({ email: address });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 3)).toEqual([202, 202, 202]);
    expect(statuses[4]).toBe(429);
    await server.database.dataSource.query(`DELETE FROM blog_subscribers WHERE email = $1`, [
      address,
    ]);
  });

  it('counts +tagged addresses as the one mailbox they reach', async () => {
    const [local, domain] = uniqueEmail('tagged').split('@') as [string, string];
    const tagged = Array.from({ length: 6 }, (_, n) => `${local}+n${n}@${domain}`);
    const statuses: number[] = [];
    for (const [n, email] of tagged.entries()) {
      // Case changes nothing either.
      const sent = n % 2 ? email.toUpperCase() : email;
      const response = await request(server.url)
        .post('/api/newsletter/subscriptions')
        .send({ email: sent });
      statuses.push(response.status);
    }
    // NEWSLETTER_EMAIL_PER_DAY is 3 by default: the mailbox gets three links, not six.
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429]);
    const inbox = () =>
      smtp.messages.filter((mail) =>
        JSON.stringify(mail.to ?? '')
          .toLowerCase()
          .includes(`${local}+`),
      );
    await until(() => inbox().length >= 3, 15_000, 'three confirmation e-mails');
    // Whatever else was queued would have gone out by now.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(inbox()).toHaveLength(3);
    await server.database.dataSource.query(
      `DELETE FROM blog_subscribers WHERE lower(email) LIKE $1`,
      [`${local}+%`],
    );
  });
});
