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
  testPassword,
  uniqueOwnerEmail,
} from '../desk/testing/desk-client';
import { sessionCookieName, setSessionCookie } from './session-cookie';
import { currentTotp } from './totp';

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

  it('asks for the authenticator code when the second factor is on, and accepts the right one', async () => {
    const { email, totpUri } = await newOwner('totp', { totp: true });
    const secret = new URL(totpUri as string).searchParams.get('secret') as string;
    const withoutCode = await signInRequest(server, email);
    expect(withoutCode.body.errors?.[0]).toMatchObject({
      message: 'Enter the six-digit code from your authenticator app as well.',
      extensions: { code: 'INVALID_CREDENTIALS' },
    });
    const wrongCode = currentTotp(secret) === '000000' ? '111111' : '000000';
    expect((await signInRequest(server, email, testPassword, wrongCode)).status).toBe(401);
    const right = await signInRequest(server, email, testPassword, currentTotp(secret));
    expect(right.body.data?.signIn).toMatchObject({ email });
  });

  it('reports whether any owner exists, for the /admin page', async () => {
    await newOwner('exists');
    expect((await graphql(server, '{ ownerExists }')).body.data?.ownerExists).toBe(true);
  });
});

describe('session cookie in production', () => {
  it('carries Secure besides httpOnly and SameSite=Strict', async () => {
    const app = express();
    app.get('/', (_req, res) => {
      setSessionCookie(res, 'token-value-of-some-length', new Date(Date.now() + 60_000), true);
      res.end();
    });
    const response = await request(app).get('/');
    const line = String(response.headers['set-cookie']);
    expect(line).toContain('Secure');
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Strict');
  });
});
