import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { type Config } from '../config';
import { type RunningServer } from '../server';
import { adminQuery, singleConnectionVariable, withSearchPath } from './test-databases';
import { startTestServer } from './test-server';

/**
 * Several app instances need a database that takes several connections: real PostgreSQL
 * (DATABASE_URL set for the test run). The embedded run serves one connection, one process.
 */
export const onRealPostgres = !process.env[singleConnectionVariable] && !!process.env.DATABASE_URL;

/** The machine's Redis (127.0.0.1:6379 on CI); the test run never touches keys outside its prefix. */
export const testRedisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * False when no Redis answered as the run began (scripts/jest-global-setup.cjs): `npm test` starts
 * one when it can (scripts/test-prerequisites.cjs), and the tests that need one skip otherwise.
 */
export const redisAnswers = !process.env.LANDMAN_TEST_REDIS_ABSENT;

/** For tests that need Redis: `describe`, or `describe.skip` when none answers. */
export const describeWithRedis = redisAnswers ? describe : describe.skip;

/** For a test that needs Redis: `it`, or `it.skip` when none answers. */
export const itWithRedis = redisAnswers ? it : it.skip;

/** For tests of several instances: real PostgreSQL (DATABASE_URL) and Redis. */
export const describeOnCluster = onRealPostgres && redisAnswers ? describe : describe.skip;

/** A prefix of its own per call, so parallel runs and test files never see each other's events. */
export const testRedisPrefix = () => `landman-test:${randomBytes(6).toString('hex')}:`;

/** A new empty schema in the test PostgreSQL, for tests that start from nothing. */
export async function freshSchema(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL as string;
  const schema = `landman_cluster_${randomBytes(5).toString('hex')}`;
  await adminQuery(base, `CREATE SCHEMA ${schema}`);
  return {
    url: withSearchPath(base, schema),
    drop: () => adminQuery(base, `DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  };
}

/**
 * App instances on one fresh schema per test and the machine's Redis, as a cluster runs: each
 * test starts the ones it needs; all are closed, and the schema dropped, after it.
 */
export function useClusterInstances() {
  let schema: Awaited<ReturnType<typeof freshSchema>> | undefined;
  const servers: RunningServer[] = [];
  beforeEach(async () => {
    schema = await freshSchema();
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    await schema?.drop();
  });
  return {
    /** An instance sharing the test's schema and the Redis prefix given (its cluster). */
    start: async (redisPrefix: string, overrides: Partial<Config> = {}) => {
      if (!schema) throw new Error('Start cluster instances inside a test.');
      const server = await startTestServer({
        databaseUrl: schema.url,
        redisUrl: testRedisUrl,
        redisPrefix,
        ...overrides,
      });
      servers.push(server);
      return server;
    },
    /** Stops one instance before the test ends (a restart, a crash). */
    stop: async (server: RunningServer) => {
      servers.splice(servers.indexOf(server), 1);
      await server.close();
    },
  };
}

/**
 * A redis-server of the test's own on `port` (no persistence), which the test may kill and start
 * again: the machine's shared Redis is never stopped by a test.
 */
export async function startOwnRedis(port: number): Promise<{ stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('error', () => undefined);
  await untilListening(port, 5_000);
  return {
    stop: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

async function untilListening(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
