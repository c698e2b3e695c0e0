import { DataSource, MigrationExecutor } from 'typeorm';
import { CloseOnTimeoutClient } from './close-on-timeout.client';
import { advisoryLockKeys, takeAdvisoryLock, unlockSql } from './advisory-lock';
import { migrations } from './migrations';

export interface DataSourceOptions {
  url: string;
  /** The entity classes its repositories serve: the app's (app/entities.ts), or a command's own. */
  entities: readonly (new () => object)[];
  /** One for the embedded database (see embedded-database.ts), more for PostgreSQL. */
  poolMax: number;
  /** Longest wait for a connection (a new one, or a turn on a busy pool). */
  connectTimeoutMs: number;
  /** Longest run of one statement; a frozen database is given up on a little later. */
  statementTimeoutMs: number;
  /**
   * While starting (until `endStartup`): how long a connection may take, with no client-side
   * query timeout, so that a database still being created or opened on a busy machine is
   * waited for. Absent: the request-time limits from the start.
   */
  startupTimeoutMs?: number;
}

/** The request-time limits a data source's pool works to once start-up is over. */
export type RequestTimeouts = Pick<DataSourceOptions, 'connectTimeoutMs' | 'statementTimeoutMs'>;

/** The server's own statement timeout answers first while it is alive; this margin covers it. */
const clientTimeoutMarginMs = 250;
const queryTimeoutMs = (statementTimeoutMs: number) => statementTimeoutMs + clientTimeoutMarginMs;

/** The parts of pg's Pool and Client whose limits change when start-up ends. */
interface StartingPool {
  options: { connectionTimeoutMillis?: number; query_timeout?: number };
  on(event: 'acquire', listener: (client: { connectionParameters: StartingClient }) => void): void;
}
interface StartingClient {
  query_timeout?: number;
}

/**
 * One factory for both databases: the same `postgres` driver, entities and migrations.
 * Schema changes only ever come from migrations; `synchronize` stays off.
 */
export function createDataSource({
  url,
  entities,
  poolMax,
  connectTimeoutMs,
  statementTimeoutMs,
  startupTimeoutMs,
}: DataSourceOptions): DataSource {
  const starting = startupTimeoutMs !== undefined;
  return new DataSource({
    type: 'postgres',
    url,
    entities: [...entities],
    migrations,
    synchronize: false,
    migrationsRun: false,
    // gen_random_uuid() is built in; never try CREATE EXTENSION (PGlite and managed hosts refuse it).
    installExtensions: false,
    uuidExtension: 'pgcrypto',
    applicationName: 'landman-api',
    extra: {
      max: poolMax,
      // With a pool of one, an idle disconnect and reconnect could race the socket server's
      // one-connection limit; keep that single connection open for the life of the process.
      idleTimeoutMillis: poolMax === 1 ? 0 : 30_000,
      // An unavailable database is answered 503 within two seconds on every path: a request
      // waits this long for a connection, PostgreSQL cancels a statement after
      // statement_timeout, and the client gives up on a silent (frozen) server just after.
      // (Until endStartup, the start-up limits: see DataSourceOptions.startupTimeoutMs.)
      connectionTimeoutMillis: starting ? startupTimeoutMs : connectTimeoutMs,
      statement_timeout: statementTimeoutMs,
      query_timeout: starting ? undefined : queryTimeoutMs(statementTimeoutMs),
      Client: CloseOnTimeoutClient,
    },
  });
}

/**
 * Connects and applies pending migrations under a PostgreSQL advisory lock: instances starting
 * together on an empty database take turns, and each later one finds nothing left to do
 * (without it they raced on CREATE TABLE and crashed). The lock and the migrations share one
 * connection, which also suits the embedded database's single connection.
 */
export async function initializeDataSource(dataSource: DataSource): Promise<void> {
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    // Migrating may outlast the statement timeout meant for requests: lift it on this
    // connection only, then restore its defaults.
    await runner.query('SET statement_timeout = 0');
    await runner.query('SET lock_timeout = 0');
    await takeAdvisoryLock(
      (sql, parameters) => runner.query(sql, parameters),
      advisoryLockKeys.migrations,
      'session',
    );
    try {
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'each';
      await executor.executePendingMigrations();
    } finally {
      await runner.query(unlockSql, [advisoryLockKeys.migrations]);
    }
  } finally {
    await runner.query('RESET statement_timeout').catch(() => undefined);
    await runner.query('RESET lock_timeout').catch(() => undefined);
    await runner.release();
  }
}

/**
 * Start-up is over: from now on a connection is waited for `connectTimeoutMs` and a statement
 * answered within its timeout (requests get 503 from a stopped or frozen database). New
 * connections take the pool's new options; the ones opened during start-up (the embedded
 * database's only one) take the query timeout when next handed out.
 */
export function endStartup(dataSource: DataSource, limits: RequestTimeouts): void {
  const pool = (dataSource.driver as unknown as { master?: StartingPool }).master;
  if (!pool) throw new Error('endStartup: the data source is not initialized.');
  const queryTimeout = queryTimeoutMs(limits.statementTimeoutMs);
  pool.options.connectionTimeoutMillis = limits.connectTimeoutMs;
  pool.options.query_timeout = queryTimeout;
  pool.on('acquire', (client) => {
    client.connectionParameters.query_timeout = queryTimeout;
  });
}
