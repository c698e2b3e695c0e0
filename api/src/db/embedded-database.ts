import path from 'node:path';
import { type Logger } from '../logger';
import { lockDataDir } from './data-dir-lock';
import { type DatabaseThread, startDatabaseThread } from './embedded-database-thread';
import { initialiseEmbeddedDatabase } from './embedded-initdb';

export interface EmbeddedDatabase {
  /** postgres:// URL of the loopback socket server, for the ordinary `pg` driver. */
  url: string;
  /**
   * Copies the database's files into `into` (a new directory) between two statements: PGlite
   * runs one statement at a time, writes through to these files and has no background writer,
   * so the copy is the state a crash at that instant would leave, which PostgreSQL's WAL
   * recovery opens with every transaction committed before it (see backup/). A file copy, not
   * PGlite's dumpDataDir(): that builds the whole tarball in this process's memory, and the
   * allocator kept some 150 MB of it resident after a backup (`npm run bench:memory`).
   */
  copyDataDir(into: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL's memory for a small site's database sharing one process with the app: PGlite keeps
 * PostgreSQL's default of 128 MB of shared buffers, all of it resident once touched, for a
 * database of a few megabytes. 16 MB holds every table and index many times over; the rest of
 * PGlite's own defaults are kept (bench:memory measures the effect).
 */
const smallSiteStartParams = ['-c', 'shared_buffers=16MB'];

/** Where PGlite keeps its files inside DATA_DIR (backups are of this directory). */
export const embeddedDatabaseDir = (dataDir: string): string => path.join(dataDir, 'pglite');

/**
 * PGlite (PostgreSQL compiled to WebAssembly) on a thread of this process, served on a loopback
 * port so that TypeORM keeps its ordinary postgres driver. ONE connection only: with more, the
 * socket server interleaves queries of different connections and the protocol breaks
 * (electric-sql/pglite#1046). `onLost` hears of a lost DATA_DIR lock or a database thread that
 * ended: either way the server cannot go on.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  logger: Logger,
  onLost: (error: Error) => void,
): Promise<EmbeddedDatabase> {
  const lock = await lockDataDir(dataDir, onLost);
  let thread: DatabaseThread;
  try {
    const started = Date.now();
    // A new directory runs initdb first: a few seconds and several hundred MB, once.
    await initialiseEmbeddedDatabase(embeddedDatabaseDir(dataDir));
    thread = await startDatabaseThread(embeddedDatabaseDir(dataDir), smallSiteStartParams, onLost);
    logger.info(`Embedded database ready in ${Date.now() - started} ms (files in ${dataDir})`);
  } catch (error) {
    await lock.release();
    throw error;
  }
  const [host, port] = thread.conn.split(':');

  return {
    url: `postgres://postgres@${host}:${port}/postgres`,
    copyDataDir: (into) => thread.copyDataDir(into),
    close: async () => {
      try {
        await thread.close();
      } finally {
        await lock.release();
      }
    },
  };
}
