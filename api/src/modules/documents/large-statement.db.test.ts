import { type DataSource } from 'typeorm';
import { openTestDataSource } from '../../testing/test-data-source';
import { runLargeStatement } from './large-statement';

/** A document's bytes may take longer to write than the request-time statement timeout. */
describe('runLargeStatement', () => {
  /** The production statement timeout (DATABASE_STATEMENT_TIMEOUT_MS's default). */
  const statementTimeoutMs = 1_200;
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDataSource({ statementTimeoutMs });
  });
  afterAll(() => dataSource.destroy());

  it('lets a statement run past DATABASE_STATEMENT_TIMEOUT_MS, which stops an ordinary one', async () => {
    const seconds = (statementTimeoutMs + 600) / 1000;
    const rows = await runLargeStatement<{ done: number }>(
      dataSource,
      `SELECT 1 AS done FROM pg_sleep($1)`,
      [seconds],
    );
    expect(rows).toEqual([{ done: 1 }]);
    // The same statement the ordinary way is stopped: the connection went back with its limit.
    await expect(dataSource.query(`SELECT pg_sleep(${seconds})`)).rejects.toThrow();
  });
});
