import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { createMemoryLogger } from '../logger';
import { tempDir } from '../testing/test-config';
import { embeddedDatabaseDir, startEmbeddedDatabase } from './embedded-database';

/**
 * The embedded database runs on a thread of its own beside the server's JavaScript: a statement
 * being worked does not stop the server's event loop, the backup's copy and the close still go
 * through it, and a database that cannot start says why and leaves no thread or lock behind.
 */
jest.setTimeout(180_000);

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

describe('the embedded database on its own thread', () => {
  const data = tempDir('embedded-thread');
  afterAll(() => data.remove());

  it('answers while the event loop keeps turning, copies its files and closes', async () => {
    const lost: Error[] = [];
    const database = await startEmbeddedDatabase(data.dir, createMemoryLogger(), (error) =>
      lost.push(error),
    );
    try {
      let turns = 0;
      const ticker = setInterval(() => (turns += 1), 10);
      try {
        // Two seconds of PostgreSQL's own work: with PGlite on the server's thread a 10 ms timer
        // fired at most once in it (the statement holds the thread); here it fires all along.
        await withClient(database.url, (client) => client.query('SELECT pg_sleep(2)'));
      } finally {
        clearInterval(ticker);
      }
      expect(turns).toBeGreaterThanOrEqual(10);

      await withClient(database.url, (client) =>
        client.query('CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)'),
      );
      const copy = path.join(data.dir, 'copy');
      await database.copyDataDir(copy);
      expect(fs.existsSync(path.join(copy, 'PG_VERSION'))).toBe(true);
    } finally {
      await database.close();
    }
    expect(lost).toEqual([]);

    // Closed means the lock is released: the same directory opens again, with its data.
    const reopened = await startEmbeddedDatabase(data.dir, createMemoryLogger(), () => undefined);
    try {
      const { rows } = await withClient(reopened.url, (client) =>
        client.query('SELECT n FROM kept'),
      );
      expect(rows).toEqual([{ n: 42 }]);
    } finally {
      await reopened.close();
    }
  });

  it('reports a database that cannot start, and leaves the directory free', async () => {
    const broken = tempDir('embedded-broken');
    try {
      // Files where the database's directory should be: PGlite cannot open it.
      fs.mkdirSync(embeddedDatabaseDir(broken.dir), { recursive: true });
      fs.writeFileSync(path.join(embeddedDatabaseDir(broken.dir), 'PG_VERSION'), 'not a version');
      await expect(
        startEmbeddedDatabase(broken.dir, createMemoryLogger(), () => undefined),
      ).rejects.toThrow(Error);
      expect(fs.existsSync(path.join(broken.dir, 'server.lock'))).toBe(false);
    } finally {
      broken.remove();
    }
  });
});
