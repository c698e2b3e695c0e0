import { type DataSource } from 'typeorm';
import { type Config } from '../config';
import { type Logger } from '../logger';
import {
  createDataSource,
  type DataSourceOptions,
  endStartup,
  initializeDataSource,
} from './data-source';
import { type EmbeddedDatabase, startEmbeddedDatabase } from './embedded-database';
import { StartupDeadline, waitDuringStartup } from './startup-wait';

export interface Database {
  dataSource: DataSource;
  kind: 'postgres' | 'embedded';
  /** The embedded database's files as a tarball (backup/); undefined on PostgreSQL. */
  copyEmbeddedDataDir?: (into: string) => Promise<void>;
  /**
   * Start-up is over (the server's start-up steps are done): requests' connect and statement
   * timeouts apply from now on. Until then a connection may take the start-up's long wait.
   */
  endStartup(): void;
  /** True when `SELECT 1` answers; used by GET /healthz. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * DATABASE_URL selects PostgreSQL; without it the embedded database runs in DATA_DIR. Opening
 * is start-up: it waits for the database however long its creation or opening takes, within
 * DATABASE_STARTUP_TIMEOUT_MS and saying so in the log, apart from the request-time connect
 * and statement timeouts, which take over at `endStartup()` (or stay off for a command).
 */
export async function openDatabase(
  config: Config,
  logger: Logger,
  entities: DataSourceOptions['entities'],
  onLockLost: (error: Error) => void = () => undefined,
): Promise<Database> {
  const deadline = new StartupDeadline(config.databaseStartupTimeoutMs);
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    logger.info(
      `Start-up: opening the embedded database in ${config.dataDir} (a first start creates it; ` +
        `on a busy machine this can take a while: waiting up to ${deadline.timeoutMs / 1000} s)`,
    );
    embedded = await waitDuringStartup(
      'the embedded database',
      startEmbeddedDatabase(config.dataDir, logger, onLockLost),
      deadline,
      logger,
    );
  }

  const requestTimeouts = {
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  };
  const dataSource = createDataSource({
    url: embedded?.url ?? (config.databaseUrl as string),
    entities,
    poolMax: embedded ? 1 : config.databasePoolMax,
    ...requestTimeouts,
    startupTimeoutMs: deadline.remainingMs(),
  });
  try {
    await waitDuringStartup(
      'the first connection and the migrations',
      initializeDataSource(dataSource),
      deadline,
      logger,
    );
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
    await embedded?.close().catch(() => undefined);
    throw error;
  }

  return {
    dataSource,
    kind: embedded ? 'embedded' : 'postgres',
    copyEmbeddedDataDir: embedded?.copyDataDir,
    endStartup: () => endStartup(dataSource, requestTimeouts),
    // Within /healthz's two-second budget, whatever the database does.
    ping: (timeoutMs = 1_500) => ping(dataSource, timeoutMs),
    close: async () => {
      if (dataSource.isInitialized) {
        await untilQueriesFinish(dataSource, 5_000);
        await dataSource.destroy();
      }
      await embedded?.close();
    },
  };
}

/** The parts of pg's Pool that tell whether any query is still running or waiting. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * TypeORM's destroy() releases every connection at once, failing a request that is half-way
 * through a transaction (a client that went away leaves its request running after the HTTP
 * drain). Wait, bounded, until the pool is idle twice in a row.
 */
async function untilQueriesFinish(dataSource: DataSource, timeoutMs: number): Promise<void> {
  const pool = (dataSource.driver as unknown as { master?: PoolCounts }).master;
  if (!pool) return;
  const idle = () => pool.waitingCount === 0 && pool.idleCount === pool.totalCount;
  const deadline = Date.now() + timeoutMs;
  let quietChecks = 0;
  while (quietChecks < 2 && Date.now() < deadline) {
    quietChecks = idle() ? quietChecks + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function ping(dataSource: DataSource, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = dataSource
    .query('SELECT 1 AS ok')
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
