import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { tempDir } from '../../testing/test-config';
import {
  backupFileName,
  listBackups,
  pruneBackups,
  readBackupFile,
  writeBackupFile,
} from './backup-files';

describe('backup files', () => {
  let scratch: ReturnType<typeof tempDir>;
  beforeEach(() => (scratch = tempDir('backup-files')));
  afterEach(() => scratch.remove());

  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 3, 0, 0, n));

  it('writes a gzipped tarball of a directory, named by its time, entries relative to it', async () => {
    const database = path.join(scratch.dir, 'pglite');
    fs.mkdirSync(path.join(database, 'base', '1'), { recursive: true });
    fs.writeFileSync(path.join(database, 'PG_VERSION'), '18\n');
    fs.writeFileSync(path.join(database, 'base', '1', '1259'), Buffer.alloc(70_000, 7));
    const backups = path.join(scratch.dir, 'backups');
    const file = await writeBackupFile(backups, database, day(0));
    expect(path.basename(file)).toBe('landman-db-2026-01-01T03-00-00-000Z.tar.gz');
    expect(fs.readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const unpacked = path.join(scratch.dir, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.extract({ file, cwd: unpacked });
    expect(fs.readFileSync(path.join(unpacked, 'PG_VERSION'), 'utf8')).toBe('18\n');
    expect(fs.readFileSync(path.join(unpacked, 'base', '1', '1259'))).toEqual(
      Buffer.alloc(70_000, 7),
    );
    // Plain ustar (what PGlite's loadDataDir reads): the first entry's name, no PAX header.
    const tarball = await readBackupFile(file);
    expect(tarball.subarray(0, 10).toString()).toBe('PG_VERSION');
    expect(tarball.subarray(257, 262).toString()).toBe('ustar');
    // Taken in the same millisecond: a second file, not an overwritten one.
    const second = await writeBackupFile(backups, database, day(0));
    expect(path.basename(second)).toBe('landman-db-2026-01-01T03-00-00-000Z-1.tar.gz');
    expect((await listBackups(backups)).map((b) => b.takenAt)).toEqual([day(0), day(0)]);
  });

  it('keeps the newest N backups, removes crash leftovers, and touches nothing else', async () => {
    // Written out of order: the time in the name decides, not the order on disk.
    for (const n of [3, 0, 4, 1, 2])
      fs.writeFileSync(path.join(scratch.dir, backupFileName(day(n))), '');
    const leftover = `${backupFileName(day(5))}.partial`;
    const others = ['notes.txt', 'landman-db-latest.tar.gz', 'other.tar.gz'];
    for (const name of [leftover, ...others]) fs.writeFileSync(path.join(scratch.dir, name), '');

    const removed = await pruneBackups(scratch.dir, 2);
    expect(removed).toEqual([0, 1, 2].map((n) => backupFileName(day(n))));
    expect(fs.readdirSync(scratch.dir).sort()).toEqual(
      [...others, backupFileName(day(3)), backupFileName(day(4))].sort(),
    );
    expect(await pruneBackups(scratch.dir, 2)).toEqual([]);
  });

  it('lists nothing in a directory that does not exist yet', async () => {
    expect(await listBackups(path.join(scratch.dir, 'none'))).toEqual([]);
  });
});
