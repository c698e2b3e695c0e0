import { existsSync } from 'node:fs';
import path from 'node:path';
import { runNodeScript } from './run-node-script';

/**
 * Creates the embedded database in a new directory (PostgreSQL's initdb), in a short-lived Node
 * process of its own: initdb takes several hundred MB, and in the server's own process the
 * allocator kept some 35 MB of it resident for good (`npm run bench:memory`), on the small
 * machines a one-server install runs on. A directory that holds a database is left alone.
 */
export async function initialiseEmbeddedDatabase(databaseDir: string): Promise<boolean> {
  if (existsSync(path.join(databaseDir, 'PG_VERSION'))) return false;
  const script = `require(${JSON.stringify(require.resolve('@electric-sql/pglite'))})
    .PGlite.create(process.argv[1])
    .then((db) => db.close())
    .catch((error) => { console.error(error); process.exit(1); });`;
  try {
    // Liftoff alone: the process lives a few seconds, too short for optimized code to pay off.
    await runNodeScript(script, [databaseDir], ['--liftoff-only']);
  } catch (error) {
    throw new Error(
      `Could not create the embedded database in ${databaseDir}: ${(error as Error).message}`,
    );
  }
  return true;
}
