import fs from 'node:fs';
import { createMemoryLogger } from '../../logger';
import { tempDir } from '../../testing/test-config';
import { type Database } from '../database';
import { backupFileName, listBackups } from './backup-files';
import { createBackups } from './backups';

/** A database of one small file (the real copy is tested in backup-restore.db.test.ts). */
async function copyOneFile(into: string): Promise<void> {
  fs.mkdirSync(into);
  fs.writeFileSync(`${into}/PG_VERSION`, '18\n');
}
function embedded(copy: (into: string) => Promise<void> = copyOneFile): Database {
  return { kind: 'embedded', copyEmbeddedDataDir: copy } as unknown as Database;
}

describe('the daily backup', () => {
  let scratch: ReturnType<typeof tempDir>;
  beforeEach(() => (scratch = tempDir('backups')));
  afterEach(() => scratch.remove());

  const hour = 60 * 60_000;
  const start = new Date('2026-03-01T02:00:00.000Z');
  const at = (hours: number) => new Date(start.getTime() + hours * hour);

  it('checked hourly, takes one a day and keeps the newest BACKUP_KEEP', async () => {
    const backups = createBackups(embedded(), { dir: scratch.dir, keep: 3 }, createMemoryLogger());
    // Hourly checks over five days: one backup at the first, then one a day.
    for (let h = 0; h <= 5 * 24; h += 1) await backups.runScheduledBackup(at(h));
    const taken = (await listBackups(scratch.dir)).map((b) => b.takenAt);
    expect(taken).toEqual([at(72), at(96), at(120)]);
    // A check a little early still counts as the day's.
    await backups.runScheduledBackup(new Date(at(144).getTime() - 60_000));
    expect((await listBackups(scratch.dir)).at(-1)?.takenAt).toEqual(
      new Date(at(144).getTime() - 60_000),
    );
  });

  it('does nothing on PostgreSQL', async () => {
    const database = { kind: 'postgres' } as unknown as Database;
    const backups = createBackups(database, { dir: scratch.dir, keep: 3 }, createMemoryLogger());
    await backups.runScheduledBackup(start);
    expect(fs.existsSync(scratch.dir) && fs.readdirSync(scratch.dir)).toEqual([]);
    await expect(backups.backupNow(start)).rejects.toThrow(/pg_dump/);
  });

  it('logs a failed backup instead of failing the job, and tries again at the next check', async () => {
    const logger = createMemoryLogger();
    let fail = true;
    const database = embedded(async (into) => {
      if (fail) throw new Error('disk full');
      await copyOneFile(into);
    });
    const backups = createBackups(database, { dir: scratch.dir, keep: 3 }, logger);
    await expect(backups.runScheduledBackup(at(0))).resolves.toBeUndefined();
    expect(logger.lines.join('\n')).toMatch(/disk full.*the daily backup failed/s);
    fail = false;
    await backups.runScheduledBackup(at(1));
    expect((await listBackups(scratch.dir)).map((b) => b.takenAt)).toEqual([at(1)]);
  });

  it('leaves no copy of the database behind, nor one a crashed backup left', async () => {
    const leftover = `${scratch.dir}/.copy-in-progress`;
    await copyOneFile(leftover);
    const backups = createBackups(embedded(), { dir: scratch.dir, keep: 3 }, createMemoryLogger());
    await backups.backupNow(at(0));
    expect(fs.readdirSync(scratch.dir)).toEqual([backupFileName(at(0))]);
  });
});
