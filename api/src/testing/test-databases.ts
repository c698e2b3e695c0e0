import { Client } from 'pg';

/**
 * Test database plumbing shared by Jest's global setup (one database per worker) and the
 * per-file setup that points DATABASE_URL at the worker's own database.
 */
export const workerUrlsVariable = 'LANDMAN_TEST_DATABASE_URLS';

/** Set when the worker databases are embedded PGlite servers, which take one connection. */
export const singleConnectionVariable = 'LANDMAN_TEST_DATABASE_SINGLE_CONNECTION';

/** Adds `search_path` to a PostgreSQL URL so every unqualified table lives in `schema`. */
export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

/** Runs one statement on its own short-lived connection (CREATE / DROP SCHEMA and the like). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
