import { DataSource } from 'typeorm';
import { CloseOnTimeoutClient } from './close-on-timeout.client';
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

/** Connects and applies pending migrations. */
export async function initializeDataSource(dataSource: DataSource): Promise<void> {
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
}
