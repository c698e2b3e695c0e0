import { randomBytes } from 'node:crypto';
import { type Config } from 'jest';
import { Client } from 'pg';
import { singleConnectionVariable, workerUrlsVariable, withSearchPath } from './test-databases';

/**
 * One database per Jest worker, so test files running in parallel never see each other's rows:
 * - DATABASE_URL set: a fresh schema per worker in that PostgreSQL, dropped at teardown.
 * - DATABASE_URL unset: one embedded PGlite per worker, served by pglite-socket on loopback.
 *   Started here rather than in a test file, because PGlite inside Jest's module sandbox needs
 *   --experimental-vm-modules.
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

async function startPglites(count: number) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  // initdb runs once; the other workers' databases start from a copy of its files (much faster).
  const first = await PGlite.create();
  const image = count > 1 ? await first.dumpDataDir('none') : undefined;
  const databases = [first];
  for (let index = 1; index < count; index += 1) {
    databases.push(await PGlite.create({ loadDataDir: image }));
  }
  const servers = await Promise.all(
    databases.map(async (db) => {
      // One connection, as in production (more would interleave queries). A test file that
      // connects while the previous file's connection is still closing retries: see
      // connect-retry.ts.
      const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
      await server.start();
      return server;
    }),
  );
  return {
    urls: servers.map((server) => `postgres://postgres@${server.getServerConn()}/postgres`),
    teardown: async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await Promise.all(databases.map((db) => db.close()));
    },
  };
}
