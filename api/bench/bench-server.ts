import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from '../src/testing/built-server';
import { adminQuery, withSearchPath } from '../src/testing/test-databases';

export interface BenchServer {
  url: string;
  database: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server in its own process, on a fresh embedded database or on a fresh schema
 * of DATABASE_URL (dropped afterwards, so the bench never leaves rows in a real database).
 */
export async function startBenchServer(
  databaseUrl: string | undefined,
  env: NodeJS.ProcessEnv = {},
): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landman-bench-'));
  const schema = databaseUrl ? `landman_bench_${Date.now().toString(36)}` : undefined;
  if (databaseUrl && schema) await adminQuery(databaseUrl, `CREATE SCHEMA ${schema}`);
  const cleanUp = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl && schema) await adminQuery(databaseUrl, `DROP SCHEMA ${schema} CASCADE`);
  };

  let server;
  try {
    server = await startBuiltServer({
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ENABLE_BENCH_ROUTES: 'true',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl && schema ? withSearchPath(databaseUrl, schema) : '',
      ...env,
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  server.child.stdout?.pipe(process.stdout);
  server.child.stderr?.pipe(process.stderr);
  return {
    url: server.url,
    database: databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite',
    stop: async () => {
      await server.stop();
      await cleanUp();
    },
  };
}
