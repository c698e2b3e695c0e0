import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from '../src/testing/built-server';
import { adminQuery, withSearchPath } from '../src/testing/test-databases';
import { type RoundTripProxy, startRoundTripProxy } from './pg-round-trip-proxy';

export interface BenchServer {
  url: string;
  database: string;
  /** The server's process id (for readings from /proc). */
  pid: number | undefined;
  /** The server's own schema of DATABASE_URL (undefined on the embedded database). */
  schemaUrl?: string;
  /**
   * CPU seconds the server process has used so far (user + system, from /proc; undefined where
   * there is none): a cost per request that the shared machine's load hardly changes.
   */
  cpuSeconds(): number | undefined;
  /** Round trips to PostgreSQL so far, when started with `countRoundTrips`. */
  roundTrips?: () => number;
  /** What the server printed lately. */
  output(): string;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  /** Another build's main.js (e.g. a baseline), instead of api/dist/main.js. */
  main?: string;
  /** PostgreSQL only: the server talks to it through a proxy that counts round trips. */
  countRoundTrips?: boolean;
  /** Node's flags for the server (default: the tests' own, pgliteNodeFlags); [] as `npm start`. */
  nodeFlags?: readonly string[];
}

/**
 * Starts the built server in its own process, on a fresh embedded database or on a fresh schema
 * of DATABASE_URL (dropped afterwards, so the bench never leaves rows in a real database).
 */
export async function startBenchServer(
  databaseUrl: string | undefined,
  env: NodeJS.ProcessEnv = {},
  options: BenchServerOptions = {},
): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landman-bench-'));
  const schema = databaseUrl
    ? `landman_bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`
    : undefined;
  if (databaseUrl && schema) await adminQuery(databaseUrl, `CREATE SCHEMA ${schema}`);
  let proxy: RoundTripProxy | undefined;
  const cleanUp = async () => {
    await proxy?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl && schema) await adminQuery(databaseUrl, `DROP SCHEMA ${schema} CASCADE`);
  };

  let server;
  try {
    if (databaseUrl && options.countRoundTrips) proxy = await startRoundTripProxy(databaseUrl);
    const serverDatabaseUrl = proxy?.url ?? databaseUrl;
    server = await startBuiltServer(
      {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        ENABLE_BENCH_ROUTES: 'true',
        DATA_DIR: dataDir,
        DATABASE_URL: serverDatabaseUrl && schema ? withSearchPath(serverDatabaseUrl, schema) : '',
        ...env,
      },
      options.main,
      options.nodeFlags,
    );
  } catch (error) {
    await cleanUp();
    throw error;
  }
  server.child.stdout?.pipe(process.stdout);
  server.child.stderr?.pipe(process.stderr);
  return {
    url: server.url,
    database: databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite',
    pid: server.child.pid,
    schemaUrl: databaseUrl && schema ? withSearchPath(databaseUrl, schema) : undefined,
    output: () => server.output.join(''),
    cpuSeconds: () => processCpuSeconds(server.child.pid),
    roundTrips: proxy?.roundTrips,
    stop: async () => {
      await server.stop();
      await cleanUp();
    },
  };
}

function processCpuSeconds(pid: number | undefined): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond;
  } catch {
    return undefined;
  }
}

/** Linux's USER_HZ: 100 on every mainstream architecture. */
const clockTicksPerSecond = 100;
