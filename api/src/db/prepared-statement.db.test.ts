import { type DataSource } from 'typeorm';
import { countQueries } from '../testing/query-counter';
import { openTestDataSource } from '../testing/test-data-source';
import { runPrepared } from './prepared-statement';

describe('runPrepared', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDataSource();
  });
  afterAll(async () => {
    await dataSource.query('DEALLOCATE ALL');
    await dataSource.destroy();
  });

  it('runs a named statement with parameters, logged like any other query', async () => {
    const queries = countQueries(dataSource);
    try {
      const statement = { name: 'test_add_one', text: 'SELECT $1::int + 1 AS n' };
      expect(await runPrepared(dataSource, statement, [1])).toEqual([{ n: 2 }]);
      expect(await runPrepared(dataSource, statement, [41])).toEqual([{ n: 42 }]);
      expect(queries.statements).toEqual(['SELECT $1::int + 1 AS n', 'SELECT $1::int + 1 AS n']);
    } finally {
      queries.stop();
    }
  });

  it('prepares again a statement the session already holds from an earlier connection', async () => {
    // The embedded database keeps one session across connections: the same name, prepared
    // with other text before this client existed (the test data source has one connection).
    await dataSource.query(`PREPARE test_left_over AS SELECT 'stale' AS n`);
    const statement = { name: 'test_left_over', text: `SELECT 'fresh' AS n` };
    expect(await runPrepared(dataSource, statement, [])).toEqual([{ n: 'fresh' }]);
    expect(await runPrepared(dataSource, statement, [])).toEqual([{ n: 'fresh' }]);
  });

  it('passes database errors through', async () => {
    const statement = { name: 'test_divide', text: 'SELECT 1 / $1::int AS n' };
    await expect(runPrepared(dataSource, statement, [0])).rejects.toMatchObject({
      code: '22012',
    });
  });
});
