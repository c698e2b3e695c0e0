import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';
import { type Config } from 'jest';
import { Client } from 'pg';
import { pgliteNodeFlags } from './pglite-node-flags';
import { singleConnectionVariable, workerUrlsVariable, withSearchPath } from './test-databases';

/**
 * One database per Jest worker, so test files running in parallel never see each other's rows:
 * - DATABASE_URL set: a fresh schema per worker in that PostgreSQL, dropped at teardown.
 * - DATABASE_URL unset: one embedded PGlite per worker, served by pglite-socket on loopback
 *   from a child process of its own (pglite-servers.mjs), so a crash there cannot end Jest
 *   itself and the workers' queries do not queue on one thread.
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

/**
 * Starts one pglite-servers.mjs process per worker, side by side: each database answers on its
 * own process's thread, so one worker's queries never wait for another's. If any fails to start,
 * the others are stopped and the run fails (Jest runs no teardown after a failed setup).
 */
async function startPglites(count: number) {
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, index) => startPglite(index + 1)),
  );
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const teardown = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  return { urls: servers.map((server) => server.url), teardown };
}

/** Starts one pglite-servers.mjs and waits for the URL it prints. */
async function startPglite(worker: number) {
  const script = path.join(__dirname, 'pglite-servers.mjs');
  const child = spawn(process.execPath, [...pgliteNodeFlags, script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (stopping) return;
    // The run cannot be green without its databases, whatever the tests managed to report.
    console.error(
      `The embedded test database of worker ${worker} stopped (code ${code}, signal ${signal}).`,
    );
    process.exitCode = 1;
  });
  const url = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.once('line', resolve);
    // Without this, a child that dies while starting would leave the setup waiting forever.
    lines.once('close', () =>
      reject(new Error(`The embedded test database of worker ${worker} did not start.`)),
    );
  });
  return {
    url,
    stop: async () => {
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
