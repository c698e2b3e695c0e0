import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { embeddedDatabaseDir } from '../embedded-database';
import { readBackupFile } from './backup-files';
import { withStoppedDataDir } from './stopped-data-dir';

export interface RestoreResult {
  /** The restored database's directory (DATA_DIR/pglite). */
  databaseDir: string;
  /** Where the database that was there before was moved (kept, never deleted); none if empty. */
  previousDir: string | undefined;
}

/**
 * Restores a backup into a stopped DATA_DIR. Holding DATA_DIR's lock (refused while a server
 * runs there), the tarball is loaded into a new directory beside the database and opened once:
 * PostgreSQL's crash recovery replays its WAL, so it holds every transaction committed before
 * the backup, and it is checked to be this app's database. Only then is the current database
 * moved aside (`pglite.before-restore-<time>`) and the restored one put in its place.
 */
export async function restoreBackup(
  dataDir: string,
  backupFile: string,
  now = new Date(),
): Promise<RestoreResult> {
  const tarball = await readBackupFile(backupFile).catch((error: Error) => {
    throw new Error(`${backupFile} is not a readable backup (${error.message}).`);
  });
  return withStoppedDataDir(dataDir, 'restore', async () => {
    const databaseDir = embeddedDatabaseDir(dataDir);
    const staging = `${databaseDir}.restoring`;
    // A restore interrupted earlier left its half-loaded copy: never used, so replaced.
    await fs.rm(staging, { recursive: true, force: true });
    try {
      await openAndCheck(staging, tarball, backupFile);
    } catch (error) {
      await fs.rm(staging, { recursive: true, force: true });
      throw error;
    }
    let previousDir: string | undefined =
      `${databaseDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    try {
      await fs.rename(databaseDir, previousDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      previousDir = undefined;
    }
    await fs.rename(staging, databaseDir);
    return { databaseDir: path.resolve(databaseDir), previousDir };
  });
}

async function openAndCheck(dir: string, tarball: Buffer, backupFile: string): Promise<void> {
  let db: PGlite | undefined;
  try {
    db = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([new Uint8Array(tarball)]) });
    const { rows } = await db.query<{ migrations: string | null }>(
      `SELECT to_regclass('public.migrations')::text AS migrations`,
    );
    if (!rows[0]?.migrations) throw new Error('it holds no database of this app');
  } catch (error) {
    throw new Error(`${backupFile} cannot be restored: ${(error as Error).message}`);
  } finally {
    await db?.close().catch(() => undefined);
  }
}
