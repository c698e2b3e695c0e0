import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';
import { type Config } from 'jest';
import { Client } from 'pg';
import { singleConnectionVariable, workerUrlsVariable, withSearchPath } from './test-databases';

/**
 * One database per Jest worker, so test files running in parallel never see each other's rows:
 * - DATABASE_URL set: a fresh schema per worker in that PostgreSQL, dropped at teardown.
 * - DATABASE_URL unset: one embedded PGlite per worker, served by pglite-socket on loopback
 *   from a child process (pglite-servers.mjs), so a crash there cannot end Jest itself.
 */
type Teardown = () => Promise<void>;
declare global {
  var landmanTestTeardown: Teardown | undefined;
}

export default async function globalSetup(
  globalConfig: { maxWorkers: number } & Config,
): Promise<void> {
  const workers = Math.max(1, globalConfig.maxWorkers);
  const base = process.env.DATABASE_URL;
  const { urls, teardown } = base
    ? await createSchemas(base, workers)
    : await startPglites(workers);
  process.env[workerUrlsVariable] = JSON.stringify(urls);
  if (!base) process.env[singleConnectionVariable] = 'true';
  globalThis.landmanTestTeardown = teardown;
}

async function createSchemas(url: string, count: number) {
  const run = `landman_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const schemas = Array.from({ length: count }, (_, index) => `${run}_w${index + 1}`);
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    for (const schema of schemas) await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  return {
    urls: schemas.map((schema) => withSearchPath(url, schema)),
    teardown: async () => {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Starts pglite-servers.mjs in its own process and waits for the URLs it prints. */
async function startPglites(count: number) {
  const script = path.join(__dirname, 'pglite-servers.mjs');
  const child = spawn(process.execPath, [script, String(count)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (stopping) return;
    // The run cannot be green without its databases, whatever the tests managed to report.
    console.error(`The embedded test databases stopped (code ${code}, signal ${signal}).`);
    process.exitCode = 1;
  });
  const [line] = (await once(readline.createInterface({ input: child.stdout }), 'line')) as [
    string,
  ];
  const urls = JSON.parse(line) as string[];
  return {
    urls,
    teardown: async () => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.stdin.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
