import pg from 'pg';
import { databaseTestNaming, noDatabaseUrl } from './test-databases';

/**
 * Runs before each test file of the `api` Jest project (tests without a database): any
 * connection to PostgreSQL or the embedded database fails at once, and fails the file even when
 * the code under test caught the error, with the naming rule in the message. So a test that
 * needs the database cannot sit among these unnoticed; it would miss CI's run on the embedded
 * database, which selects database tests by their name.
 */
process.env.DATABASE_URL = noDatabaseUrl;
delete process.env.DATABASE_POOL_MAX;

const attempts: string[] = [];
const refused = () =>
  new Error(
    `${expect.getState().testPath ?? 'This test file'} connected to a database, but it is ` +
      `in the Jest project without one. ${databaseTestNaming}`,
  );

// Every connection goes through pg's Client: its Pool, TypeORM's driver and the app's own
// client class (db/close-on-timeout.client.ts) all use it.
pg.Client.prototype.connect = function connect(callback?: (error: Error) => void) {
  const error = refused();
  attempts.push(expect.getState().currentTestName ?? '(outside a test)');
  if (callback) {
    process.nextTick(() => callback(error));
    return undefined as never;
  }
  return Promise.reject(error);
} as typeof pg.Client.prototype.connect;

afterAll(() => {
  if (attempts.length > 0) throw new Error(`${refused().message} (in: ${attempts.join('; ')})`);
});
