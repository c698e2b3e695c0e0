import { Client } from 'pg';
import { withConnectRetry } from './connect-retry';

/**
 * Runs before each database test file: releases every job lease (e-mails are jobs too) left in this worker's
 * database. Test files share their worker's database one after another, so when a file starts no
 * process of an earlier file runs on it any more; a lease found then was left by a server an earlier
 * test killed, or cut off from the database, on purpose. Without this, the next file's server
 * would wait out that lease (a minute) and its e-mails or timeouts with it.
 */
const undefinedTable = '42P01';

async function releaseLeases(url: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(
      `UPDATE jobs SET leased_until = NULL, lease_token = NULL WHERE leased_until IS NOT NULL`,
    );
  } catch (error) {
    // A worker database no server has migrated yet has no such tables, and nothing to release.
    if ((error as { code?: string }).code !== undefinedTable) throw error;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  // The embedded test database serves one client at a time: the previous file's may be closing.
  if (url) await withConnectRetry(() => releaseLeases(url));
});
