import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  createLock,
  heartbeatMs,
  holdsLock,
  readLock,
  removeDeadLock,
  staleMs,
  tokensHeldHere,
} from './data-dir-lock-file';
import { currentHolder, type LockHolder } from './data-dir-lock-holder';

/**
 * PGlite takes no lock on its files, and two processes writing one data directory silently lose
 * writes. This exclusive lock makes a second server on the same DATA_DIR stop with a clear error,
 * while a lock left by a crashed server on this machine is taken over at once: a crash costs the
 * restart, not a refused start.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    holder?: LockHolder,
  ) {
    const by = holder ? ` (process ${holder.pid} on ${holder.host}, since ${holder.since})` : '';
    super(
      `DATA_DIR ${dataDir} is in use by another API server process${by}. ` +
        'Stop that server, or give this one its own directory (DATA_DIR=...), ' +
        'or use PostgreSQL (DATABASE_URL=postgres://...). ' +
        'A lock left by a server that crashed on this machine is taken over at once; one ' +
        `written on another machine or container once it is ${staleMs / 1000} s old.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

const lockPathOf = (dataDir: string) => path.join(dataDir, 'server.lock');

/** Starters racing for one dead lock: each round one of them wins, the others see it alive. */
const attempts = 5;

export async function lockDataDir(
  dataDir: string,
  onLost: (error: Error) => void,
  options: { heartbeatMs?: number } = {},
): Promise<DataDirLock> {
  await fs.mkdir(dataDir, { recursive: true });
  const lockPath = lockPathOf(dataDir);
  const holder = currentHolder(randomBytes(12).toString('hex'));
  // Known as ours before its bytes land: another starter in this process that reads the new
  // file (perhaps on the inode of the dead lock it judged) must see it alive, not a dead pid-twin.
  tokensHeldHere.add(holder.token);
  try {
    let seen;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (await createLock(lockPath, holder)) {
        return hold(lockPath, holder.token, onLost, options.heartbeatMs ?? heartbeatMs);
      }
      seen = await readLock(lockPath);
      if (seen.kind === 'held' && seen.alive) throw new DataDirLockedError(dataDir, seen.holder);
      await removeDeadLock(lockPath, seen);
    }
    throw new DataDirLockedError(dataDir, seen?.kind === 'held' ? seen.holder : undefined);
  } catch (error) {
    tokensHeldHere.delete(holder.token);
    throw error;
  }
}

/**
 * Whether a live server (or command) holds this DATA_DIR now: what a tool that must not touch
 * the files under a running server (a restore) asks first. A crashed holder's lock says no.
 */
export async function isDataDirHeld(dataDir: string): Promise<boolean> {
  const state = await readLock(lockPathOf(dataDir));
  return state.kind === 'held' && state.alive;
}

/** Keeps the lock's heartbeat and notices, within `heartbeatMs`, a lock that was taken away. */
function hold(
  lockPath: string,
  token: string,
  onLost: (error: Error) => void,
  everyMs: number,
): DataDirLock {
  let released = false;
  const beat = async () => {
    if (await holdsLock(lockPath, token)) {
      const now = new Date();
      await fs.utimes(lockPath, now, now).catch(() => undefined);
      return;
    }
    if (released) return;
    stop();
    onLost(new Error(`The DATA_DIR lock ${lockPath} was removed or taken by another process.`));
  };
  const timer = setInterval(() => void beat(), everyMs);
  // The lock never keeps a process alive: a server that is done exits and releases it on close.
  timer.unref();
  const stop = () => {
    released = true;
    clearInterval(timer);
    tokensHeldHere.delete(token);
  };
  return {
    release: async () => {
      if (released) return;
      stop();
      if (await holdsLock(lockPath, token)) await fs.rm(lockPath, { force: true });
    },
  };
}
