import { randomUUID } from 'node:crypto';
import { type Client, createClient } from 'graphql-ws';
import request from 'supertest';
import { type DataSource } from 'typeorm';
import WebSocket from 'ws';
import { type RunningServer } from '../server';
import { OwnerAuthService } from '../modules/owner/owner-auth.service';
import { type Owner } from '../modules/owner/owner.entity';
import { deskCookieNames } from '../modules/owner/desk-cookies';

/** The test server runs over plain http: the cookies' development names. */
export const testCookieNames = deskCookieNames(false);

export const testPassword = 'a long test password 42';

/** A unique owner e-mail, so test files never meet each other's owners. */
export const uniqueOwnerEmail = (label: string) =>
  `${label}-${randomUUID().slice(0, 8)}@desk.example.com`;

export async function createOwner(
  dataSource: DataSource,
  email: string,
  options: { displayName?: string; totp?: boolean } = {},
): Promise<{ owner: Owner; totpUri?: string }> {
  const auth = new OwnerAuthService(dataSource, { sessionIdleMinutes: 60, sessionMaxHours: 24 });
  return auth.saveOwner({ email, password: testPassword, ...options });
}

/** Removes owners (and, by cascade, their sessions) created by a test file. */
export async function deleteOwners(dataSource: DataSource, emails: readonly string[]) {
  await dataSource.query(`DELETE FROM owners WHERE lower(email) = ANY($1::text[])`, [
    emails.map((email) => email.toLowerCase()),
  ]);
}

export interface GraphqlResult {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  headers: Record<string, string | string[] | undefined>;
}

/** POST /graphql as the desk's browser does, with the session cookie when given. */
export async function graphql(
  server: RunningServer,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<GraphqlResult> {
  const call = request(server.url)
    .post('/graphql')
    .set('Content-Type', 'application/json')
    .send({ query, variables });
  if (cookie) call.set('Cookie', cookie);
  const response = await call;
  return { status: response.status, body: response.body, headers: response.headers };
}

const signInMutation = `
  mutation SignIn($email: String!, $password: String!, $totp: String) {
    signIn(email: $email, password: $password, totp: $totp) { id email displayName }
  }`;

/** `cookie`: what the browser sends along (for example its device cookie). */
export function signInRequest(
  server: RunningServer,
  email: string,
  password = testPassword,
  totp?: string,
  cookie?: string,
) {
  return graphql(server, signInMutation, { email, password, totp }, cookie);
}

/** Signs in and returns the `Cookie` header value the browser would send back. */
export async function signIn(server: RunningServer, email: string, totp?: string): Promise<string> {
  const result = await signInRequest(server, email, testPassword, totp);
  if (result.body.errors) throw new Error(`Sign-in failed: ${JSON.stringify(result.body.errors)}`);
  return cookieFrom(result.headers);
}

/** The `name=value` of a cookie the response set (by default the session's). */
export function cookieFrom(
  headers: GraphqlResult['headers'],
  name = testCookieNames.session,
): string {
  const setCookie = ([] as string[]).concat(headers['set-cookie'] ?? []);
  const line = setCookie.find((candidate) => candidate.startsWith(`${name}=`));
  if (!line) throw new Error(`No ${name} cookie was set`);
  return line.split(';')[0] as string;
}

/** A graphql-ws client whose upgrade request carries `cookie` (as a browser's would). */
export function deskWsClient(server: RunningServer, cookie?: string): Client {
  class CookieWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, cookie ? { headers: { cookie } } : {});
    }
  }
  return createClient({
    url: `${server.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
  });
}
