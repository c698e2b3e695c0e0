import { type DataSource } from 'typeorm';
import { createDataSource, initializeDataSource } from '../db/data-source';
import { withConnectRetry } from './connect-retry';
import { testConfig } from './test-config';
import { appEntities } from '../app/entities';

/**
 * A data source on this worker's test database, migrated. One per test file at most, and never
 * beside a started server (the embedded test database serves one client at a time).
 */
export async function openTestDataSource(
  limits: { statementTimeoutMs?: number } = {},
): Promise<DataSource> {
  const { databaseUrl, databaseConnectTimeoutMs, databaseStatementTimeoutMs } = testConfig();
  if (!databaseUrl)
    throw new Error('DATABASE_URL is not set: run the tests through Jest (api/jest.config.js).');
  return withConnectRetry(async () => {
    const dataSource = createDataSource({
      url: databaseUrl,
      entities: appEntities,
      poolMax: 1,
      connectTimeoutMs: databaseConnectTimeoutMs,
      statementTimeoutMs: limits.statementTimeoutMs ?? databaseStatementTimeoutMs,
    });
    try {
      await initializeDataSource(dataSource);
      return dataSource;
    } catch (error) {
      if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
      throw error;
    }
  });
}

/** Empties the app's tables, for tests that assert on whole lists. */
export async function truncateTables(dataSource: DataSource): Promise<void> {
  await dataSource.query(
    'TRUNCATE contacts, blog_posts, chat_messages, meetings, booking_settings, ' +
      'blog_post_revisions, blog_slug_redirects, blog_removed_slugs, blog_subscribers, blog_images, ' +
      // Documents reference their lead, and previews their document: emptied with the leads.
      'documents, document_previews',
  );
  // The e-mails (jobs/mail): kept jobs, about the leads, meetings and subscribers just emptied.
  await dataSource.query(`DELETE FROM jobs WHERE kind = 'mail.send'`);
}

/**
 * For a test file whose tests each start from empty tables: opens the worker's database, empties
 * the tables before each test, and leaves them empty for the next file (test files share their
 * worker's database). `opened` receives the data source once it is open.
 */
export function useEmptyTestDatabase(opened: (dataSource: DataSource) => void): void {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDataSource();
    opened(dataSource);
  });
  beforeEach(() => truncateTables(dataSource));
  afterAll(async () => {
    await truncateTables(dataSource);
    await dataSource.destroy();
  });
}
