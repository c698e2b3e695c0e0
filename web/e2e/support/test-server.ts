import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { pgliteNodeFlags } from '../../../api/src/testing/pglite-node-flags';
import { apiMain, repoRoot, webClientIndex, webServerEntry } from './paths';

export interface TestServer {
  url: string;
  child: ChildProcess;
  dataDir: string;
  /** The template's first server: its stopped database is kept for the others to copy. */
  keepDataDir?: boolean;
  output: string[];
  /** With DATABASE_URL: the PostgreSQL schema this server alone uses, dropped when it stops. */
  schema?: { adminUrl: string; name: string };
}

/** Runs one statement on a connection of its own (CREATE / DROP SCHEMA). */
async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Every server gets a database of its own, as it does on the embedded database (a fresh
 * DATA_DIR): on PostgreSQL a schema of its own, so posts or leads one test file's server writes
 * never show up, uncached and unannounced, in another server's answers.
 */
async function ownSchema(adminUrl: string): Promise<{ url: string; name: string }> {
  const name = `landman_e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE SCHEMA ${name}`);
  const url = new URL(adminUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  return { url: url.toString(), name };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function assertBuilt(): void {
  const missing = [apiMain, webClientIndex, webServerEntry].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The browser tests need a build; missing ${missing.map((f) => path.relative(repoRoot, f)).join(', ')}. Run \`npm run build\` first.`,
    );
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls /healthz until the server (and its database) answers, or the process dies. */
async function waitForHealth(server: TestServer, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(
        `The server exited with code ${server.child.exitCode}:\n${server.output.join('')}`,
      );
    }
    try {
      const response = await fetch(`${server.url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`The server did not become healthy in time:\n${server.output.join('')}`);
}

export interface TestServerOptions {
  /** Settings for this server on top of the test process's environment. */
  env?: Record<string, string>;
  /**
   * Runs before the server starts, with the environment it will get (its DATA_DIR): the
   * embedded database can be prepared only while no server holds it.
   */
  prepare?: (env: NodeJS.ProcessEnv) => Promise<void>;
  /** A stopped embedded database to start a copy of, instead of the run's template. */
  template?: string;
}

/** What the server prints when its port was taken (api/src/server.ts PortInUseError). */
const portTaken = /is already in use/;

/**
 * Starts `node api/dist/main.js` on a free loopback port. Without DATABASE_URL in the
 * environment it uses the embedded database in a fresh temporary DATA_DIR.
 *
 * The port is free when asked for, but the server binds it only after its database has started
 * (seconds on a busy machine), and meanwhile any process's connection may take it: then the
 * server stops, and it is started again on another port.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  assertBuilt();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (attempt >= 3 || !portTaken.test(String((error as Error).message))) throw error;
    }
  }
}

/**
 * Where global setup keeps an embedded database as a server leaves it after its first start
 * (initdb, migrations, the blog synced): Jest's workers inherit the variable.
 */
const templateVariable = 'LANDMAN_E2E_EMBEDDED_TEMPLATE';
/** The server's lock on its DATA_DIR (api/src/db/data-dir-lock.ts): never copied. */
const dataDirLock = 'server.lock';

/**
 * Makes the embedded database every later server of this run starts from, a copy each: initdb
 * and the migrations take about 7 CPU-seconds, once per run rather than once per server (and
 * once more for `owner:add` before a desk file's server). Global setup calls it; a server
 * started without it initialises its own, as before. Returns the directory, for teardown.
 */
export async function prepareEmbeddedTemplate(): Promise<string | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const first = await startOnce({}, { keepDataDir: true });
  await stopTestServer(first);
  // Only a database its server closed is whole; killed, it is not used (and each server
  // initialises its own).
  if (first.child.exitCode !== 0) {
    await rm(first.dataDir, { recursive: true, force: true });
    return undefined;
  }
  process.env[templateVariable] = first.dataDir;
  return first.dataDir;
}

/** The run's embedded template, when global setup made one (none on PostgreSQL). */
export const embeddedTemplate = (): string | undefined => process.env[templateVariable];

export async function removeEmbeddedTemplate(dir: string | undefined): Promise<void> {
  if (dir) await rm(dir, { recursive: true, force: true });
}

/**
 * A fresh DATA_DIR: a copy of `template` (by default the run's template, when there is one),
 * else empty, for the server to initialise.
 */
export async function newDataDir(
  template: string | undefined = embeddedTemplate(),
): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'landman-e2e-'));
  if (template) {
    await cp(template, dataDir, {
      recursive: true,
      filter: (source) => path.basename(source) !== dataDirLock,
    });
  }
  return dataDir;
}

async function startOnce(
  options: TestServerOptions,
  { keepDataDir = false } = {},
): Promise<TestServer> {
  const port = await freePort();
  const dataDir = await newDataDir(options.template);
  const adminUrl = options.env?.DATABASE_URL ?? process.env.DATABASE_URL;
  const schema = adminUrl ? await ownSchema(adminUrl) : undefined;
  const env = {
    // Browsers, the server and its embedded database share a busy machine: a request waiting
    // longer than the production second for the one connection is not what these tests check
    // (the API's tests are where 503s are), and it failed pages with 503 under load.
    // PostgreSQL's statement timeout (1.2 s in production) is lifted for the same reason.
    DATABASE_CONNECT_TIMEOUT_MS: '10000',
    DATABASE_STATEMENT_TIMEOUT_MS: '10000',
    ...process.env,
    ...options.env,
    ...(schema ? { DATABASE_URL: schema.url } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  const ownedSchema = schema && adminUrl ? { adminUrl, name: schema.name } : undefined;
  const dropOwn = async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (ownedSchema) {
      await adminQuery(ownedSchema.adminUrl, `DROP SCHEMA IF EXISTS ${ownedSchema.name} CASCADE`);
    }
  };
  try {
    await options.prepare?.(env);
  } catch (error) {
    await dropOwn();
    throw error;
  }
  const child = spawn(process.execPath, [...pgliteNodeFlags, apiMain], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: TestServer = {
    url: `http://127.0.0.1:${port}`,
    child,
    dataDir,
    keepDataDir,
    output: [],
    schema: ownedSchema,
  };
  const keep = (chunk: Buffer) => {
    server.output.push(chunk.toString());
    if (server.output.length > 200) server.output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    // The first start of the embedded database runs initdb (several seconds).
    await waitForHealth(server, Date.now() + 120_000);
  } catch (error) {
    await stopTestServer(server);
    throw error;
  }
  return server;
}

export async function stopTestServer(server: TestServer): Promise<void> {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  if (!server.keepDataDir) await rm(server.dataDir, { recursive: true, force: true });
  if (server.schema) {
    await adminQuery(server.schema.adminUrl, `DROP SCHEMA IF EXISTS ${server.schema.name} CASCADE`);
  }
}
