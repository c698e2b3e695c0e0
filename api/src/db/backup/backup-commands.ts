import path from 'node:path';
import { type Config, ConfigError, loadCommandDir, loadConfig } from '../../config';
import { pruneBackups, writeBackupFile } from './backup-files';
import { NoServerListeningError, requestBackup } from './backup-socket';
import { UsePgDumpError } from './postgres-backups';
import { restoreBackup } from './restore-backup';
import { stoppedDatabaseDir, withStoppedDataDir } from './stopped-data-dir';

/** What the commands read and write; tests pass their own. */
export interface CommandIo {
  env: Readonly<Record<string, string | undefined>>;
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * `npm run backup`: the running server writes the backup (it alone may open the database);
 * with no server running, this command opens the stopped database itself. 0 when written.
 */
export async function runBackup(io: CommandIo, now = new Date()): Promise<number> {
  const config = configOrNull(io);
  if (!config) return 1;
  if (config.databaseUrl) return refuse(io, new UsePgDumpError('backup'));
  try {
    const file = await requestBackup(config.dataDir);
    io.out(`Backup written by the running server: ${file}`);
    return 0;
  } catch (error) {
    if (!(error instanceof NoServerListeningError)) return refuse(io, error);
  }
  try {
    const file = await withStoppedDataDir(config.dataDir, 'back up offline', async () => {
      // Nothing writes to a stopped database: its files are tarred as they are.
      const written = await writeBackupFile(
        config.backup.dir,
        stoppedDatabaseDir(config.dataDir),
        now,
      );
      await pruneBackups(config.backup.dir, config.backup.keep);
      return written;
    });
    io.out(`No server is running; backup of the stopped database written: ${file}`);
    return 0;
  } catch (error) {
    return refuse(io, error);
  }
}

export const restoreUsage =
  'Usage: npm run restore -- <backup file>   (the server on DATA_DIR must be stopped)';

/** `npm run restore -- <file>`: into the stopped DATA_DIR; the database there is kept aside. */
export async function runRestore(argv: readonly string[], io: CommandIo): Promise<number> {
  if (argv.length !== 1 || argv[0]?.startsWith('-')) {
    io.err(restoreUsage);
    return 2;
  }
  const config = configOrNull(io);
  if (!config) return 1;
  if (config.databaseUrl) return refuse(io, new UsePgDumpError('restore'));
  const file = path.resolve(loadCommandDir(io.env), argv[0] as string);
  try {
    const { databaseDir, previousDir } = await restoreBackup(config.dataDir, file);
    io.out(`Restored ${file} into ${databaseDir}.`);
    io.out(
      previousDir
        ? `The database that was there is kept in ${previousDir} (delete it once you are sure).`
        : 'There was no database there before.',
    );
    io.out('Start the server as usual.');
    return 0;
  } catch (error) {
    return refuse(io, error);
  }
}

function configOrNull(io: CommandIo): Config | null {
  try {
    return loadConfig(io.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(error.message);
    return null;
  }
}

function refuse(io: CommandIo, error: unknown): number {
  io.err((error as Error).message);
  return 1;
}

/** The command line: bin/command.cjs calls it (`backup`, or `restore` and its arguments). */
export function main(command: string, args: string[]): void {
  const io: CommandIo = {
    env: process.env,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  };
  const run = command === 'restore' ? runRestore(args, io) : runBackup(io);
  run.then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${command} failed: ${(error as Error).message}\n`);
      process.exit(1);
    },
  );
}
