import fs from 'node:fs';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from '../data-dir-lock';
import { embeddedDatabaseDir } from '../embedded-database';

/** A command that needs DATA_DIR to itself found a live server holding it. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, action: string) {
    super(
      `Refusing to ${action}: a running API server holds DATA_DIR ${dataDir}. Stop the server ` +
        'first (its lock is released when it stops), then run this again.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Runs `work` holding DATA_DIR's lock, exactly as a server would hold it: no server can start
 * on the directory meanwhile, and a live server already holding it makes this refuse.
 */
export async function withStoppedDataDir<T>(
  dataDir: string,
  action: string,
  work: () => Promise<T>,
): Promise<T> {
  let lost: Error | undefined;
  let lock;
  try {
    lock = await lockDataDir(dataDir, (error) => (lost = error));
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new DataDirInUseError(dataDir, action);
    throw error;
  }
  try {
    const result = await work();
    if (lost) throw new Error(`DATA_DIR's lock was lost while working: ${lost.message}`);
    return result;
  } finally {
    await lock.release().catch(() => undefined);
  }
}

/** True when DATA_DIR holds an embedded database (PGlite's directory with its PG_VERSION). */
export function hasEmbeddedDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(embeddedDatabaseDir(dataDir), 'PG_VERSION'));
}

/** The stopped embedded database's directory, checked to hold one (`npm run backup`, no server up). */
export function stoppedDatabaseDir(dataDir: string): string {
  if (!hasEmbeddedDatabase(dataDir)) {
    throw new Error(`DATA_DIR ${dataDir} holds no embedded database yet: nothing to back up.`);
  }
  return embeddedDatabaseDir(dataDir);
}
