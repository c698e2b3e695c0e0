import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { withSearchPath } from '../src/testing/test-databases';

const apiRoot = path.resolve(__dirname, '..');

export interface BenchServer {
  url: string;
  database: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (api/dist/main.js) in its own process, so load generation and serving
 * do not share an event loop: on a fresh embedded database, or on a fresh schema of
 * DATABASE_URL (dropped afterwards, so the bench never leaves rows in a real database).
 */
export async function startBenchServer(
  databaseUrl: string | undefined,
  extraEnv: Record<string, string> = {},
): Promise<BenchServer> {
  if (!fs.existsSync(path.join(apiRoot, 'dist', 'main.js'))) {
    throw new Error('api/dist/main.js is missing: run `npm run build -w api` first.');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landman-bench-'));
  const schema = databaseUrl ? `landman_bench_${Date.now().toString(36)}` : undefined;
  if (databaseUrl && schema) await adminQuery(databaseUrl, `CREATE SCHEMA ${schema}`);

  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ENABLE_BENCH_ROUTES: 'true',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl && schema ? withSearchPath(databaseUrl, schema) : '',
      ...extraEnv,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl && schema) await adminQuery(databaseUrl, `DROP SCHEMA ${schema} CASCADE`);
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, database: databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite', stop };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  // A first start of the embedded database runs initdb (a few seconds).
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not become healthy within 60 s.');
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
