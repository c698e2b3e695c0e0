import { type DataSource } from 'typeorm';
import { type Database } from '../db/database';
import { createMemoryLogger } from '../logger';
import { itWithRedis, testRedisPrefix, testRedisUrl } from '../testing/cluster';
import { testConfig } from '../testing/test-config';
import { openTestDataSource } from '../testing/test-data-source';
import { createServices } from './create-services';

const oneInstanceWarning = /REDIS_URL is not set: run only ONE instance/;

describe('createServices: one instance or several', () => {
  let dataSource: DataSource;
  const database = (): Database => ({
    dataSource,
    kind: 'postgres',
    endStartup: () => undefined,
    ping: async () => true,
    close: async () => undefined,
  });

  beforeAll(async () => {
    dataSource = await openTestDataSource();
  });
  afterAll(() => dataSource.destroy());

  const build = async (overrides: Parameters<typeof testConfig>[0]) => {
    const logger = createMemoryLogger();
    const services = createServices(database(), testConfig(overrides), logger);
    const connected = await services.events.whenConnected(5_000);
    await services.jobs.stop();
    services.mail.close();
    await services.chat.close();
    await services.closeConnections();
    return { lines: logger.lines, connected };
  };

  it('on PostgreSQL without REDIS_URL, says once that only one instance is supported', async () => {
    const { lines } = await build({
      databaseUrl: 'postgres://app@db/landman',
      redisUrl: undefined,
    });
    expect(lines.filter((line) => oneInstanceWarning.test(line))).toHaveLength(1);
  });

  itWithRedis(
    'says nothing of the kind with REDIS_URL set, and connects the bus to Redis',
    async () => {
      const { lines, connected } = await build({
        databaseUrl: 'postgres://app@db/landman',
        redisUrl: testRedisUrl,
        redisPrefix: testRedisPrefix(),
      });
      expect(connected).toBe(true);
      expect(lines.some((line) => oneInstanceWarning.test(line))).toBe(false);
    },
  );

  it('says nothing on the embedded database, which is one process by design', async () => {
    const { lines } = await build({ databaseUrl: undefined, redisUrl: undefined });
    expect(lines.some((line) => oneInstanceWarning.test(line))).toBe(false);
  });
});
