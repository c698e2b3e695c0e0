import fs from 'node:fs/promises';
import path from 'node:path';
import { type BackupConfig } from '../../config';
import { type Logger } from '../../logger';
import { type Database } from '../database';
import { listBackups, pruneBackups, writeBackupFile } from './backup-files';
import { UsePgDumpError } from './postgres-backups';

export interface Backups {
  /** Takes a backup of the running embedded database now; resolves with its file. */
  backupNow(now?: Date): Promise<string>;
  /**
   * The daily backup: when the newest in BACKUP_DIR is about a day old (or there is none),
   * takes one and prunes to BACKUP_KEEP. Called hourly by the job worker; never rejects (a
   * failure is logged, and tried again within the hour). Does nothing on PostgreSQL.
   */
  runScheduledBackup(now: Date): Promise<void>;
  /** Resolves when no backup is being taken (shutdown waits for one before the database closes). */
  whenIdle(): Promise<void>;
}

/**
 * A backup is due a day after the last, less a margin for the hourly check's own timing: a check
 * a moment early does not put the backup off by an hour (and the next day's too).
 */
const dueAfterMs = 24 * 60 * 60_000 - 10 * 60_000;

/**
 * Backups of the embedded database from inside the server that runs it: no other process can
 * open its directory meanwhile (db/data-dir-lock.ts), and this one can dump it between two
 * statements (embedded-database.ts). One backup at a time.
 */
export function createBackups(database: Database, config: BackupConfig, logger: Logger): Backups {
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  const backupNow = (now = new Date()) =>
    oneAtATime(async () => {
      const copy = database.copyEmbeddedDataDir;
      if (!copy) throw new UsePgDumpError('backup');
      const started = Date.now();
      // The copy is taken between two statements; the tarball is written from it afterwards,
      // while requests go on. Beside the backups: the same file system, so the copy is quick.
      // One backup at a time: a copy left there is a crashed backup's, never read again.
      const snapshot = path.join(config.dir, '.copy-in-progress');
      await fs.rm(snapshot, { recursive: true, force: true });
      await fs.mkdir(config.dir, { recursive: true });
      let file: string;
      try {
        await copy(snapshot);
        file = await writeBackupFile(config.dir, snapshot, now);
      } finally {
        await fs.rm(snapshot, { recursive: true, force: true });
      }
      const pruned = await pruneBackups(config.dir, config.keep);
      logger.info(
        `Backup: wrote ${file} in ${Date.now() - started} ms` +
          (pruned.length > 0
            ? `; removed ${pruned.length} older (BACKUP_KEEP=${config.keep})`
            : ''),
      );
      return file;
    });

  return {
    backupNow,
    whenIdle: () => queue.then(() => undefined),
    runScheduledBackup: async (now) => {
      if (!database.copyEmbeddedDataDir) return;
      try {
        const newest = (await listBackups(config.dir)).at(-1);
        if (newest && now.getTime() - newest.takenAt.getTime() < dueAfterMs) return;
        await backupNow(now);
      } catch (error) {
        logger.error('Backup: the daily backup failed (tried again within the hour)', error);
      }
    },
  };
}
