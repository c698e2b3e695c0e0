import { type DataSource, type EntityManager } from 'typeorm';

/**
 * Statements that carry a document's bytes (up to DOCUMENT_MAX_BYTES each way) get more time
 * than the request-time statement timeout (DATABASE_STATEMENT_TIMEOUT_MS, about a second,
 * meant for small queries): on a busy machine writing 20 MB takes longer than that.
 */
export const largeStatementTimeoutMs = 30_000;

interface PgClient {
  query(config: {
    text: string;
    values?: unknown[];
    query_timeout?: number;
  }): Promise<{ rows: unknown[] }>;
}

/**
 * One statement in its own transaction, with the longer timeouts (server's and client's);
 * `alsoInside` adds small writes that must commit with it (a job the stored row needs).
 */
export async function runLargeStatement<Row>(
  dataSource: DataSource,
  text: string,
  values: unknown[],
  alsoInside?: (manager: EntityManager) => Promise<void>,
): Promise<Row[]> {
  const runner = dataSource.createQueryRunner();
  const client = (await runner.connect()) as PgClient;
  const timeout = { query_timeout: largeStatementTimeoutMs + 1_000 };
  try {
    await client.query({ text: 'BEGIN', ...timeout });
    try {
      await client.query({
        text: `SET LOCAL statement_timeout = ${largeStatementTimeoutMs}`,
        ...timeout,
      });
      const result = await client.query({ text, values, ...timeout });
      await alsoInside?.(runner.manager);
      await client.query({ text: 'COMMIT', ...timeout });
      return result.rows as Row[];
    } catch (error) {
      await client.query({ text: 'ROLLBACK', ...timeout }).catch(() => undefined);
      throw error;
    }
  } finally {
    await runner.release();
  }
}
