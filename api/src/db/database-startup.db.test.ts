import { createMemoryLogger } from '../logger';
import { withConnectRetry } from '../testing/connect-retry';
import { type PausableProxy, startPausableProxy } from '../testing/pausable-proxy';
import { testConfig } from '../testing/test-config';
import { createDataSource } from './data-source';
import { type Database, openDatabase } from './database';
import { DatabaseStartupTimeoutError, StartupDeadline, waitDuringStartup } from './startup-wait';
import { appEntities } from '../app/entities';

/**
 * Start-up waits for its database apart from the request-time limits: a database slow to take
 * its first connection (being created or opened on a busy machine) is waited for, while a
 * request after start-up is still given up on after DATABASE_CONNECT_TIMEOUT_MS.
 */
describe('database start-up: its own, longer wait', () => {
  it('creates the pool with the start-up wait and no client query timeout while starting', () => {
    const limits = {
      url: 'postgres://127.0.0.1:1/x',
      entities: appEntities,
      poolMax: 1,
      statementTimeoutMs: 1_200,
    };
    const starting = createDataSource({
      ...limits,
      connectTimeoutMs: 1_000,
      startupTimeoutMs: 600_000,
    });
    expect(starting.options.extra).toMatchObject({ connectionTimeoutMillis: 600_000 });
    expect(starting.options.extra.query_timeout).toBeUndefined();
    const serving = createDataSource({ ...limits, connectTimeoutMs: 1_000 });
    expect(serving.options.extra).toMatchObject({
      connectionTimeoutMillis: 1_000,
      query_timeout: 1_450,
    });
  });

  it('gives up on work that outlasts DATABASE_STARTUP_TIMEOUT_MS, naming the setting', async () => {
    const never = new Promise<never>(() => undefined);
    await expect(
      waitDuringStartup(
        'the embedded database',
        never,
        new StartupDeadline(50),
        createMemoryLogger(),
      ),
    ).rejects.toThrow(DatabaseStartupTimeoutError);
    await expect(
      waitDuringStartup('x', never, new StartupDeadline(50), createMemoryLogger()),
    ).rejects.toThrow(/DATABASE_STARTUP_TIMEOUT_MS/);
  });

  describe('through a database that takes 2.5 s to answer a new connection', () => {
    let proxy: PausableProxy;
    let database: Database | undefined;

    beforeAll(async () => {
      const { databaseUrl } = testConfig();
      proxy = await startPausableProxy(databaseUrl as string);
    });
    afterAll(async () => {
      await database?.close();
      await proxy.close();
    });

    it('starts (1 s request connect timeout), then holds requests to 1 s again', async () => {
      const config = {
        ...testConfig(),
        databaseUrl: proxy.url,
        databasePoolMax: 1,
        databaseConnectTimeoutMs: 1_000,
      };
      proxy.delayNewConnections(2_500);
      const started = Date.now();
      database = await withConnectRetry(() =>
        openDatabase(config, createMemoryLogger(), appEntities),
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_400);
      expect(await database.dataSource.query('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);

      database.endStartup();
      // The connection goes; a request needing a new one waits 1 s, not the 2.5 s it takes.
      await proxy.stop();
      await proxy.restart();
      const pool = (database.dataSource.driver as unknown as { master: { totalCount: number } })
        .master;
      for (let waited = 0; pool.totalCount > 0 && waited < 5_000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const asked = Date.now();
      await expect(database.dataSource.query('SELECT 1 AS ok')).rejects.toThrow(/timeout/i);
      expect(Date.now() - asked).toBeLessThan(2_400);

      // The database answers promptly again: so does the pool.
      proxy.delayNewConnections(0);
      await expect(database.dataSource.query('SELECT 1 AS ok')).resolves.toEqual([{ ok: 1 }]);
    });
  });
});
