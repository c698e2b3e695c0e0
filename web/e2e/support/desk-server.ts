import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { repoRoot } from './paths';
import {
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

/** An owner of this test file's own (unique per run, so files never share an account). */
export function newDeskOwner(prefix: string): DeskOwner {
  const run = `${process.pid}-${Date.now().toString(36)}`;
  return {
    email: `${prefix}-${run}@example.com`,
    password: 'a long desk password 42',
    name: 'Ellis Whitaker',
  };
}

/**
 * A server of the file's own with `owner` created by the documented command
 * (`npm run owner:add -- --email EMAIL`) before it starts: the embedded database can be opened
 * by only one process at a time. Returns the running server (valid inside tests).
 */
export function useServerWithOwner(
  owner: DeskOwner,
  env: TestServerOptions['env'] = {},
): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({
      prepare: async (serverEnv) => {
        await promisify(execFile)(
          'npm',
          ['run', 'owner:add', '--', '--email', owner.email, '--name', owner.name],
          { cwd: repoRoot, env: { ...serverEnv, OWNER_PASSWORD: owner.password } },
        );
      },
      env,
    });
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
