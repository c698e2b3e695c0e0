import { DataSource, MigrationExecutor } from 'typeorm';
import { CloseOnTimeoutClient } from './close-on-timeout.client';
import { advisoryLockKeys, takeAdvisoryLock, unlockSql } from './advisory-lock';
import { entities } from './entities';
import { migrations } from './migrations';

export interface DataSourceOptions {
  url: string;
  /** One for the embedded database (see embedded-database.ts), more for PostgreSQL. */
  poolMax: number;
  /** Longest wait for a connection (a new one, or a turn on a busy pool). */
  connectTimeoutMs: number;
  /** Longest run of one statement; a frozen database is given up on a little later. */
  statementTimeoutMs: number;
}

/** The server's own statement timeout answers first while it is alive; this margin covers it. */
const clientTimeoutMarginMs = 250;

/**
 * One factory for both databases: the same `postgres` driver, entities and migrations.
 * Schema changes only ever come from migrations; `synchronize` stays off.
 */
export function createDataSource({
  url,
  poolMax,
  connectTimeoutMs,
  statementTimeoutMs,
}: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
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
      connectionTimeoutMillis: connectTimeoutMs,
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + clientTimeoutMarginMs,
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
