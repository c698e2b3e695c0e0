import { DataSource, MigrationExecutor } from 'typeorm';
import { advisoryLockKeys, lockSql, unlockSql } from './advisory-lock';
import { entities } from './entities';
import { migrations } from './migrations';

export interface DataSourceOptions {
  url: string;
  /** One for the embedded database (see embedded-database.ts), more for PostgreSQL. */
  poolMax: number;
}

/**
 * One factory for both databases: the same `postgres` driver, entities and migrations.
 * Schema changes only ever come from migrations; `synchronize` stays off.
 */
export function createDataSource({ url, poolMax }: DataSourceOptions): DataSource {
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
      connectionTimeoutMillis: 10_000,
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
    // Waiting for another instance's migrations, and migrating, may outlast the timeouts meant
    // for requests: lift them on this connection only, then restore its defaults.
    await runner.query('SET statement_timeout = 0');
    await runner.query('SET lock_timeout = 0');
    await runner.query(lockSql, [advisoryLockKeys.migrations]);
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
