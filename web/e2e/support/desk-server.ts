import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { repoRoot } from './paths';
import {
  embeddedTemplate,
  newDataDir,
  startTestServer,
  stopTestServer,
  type TestServer,
  type TestServerOptions,
} from './test-server';

export interface DeskOwner {
  email: string;
  password: string;
  name: string;
}

/** The desk's owner in every server of a desk test file (each server has a database of its own). */
export const deskOwner: DeskOwner = {
  email: 'ellis.whitaker@example.com',
  password: 'a long desk password 42',
  name: 'Ellis Whitaker',
};

/** The documented command: `npm run owner:add -- --email EMAIL --name NAME`, before a server starts. */
async function addOwner(env: NodeJS.ProcessEnv): Promise<void> {
  await promisify(execFile)(
    'npm',
    ['run', 'owner:add', '--', '--email', deskOwner.email, '--name', deskOwner.name],
    { cwd: repoRoot, env: { ...env, OWNER_PASSWORD: deskOwner.password } },
  );
}

/** Where global setup keeps the embedded template with the owner added: workers inherit it. */
const ownerTemplateVariable = 'LANDMAN_E2E_OWNER_TEMPLATE';

/**
 * On the embedded database, the run's template with `deskOwner` added by `owner:add`, once per
 * run: each desk file's server starts from a copy rather than running the command again (about
 * 2 CPU-seconds each). Global setup calls it; returns the directory, for teardown.
 */
export async function prepareOwnerTemplate(): Promise<string | undefined> {
  if (!embeddedTemplate()) return undefined;
  const dataDir = await newDataDir();
  await addOwner({ ...process.env, DATA_DIR: dataDir });
  process.env[ownerTemplateVariable] = dataDir;
  return dataDir;
}

/**
 * A server of the file's own, in which `deskOwner` can sign in: on PostgreSQL (`env` or the
 * test process's DATABASE_URL) the owner is added by `owner:add` to the server's own schema
 * before it starts; on the embedded database the server starts from the owner template.
 * Returns the running server (valid inside tests).
 */
export function useServerWithOwner(env: TestServerOptions['env'] = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    const ownerTemplate = process.env[ownerTemplateVariable];
    const onPostgres = Boolean(env.DATABASE_URL ?? process.env.DATABASE_URL);
    server = await startTestServer(
      ownerTemplate && !onPostgres ? { template: ownerTemplate, env } : { prepare: addOwner, env },
    );
  }, 180_000);
  afterAll(async () => {
    if (server) await stopTestServer(server);
  });
  return () => {
    if (!server) throw new Error('The desk test server has not started.');
    return server;
  };
}

/** Signs in on the desk's sign-in form the page shows, and waits for the desk. */
export async function signInAsOwner(page: Page, owner: DeskOwner): Promise<void> {
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(`Signed in as ${owner.name}`).waitFor();
}

/**
 * Resolves once the server listens for the page's deskEvents: its first event, LIVE, arrived.
 * (The subscribe message going out is not enough: the server checks the session first, and an
 * event published meanwhile is never announced.)
 */
export function deskEventsSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        const payload = String(frame.payload);
        if (payload.includes('"deskEvents"') && payload.includes('"LIVE"')) resolve();
      });
    });
  });
}
