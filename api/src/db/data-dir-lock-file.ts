import fs from 'node:fs/promises';
import { type LockHolder, holderLiveness, parseHolder } from './data-dir-lock-holder';

/**
 * The lock file's primitives. Only `removeDeadLock` ever deletes someone else's lock, and only
 * while it holds the takeover file, after judging the lock dead a second time: two servers that
 * start together after a crash cannot both take the lock, and a lock taken over a moment ago
 * (alive again) is never removed.
 */

/**
 * A holder refreshes its lock's modification time every `heartbeatMs`; a lock nothing on this
 * machine can judge (written on another host, or in another container) counts as dead once its
 * time is `staleMs` old.
 */
export const staleMs = 20_000;
export const heartbeatMs = 5_000;

/** A takeover lasts milliseconds: a takeover file this old was left by a crash during one. */
const takeoverStaleMs = 10_000;
const takeoverWaitMs = 2_000;

export type LockState =
  { kind: 'free' } | { kind: 'held'; ino: number; holder?: LockHolder; alive: boolean };

/** Tokens of the locks this process holds (see holderLiveness). */
export const tokensHeldHere = new Set<string>();

export async function readLock(lockPath: string): Promise<LockState> {
  try {
    const stat = await fs.stat(lockPath);
    // A directory is the lock of a version before this one (proper-lockfile): heartbeat only.
    const holder = stat.isFile() ? parseHolder(await fs.readFile(lockPath, 'utf8')) : undefined;
    const liveness = holder ? holderLiveness(holder, (t) => tokensHeldHere.has(t)) : 'unknown';
    const alive =
      liveness === 'unknown' ? Date.now() - stat.mtimeMs < staleMs : liveness === 'alive';
    return { kind: 'held', ino: stat.ino, holder, alive };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'free' };
    throw error;
  }
}

/** Creates the lock if there is none (O_EXCL); false when one exists. */
export async function createLock(lockPath: string, holder: LockHolder): Promise<boolean> {
  let file;
  try {
    file = await fs.open(lockPath, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    // Until these bytes land, readers see an unparseable, fresh file: judged alive (starting).
    await file.writeFile(JSON.stringify(holder));
    await file.sync();
  } catch (error) {
    await file.close().catch(() => undefined);
    await fs.rm(lockPath, { force: true });
    throw error;
  }
  await file.close();
  return true;
}

/** Whether the lock file still carries this token (its holder has not lost it). */
export async function holdsLock(lockPath: string, token: string): Promise<boolean> {
  try {
    return parseHolder(await fs.readFile(lockPath, 'utf8'))?.token === token;
  } catch {
    return false;
  }
}

/** Removes the lock judged dead as `seen`, if it is still that lock and still dead. */
export async function removeDeadLock(lockPath: string, seen: LockState): Promise<void> {
  if (seen.kind !== 'held' || seen.alive) return;
  const takeoverPath = `${lockPath}.takeover`;
  if (!(await acquireTakeover(takeoverPath))) return;
  try {
    const now = await readLock(lockPath);
    if (now.kind === 'held' && now.ino === seen.ino && !now.alive) {
      await fs.rm(lockPath, { recursive: true, force: true });
    }
  } finally {
    await fs.rm(takeoverPath, { force: true });
  }
}

/** The takeover file, created exclusively; false if another starter keeps it past the wait. */
async function acquireTakeover(takeoverPath: string): Promise<boolean> {
  const deadline = Date.now() + takeoverWaitMs;
  for (;;) {
    try {
      await (await fs.open(takeoverPath, 'wx')).close();
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const age = await fs.stat(takeoverPath).then(
      (stat) => Date.now() - stat.mtimeMs,
      () => 0,
    );
    if (age > takeoverStaleMs) await fs.rm(takeoverPath, { force: true });
    else if (Date.now() > deadline) return false;
    else await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
