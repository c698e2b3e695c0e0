import fs from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * PGlite takes no lock on its files, and two processes writing one data directory silently lose
 * writes. This exclusive lock makes a second server on the same DATA_DIR stop with a clear error.
 */
export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `DATA_DIR ${dataDir} is in use by another API server process. ` +
        'Stop that server, or give this one its own directory (DATA_DIR=...), ' +
        'or use PostgreSQL (DATABASE_URL=postgres://...). ' +
        `If no other server is running, a crashed server's lock expires within ${staleSeconds} seconds.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** A live owner refreshes the lock every few seconds; one that stopped doing so has crashed. */
const staleMs = 20_000;
const staleSeconds = staleMs / 1000;

export interface DataDirLock {
  release(): Promise<void>;
}

export async function lockDataDir(
  dataDir: string,
  onLost: (error: Error) => void,
): Promise<DataDirLock> {
  await fs.mkdir(dataDir, { recursive: true });
  try {
    const release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'server.lock'),
      stale: staleMs,
      realpath: false,
      onCompromised: onLost,
    });
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        await release();
      },
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
