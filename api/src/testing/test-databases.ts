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

/**
 * DATABASE_URL in the `api` Jest project, whose tests have no database: nothing listens there,
 * and jest-no-database.ts fails any test file that tries (a child process gets it refused).
 */
export const noDatabaseUrl = 'postgres://api-unit-tests@127.0.0.1:9/there-is-no-database';

/** What a test that uses the database, in the wrong project, is told to do. */
export const databaseTestNaming =
  'Tests that use the database are named *.db.test.ts (Jest project api-db; CI runs them on ' +
  'PostgreSQL and again on the embedded database), or *.built.test.ts when they also need ' +
  '`npm run build` (project api-built). Other *.test.ts files (project api) get no database.';
