import fs from 'node:fs';
import os from 'node:os';

/**
 * Who holds a DATA_DIR lock, written into the lock file: enough for a server starting on the same
 * machine to tell at once whether that process still runs, instead of waiting for its heartbeat
 * to go stale. The Linux-only fields are null elsewhere, and then only the pid is compared.
 */
export interface LockHolder {
  host: string;
  /** Changes at every boot: a lock written before a reboot is dead whatever its pid. */
  bootId: string | null;
  /** A pid names a process only inside its own pid namespace (each container has one). */
  pidNamespace: string | null;
  pid: number;
  /** Clock ticks after boot (/proc/<pid>/stat field 22): tells a reused pid from the holder. */
  processStart: string | null;
  /** Random per lock: tells this lock from the next one, even in the same process. */
  token: string;
  since: string;
}

/** 'unknown': nothing on this machine can tell (another host or container); the caller decides. */
export type HolderLiveness = 'alive' | 'dead' | 'unknown';

export function currentHolder(token: string): LockHolder {
  return {
    host: os.hostname(),
    bootId: readText('/proc/sys/kernel/random/boot_id'),
    pidNamespace: readLink('/proc/self/ns/pid'),
    pid: process.pid,
    processStart: processStart(process.pid),
    token,
    since: new Date().toISOString(),
  };
}

/** The holder a lock file names, or undefined for a file being written or not ours. */
export function parseHolder(text: string): LockHolder | undefined {
  let value: Partial<Record<keyof LockHolder, unknown>>;
  try {
    value = JSON.parse(text) as typeof value;
  } catch {
    return undefined;
  }
  const optional = (field: unknown) => field === null || typeof field === 'string';
  const valid =
    typeof value === 'object' &&
    value !== null &&
    typeof value.host === 'string' &&
    typeof value.token === 'string' &&
    typeof value.since === 'string' &&
    // A pid of 0 or below would make process.kill() address process groups.
    Number.isSafeInteger(value.pid) &&
    (value.pid as number) > 0 &&
    optional(value.bootId) &&
    optional(value.pidNamespace) &&
    optional(value.processStart);
  return valid ? (value as LockHolder) : undefined;
}

/**
 * Whether the process a lock names still runs. `heldHere` says whether a token belongs to a lock
 * this process holds now: a record with this process's own pid and another token was written by
 * an earlier process that had the same pid (a restarted container's pid 1, say).
 */
export function holderLiveness(
  holder: LockHolder,
  heldHere: (token: string) => boolean,
): HolderLiveness {
  const self = currentHolder('');
  if (holder.host !== self.host) return 'unknown';
  if (holder.bootId && self.bootId && holder.bootId !== self.bootId) return 'dead';
  if (holder.pidNamespace !== self.pidNamespace) return 'unknown';
  if (holder.pid === self.pid) return heldHere(holder.token) ? 'alive' : 'dead';
  if (!processExists(holder.pid)) return 'dead';
  const stat = processStat(holder.pid);
  // A killed process its parent has not reaped yet still answers signal 0.
  if (stat?.state === 'Z' || stat?.state === 'X') return 'dead';
  if (holder.processStart && stat && stat.start !== holder.processStart) return 'dead';
  return 'alive';
}

/** When a process started, in clock ticks after boot (Linux), or null where that is unknown. */
export function processStart(pid: number): string | null {
  return processStat(pid)?.start ?? null;
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user. Anything unexpected counts as alive: refusing a
    // start is recoverable, two servers on one directory are not.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** State and start time from /proc/<pid>/stat (Linux), or undefined where there is none. */
function processStat(pid: number): { state: string; start: string } | undefined {
  const text = readText(`/proc/${pid}/stat`);
  if (!text) return undefined;
  // Field 2, the command name, is in parentheses and may hold spaces: count after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const start = fields[19];
  return state && start ? { state, start } : undefined;
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

function readLink(file: string): string | null {
  try {
    return fs.readlinkSync(file);
  } catch {
    return null;
  }
}
