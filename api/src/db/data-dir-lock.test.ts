import { spawn } from 'node:child_process';
import path from 'node:path';
import { tempDir } from '../testing/test-config';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

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
