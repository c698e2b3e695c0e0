import express from 'express';
import request from 'supertest';
import { type RunningServer } from '../../server';
import { testConfig } from '../../testing/test-config';
import { startTestServer } from '../../testing/test-server';
import {
  cookieFrom,
  createOwner,
  deleteOwners,
  graphql,
  signIn,
  signInRequest,
  testCookieNames,
  testPassword,
  uniqueOwnerEmail,
} from '../../testing/desk-client';
import { DeskCookies } from './desk-cookies';
import { currentTotp } from './totp';
import { mailJobsView } from '../../testing/mail/mail-jobs-view';

const sessionCookieName = testCookieNames.session;
const deviceCookieName = testCookieNames.device;

jest.setTimeout(30_000);

const me = '{ me { id email displayName } }';

/** Sign-in over HTTP GraphQL: credentials, the cookie, expiry, sign-out, limits, TOTP. */
describe('owner sign-in', () => {
  let server: RunningServer;
  const emails: string[] = [];
  const newOwner = async (label: string, options = {}) => {
    const email = uniqueOwnerEmail(label);
    emails.push(email);
    return { email, ...(await createOwner(server.database.dataSource, email, options)) };
  };
  const sessionRows = (ownerId: string) =>
    server.database.dataSource.query(`SELECT id FROM owner_sessions WHERE owner_id = $1`, [
      ownerId,
    ]);

  beforeAll(async () => {
    const base = testConfig();
    server = await startTestServer({
      desk: { ...base.desk, signInAttemptsPerEmail: 3, signInAttemptsPerIp: 1_000 },
    });
  });
  afterAll(async () => {
    await deleteOwners(server.database.dataSource, emails);
    await server.close();
  });

  it('signs in with the right password, sets an httpOnly SameSite=Strict cookie, and me answers', async () => {
    const { email, owner } = await newOwner('right');
    const result = await signInRequest(server, email.toUpperCase());
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.signIn).toMatchObject({
      id: owner.id,
      email,
      displayName: 'Ellis Whitaker',
    });
    const setCookie = ([] as string[]).concat(result.headers['set-cookie'] ?? []).join('\n');
    expect(setCookie).toMatch(new RegExp(`^${sessionCookieName}=[\\w-]{40,}`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('Expires=');
    // Not production: the test server runs over plain HTTP.
    expect(setCookie).not.toContain('Secure');

    const cookie = cookieFrom(result.headers);
    expect((await graphql(server, me, {}, cookie)).body.data?.me).toMatchObject({ id: owner.id });
    expect((await graphql(server, me)).body.data?.me).toBeNull();
    // Only the token's hash is stored.
    const [row] = await sessionRows(owner.id);
    expect(row.id).toMatch(/^[\da-f]{64}$/);
    expect(cookie).not.toContain(row.id);
  });

  it('refuses a wrong password and an unknown address with the same clear message', async () => {
    const { email } = await newOwner('wrong');
    const wrong = await signInRequest(server, email, 'not the password at all');
    const unknown = await signInRequest(server, uniqueOwnerEmail('nobody'), testPassword);
    for (const result of [wrong, unknown]) {
      expect(result.status).toBe(401);
      expect(result.body.errors?.[0]).toMatchObject({
        message: 'The e-mail address, password or code is not correct.',
        extensions: { code: 'INVALID_CREDENTIALS' },
      });
      expect(result.headers['set-cookie']).toBeUndefined();
    }
  });

  it('limits attempts per address with 429, Retry-After and a clear message, even with the right password', async () => {
    const { email } = await newOwner('limit');
    for (let i = 0; i < 3; i += 1) {
      expect((await signInRequest(server, email, 'guess number ' + i)).status).toBe(401);
    }
    const limited = await signInRequest(server, email);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(
        /^Too many sign-in attempts\. Please wait \d+ (seconds|minutes?) and try again\.$/,
      ),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
  });

  it('does not count successful sign-ins against the address (phone and laptop)', async () => {
    const { email } = await newOwner('often');
    for (let i = 0; i < 4; i += 1) {
      expect((await signInRequest(server, email)).status).toBe(200);
    }
  });

  it('ends the session on sign-out: the cookie is cleared and the old token opens nothing', async () => {
    const { email, owner } = await newOwner('signout');
    const cookie = await signIn(server, email);
    const out = await graphql(server, 'mutation { signOut }', {}, cookie);
    expect(out.body.data?.signOut).toBe(true);
    expect(String(out.headers['set-cookie'])).toMatch(
      new RegExp(`${sessionCookieName}=;.*Expires=Thu, 01 Jan 1970`),
    );
    expect(await sessionRows(owner.id)).toHaveLength(0);
    // A copy of the cookie kept by an attacker (or another tab) is signed out too.
    expect((await graphql(server, me, {}, cookie)).body.data?.me).toBeNull();
    expect((await graphql(server, '{ leads { totalCount } }', {}, cookie)).status).toBe(401);
  });

  it('ends a session left idle longer than OWNER_SESSION_IDLE_MINUTES', async () => {
    const { email, owner } = await newOwner('idle');
    const cookie = await signIn(server, email);
    const idleMinutes = server.services.desk.auth['settings'].sessionIdleMinutes;
    await server.database.dataSource.query(
      `UPDATE owner_sessions SET last_seen_at = now() - make_interval(mins => $2 + 1) WHERE owner_id = $1`,
      [owner.id, idleMinutes],
    );
    expect((await graphql(server, me, {}, cookie)).body.data?.me).toBeNull();
    expect(await sessionRows(owner.id)).toHaveLength(0);
  });

  it('ends a session past its absolute expiry however active it is', async () => {
    const { email, owner } = await newOwner('absolute');
    const cookie = await signIn(server, email);
    await server.database.dataSource.query(
      `UPDATE owner_sessions SET expires_at = now() - interval '1 second', last_seen_at = now() WHERE owner_id = $1`,
      [owner.id],
    );
    expect((await graphql(server, me, {}, cookie)).body.data?.me).toBeNull();
  });

  it('keeps an active session: use within the idle window refreshes it', async () => {
    const { email, owner } = await newOwner('active');
    const cookie = await signIn(server, email);
    await server.database.dataSource.query(
      `UPDATE owner_sessions SET last_seen_at = now() - interval '5 minutes' WHERE owner_id = $1`,
      [owner.id],
    );
    expect((await graphql(server, me, {}, cookie)).body.data?.me).toMatchObject({ id: owner.id });
    const [row] = await server.database.dataSource.query(
      `SELECT last_seen_at > now() - interval '1 minute' AS fresh FROM owner_sessions WHERE owner_id = $1`,
      [owner.id],
    );
    expect(row.fresh).toBe(true);
  });

  it('refuses a missing or wrong code with the message of a wrong password, and accepts the right one', async () => {
    const { email, totpUri } = await newOwner('totp', { totp: true });
    const secret = new URL(totpUri as string).searchParams.get('secret') as string;
    const wrongCode = currentTotp(secret) === '000000' ? '111111' : '000000';
    // Three attempts an address in this file: the last one a guess with a good code.
    const guessed = await newOwner('totp-guessed', { totp: true });
    const guessedSecret = new URL(guessed.totpUri as string).searchParams.get('secret') as string;
    const refusals = [
      await signInRequest(server, email),
      await signInRequest(server, email, testPassword, wrongCode),
      await signInRequest(server, guessed.email, 'not the password', currentTotp(guessedSecret)),
      await signInRequest(server, guessed.email, 'not the password'),
    ];
    // Nothing tells a password guesser that the password was right.
    for (const refusal of refusals) {
      expect(refusal.status).toBe(401);
      expect(refusal.body.errors?.[0]).toMatchObject({
        message: 'The e-mail address, password or code is not correct.',
        extensions: { code: 'INVALID_CREDENTIALS' },
      });
    }
    const right = await signInRequest(server, email, testPassword, currentTotp(secret));
    expect(right.body.data?.signIn).toMatchObject({ email });
  });

  it('takes each authenticator code once: a replayed code opens no second session', async () => {
    const { email, owner, totpUri } = await newOwner('replay', { totp: true });
    const secret = new URL(totpUri as string).searchParams.get('secret') as string;
    const code = currentTotp(secret);
    const [first, second] = await Promise.all([
      signInRequest(server, email, testPassword, code),
      signInRequest(server, email, testPassword, code),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 401]);
    const replay = await signInRequest(server, email, testPassword, code);
    expect(replay.status).toBe(401);
    expect(replay.body.errors?.[0]?.message).toBe(
      'The e-mail address, password or code is not correct.',
    );
    expect(await sessionRows(owner.id)).toHaveLength(1);
  });

  it("lets a browser that signed in before through a stranger's lockout of the address, and tells the owner once", async () => {
    const { email } = await newOwner('lockout');
    const before = await signInRequest(server, email);
    const device = cookieFrom(before.headers, deviceCookieName);
    const deviceLine = ([] as string[])
      .concat(before.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith(`${deviceCookieName}=`));
    expect(deviceLine).toMatch(/HttpOnly/);
    expect(deviceLine).toMatch(/SameSite=Strict/);
    // A stranger spends the address's attempts (from many forged client addresses).
    for (let i = 0; i < 5; i += 1) {
      await request(server.url)
        .post('/graphql')
        .set('Content-Type', 'application/json')
        .set('X-Forwarded-For', `198.51.100.${i}`)
        .send({
          query: 'mutation($e: String!) { signIn(email: $e, password: "guess") { id } }',
          variables: { e: email },
        });
    }
    expect((await signInRequest(server, email)).status).toBe(429);
    // The owner's own browser still gets in with the right password.
    const owners = await signInRequest(server, email, testPassword, undefined, device);
    expect(owners.status).toBe(200);
    expect(owners.body.data?.signIn).toMatchObject({ email });
    // A made-up device cookie, or one issued for another address, is a stranger's browser.
    const forged = `${deviceCookieName}=${'A'.repeat(22)}.zzzzzz.${'B'.repeat(43)}`;
    expect((await signInRequest(server, email, testPassword, undefined, forged)).status).toBe(429);
    const other = await newOwner('lockout-other');
    const othersDevice = cookieFrom(
      (await signInRequest(server, other.email)).headers,
      deviceCookieName,
    );
    expect((await signInRequest(server, email, testPassword, undefined, othersDevice)).status).toBe(
      429,
    );
    // One e-mail to the owner for the whole lockout, however often it was hit.
    const mails = await server.database.dataSource.query(
      `SELECT recipient FROM ${mailJobsView} WHERE recipient_kind = 'sign_in_lockout' AND lower(recipient) = lower($1)`,
      [email],
    );
    expect(mails).toEqual([{ recipient: email }]);
  });

  it('reports whether any owner exists, for the /admin page', async () => {
    await newOwner('exists');
    expect((await graphql(server, '{ ownerExists }')).body.data?.ownerExists).toBe(true);
  });
});

describe('desk cookies', () => {
  const setBoth = (secure: boolean) => {
    const cookies = new DeskCookies(secure);
    const app = express();
    app.get('/', (_req, res) => {
      const expires = new Date(Date.now() + 60_000);
      cookies.setSession(res, 'token-value-of-some-length', expires);
      cookies.setDevice(res, 'device-value-of-some-length', expires);
      res.end();
    });
    return request(app).get('/');
  };

  it('in production: __Host- names, Secure, Path=/ and no Domain, besides httpOnly and SameSite=Strict', async () => {
    const lines = ([] as string[]).concat((await setBoth(true)).headers['set-cookie'] ?? []);
    expect(lines.map((line) => line.split('=')[0])).toEqual([
      '__Host-desk_session',
      '__Host-desk_device',
    ]);
    for (const line of lines) {
      expect(line).toContain('Secure');
      expect(line).toContain('Path=/;');
      expect(line).not.toMatch(/Domain=/i);
      expect(line).toContain('HttpOnly');
      expect(line).toContain('SameSite=Strict');
    }
    const cookies = new DeskCookies(true);
    const token = 'a'.repeat(43);
    expect(cookies.sessionToken({ headers: { cookie: `__Host-desk_session=${token}` } })).toBe(
      token,
    );
    // The bare name is not read in production: a plain-http page could have planted it.
    expect(cookies.sessionToken({ headers: { cookie: `desk_session=${token}` } })).toBeUndefined();
  });

  it('over plain http (development, tests): the bare names, which browsers keep there', async () => {
    const lines = ([] as string[]).concat((await setBoth(false)).headers['set-cookie'] ?? []);
    expect(lines.map((line) => line.split('=')[0])).toEqual(['desk_session', 'desk_device']);
    for (const line of lines) expect(line).not.toContain('Secure');
  });
});
