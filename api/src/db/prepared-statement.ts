import { type Pool, type PoolClient, type QueryResultRow } from 'pg';
import { type DataSource } from 'typeorm';

/**
 * A hot-path statement: `name` must be unique in the app, always carry the same `text`, and be
 * a plain identifier (it is quoted into DEALLOCATE).
 */
export interface PreparedStatement {
  name: string;
  text: string;
}

/**
 * Runs a statement as a named prepared statement on the data source's pg pool, so that each
 * connection parses and plans it once instead of on every call: on the embedded database that
 * work runs on the server's own thread and halves the cost of a small INSERT. TypeORM's query()
 * cannot name a statement, hence the pool. The statement is still logged through TypeORM's
 * logger like any other (and counted by testing/query-counter.ts).
 */
export async function runPrepared<Row extends QueryResultRow>(
  dataSource: DataSource,
  statement: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  const pool = (dataSource.driver as unknown as { master?: Pool }).master;
  if (!pool) throw new Error('The database connection is not open.');
  dataSource.logger.logQuery(statement.text, values);
  try {
    const client = await pool.connect();
    try {
      return await execute<Row>(client, statement, values);
    } finally {
      client.release();
    }
  } catch (error) {
    dataSource.logger.logQueryError(error as Error, statement.text, values);
    throw error;
  }
}

/**
 * The embedded database is ONE PostgreSQL session behind its socket server: a statement
 * prepared by an earlier connection (before a reconnect, or another test file's) is still
 * there, unknown to this client. It is dropped and prepared again, once.
 */
async function execute<Row extends QueryResultRow>(
  client: PoolClient,
  { name, text }: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  try {
    return (await client.query<Row>({ name, text, values })).rows;
  } catch (error) {
    if ((error as { code?: unknown }).code !== duplicatePreparedStatement) throw error;
    await client.query(`DEALLOCATE "${name}"`);
    return (await client.query<Row>({ name, text, values })).rows;
  }
}

/** SQLSTATE 42P05 duplicate_prepared_statement. */
const duplicatePreparedStatement = '42P05';
