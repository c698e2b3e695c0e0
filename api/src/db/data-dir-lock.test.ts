import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../testing/test-config';
import { DataDirLockedError, isDataDirHeld, lockDataDir } from './data-dir-lock';
import { currentHolder, type LockHolder, processStart } from './data-dir-lock-holder';

const apiRoot = path.resolve(__dirname, '..', '..');

/**
 * A server that should refuse to start but starts anyway is killed, so the test fails, not hangs.
 * Generous: the child compiles the API as it loads it (@swc-node/register), which took over 20 s
 * beside other work on a 2-core machine.
 */
const refuseWithinMs = 90_000;
const testTimeoutMs = refuseWithinMs + 10_000;

/** Runs the real entry point (src/main.ts) and resolves with its exit code and stderr. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
      cwd: apiRoot,
      env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'error', PORT: '0', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    const killer = setTimeout(() => child.kill('SIGKILL'), refuseWithinMs);
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stderr });
    });
  });
}

/** Runs a process that exits at once, and resolves with its (now dead) pid. */
function deadPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', () => resolve(child.pid as number));
  });
}

/** A process that lives until the test kills it. */
function liveProcess() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], {
    stdio: 'ignore',
  });
  return { pid: child.pid as number, stop: () => child.kill('SIGKILL') };
}

const noop = () => undefined;

describe('DATA_DIR lock', () => {
  let dataDir: ReturnType<typeof tempDir>;
  beforeEach(() => {
    dataDir = tempDir('data');
  });
  afterEach(() => dataDir.remove());

  it('lets one holder at a time lock a directory', async () => {
    const first = await lockDataDir(dataDir.dir, () => undefined);
    await expect(lockDataDir(dataDir.dir, () => undefined)).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
    await first.release();
    const second = await lockDataDir(dataDir.dir, () => undefined);
    await second.release();
  });

  describe('a lock left in the directory', () => {
    const lockFile = () => path.join(dataDir.dir, 'server.lock');
    /** The lock file a holder on this machine writes, with `changes` made to it. */
    const leaveLock = (changes: Partial<LockHolder>, ageSeconds = 0) => {
      fs.writeFileSync(lockFile(), JSON.stringify({ ...currentHolder('left-behind'), ...changes }));
      const time = new Date(Date.now() - ageSeconds * 1000);
      fs.utimesSync(lockFile(), time, time);
    };
    const takesIt = async () => {
      const lock = await lockDataDir(dataDir.dir, noop);
      expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
      await lock.release();
      expect(fs.existsSync(lockFile())).toBe(false);
    };
    const refuses = () =>
      expect(lockDataDir(dataDir.dir, noop)).rejects.toBeInstanceOf(DataDirLockedError);

    it('is taken over at once when its process is gone', async () => {
      leaveLock({ pid: await deadPid(), processStart: null });
      expect(await isDataDirHeld(dataDir.dir)).toBe(false);
      await takesIt();
    });

    it('is taken over when an earlier process with this pid wrote it (the pid came round again)', async () => {
      leaveLock({ pid: process.pid });
      await takesIt();
    });

    it('is taken over when its pid now names another process (a later start time)', async () => {
      const other = liveProcess();
      try {
        leaveLock({ pid: other.pid, processStart: '1' });
        await takesIt();
      } finally {
        other.stop();
      }
    });

    it('is taken over when it was written before the machine booted', async () => {
      leaveLock({ pid: 1, bootId: 'an-earlier-boot' });
      await takesIt();
    });

    it('is refused while its process runs, and names that process', async () => {
      const other = liveProcess();
      try {
        leaveLock({ pid: other.pid, processStart: processStart(other.pid) });
        expect(await isDataDirHeld(dataDir.dir)).toBe(true);
        await expect(lockDataDir(dataDir.dir, noop)).rejects.toThrow(
          `(process ${other.pid} on ${currentHolder('').host}, since `,
        );
      } finally {
        other.stop();
      }
    });

    it('from another host or container is refused until its heartbeat is 20 s old', async () => {
      leaveLock({ host: 'another-host', pid: 1 }, 5);
      await refuses();
      leaveLock({ pidNamespace: 'pid:[another-container]', pid: 1 }, 5);
      await refuses();
      leaveLock({ host: 'another-host', pid: 1 }, 25);
      await takesIt();
    });

    it("as an unreadable file or an older version's directory, is judged by its age", async () => {
      fs.writeFileSync(lockFile(), '');
      await refuses();
      fs.rmSync(lockFile());
      fs.mkdirSync(lockFile());
      await refuses();
      const old = new Date(Date.now() - 25_000);
      fs.utimesSync(lockFile(), old, old);
      await takesIt();
    });

    it('goes to exactly one of several servers starting together', async () => {
      leaveLock({ pid: await deadPid(), processStart: null });
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () => lockDataDir(dataDir.dir, noop)),
      );
      const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      expect(won).toHaveLength(1);
      for (const r of results) {
        if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DataDirLockedError);
      }
      await won[0]?.release();
    });
  });

  it('keeps its heartbeat, which a server on another host judges it by', async () => {
    const lock = await lockDataDir(dataDir.dir, noop, { heartbeatMs: 50 });
    const file = path.join(dataDir.dir, 'server.lock');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(file, old, old);
    const deadline = Date.now() + 10_000;
    while (Date.now() - fs.statSync(file).mtimeMs > 5_000 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(Date.now() - fs.statSync(file).mtimeMs).toBeLessThan(5_000);
    await lock.release();
  });

  it('tells its holder when the lock was taken away', async () => {
    const lost = jest.fn();
    const lock = await lockDataDir(dataDir.dir, lost, { heartbeatMs: 50 });
    expect(await isDataDirHeld(dataDir.dir)).toBe(true);
    fs.rmSync(path.join(dataDir.dir, 'server.lock'));
    const deadline = Date.now() + 10_000;
    while (lost.mock.calls.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Once: the heartbeat stops after telling.
    expect(lost).toHaveBeenCalledTimes(1);
    await lock.release();
  });

  it(
    'makes a second server on the same DATA_DIR exit 1 with a clear message',
    async () => {
      const held = await lockDataDir(dataDir.dir, () => undefined);
      try {
        const { code, stderr } = await runServer({ DATA_DIR: dataDir.dir });
        expect(code).toBe(1);
        expect(stderr).toContain(`DATA_DIR ${dataDir.dir} is in use by another API server process`);
        expect(stderr).toContain('DATABASE_URL');
      } finally {
        await held.release();
      }
    },
    testTimeoutMs,
  );

  it(
    'makes the server exit 1 with the list of problems when the configuration is bad',
    async () => {
      const { code, stderr } = await runServer({ DATA_DIR: dataDir.dir, PORT: '99999' });
      expect(code).toBe(1);
      expect(stderr).toContain('PORT must be a whole number from 0 to 65535 (got "99999").');
    },
    testTimeoutMs,
  );
});
