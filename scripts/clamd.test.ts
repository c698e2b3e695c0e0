import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

jest.setTimeout(60_000);

const root = join(__dirname, '..');
const eicarSignatures = join(root, 'api/src/modules/documents/testing/eicar-test.ndb');
const clamdBinary = ['/usr/sbin/clamd', '/usr/local/sbin/clamd', '/usr/bin/clamd'].find((path) =>
  existsSync(path),
);

interface Outcome {
  lines: string[];
  result: { state: string; socket?: string; pid?: number; ready?: boolean };
  /** ensureClamd asked a second time while the clamd it started runs. */
  again?: { state: string; socket?: string };
}

/**
 * Runs scripts/clamd.mjs's ensureClamd in a node process of its own, as `npm start` does:
 * what it logs, what it answered and, when it started clamd, whether clamd became ready.
 * The process then exits, as the server does on shutdown.
 */
function ensure(options: Record<string, unknown>): Promise<Outcome> {
  const script = `
    import { ensureClamd } from ${JSON.stringify(join(root, 'scripts/clamd.mjs'))};
    const lines = [];
    const result = await ensureClamd({ ...${JSON.stringify(options)}, log: (line) => lines.push(line) });
    const ready = result.ready ? await result.ready : undefined;
    // Asked again while its clamd runs (a second start): it is found, not started twice.
    const again = ready ? (await ensureClamd({ ...${JSON.stringify(options)}, log: () => {} })) : undefined;
    process.stdout.write(JSON.stringify({ lines, result: { ...result, ready }, again }));
    process.exit(0);`;
  return new Promise((resolve, reject) => {
    execFile(
      'node',
      ['--input-type=module', '-e', script],
      { encoding: 'utf8', timeout: 50_000 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as Outcome)),
    );
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start and the virus scanner (scripts/clamd.mjs)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'start-clamd-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const base = () => ({
    address: { socket: join(dir, 'nothing-here.sock') },
    explicitSocket: false,
    dataDir: join(dir, 'data'),
    maxBytes: 20 * 1024 * 1024,
  });

  it('says plainly that uploads answer 503 when clamd is not installed', async () => {
    const { result, lines } = await ensure({ ...base(), binary: null });
    expect(result.state).toBe('missing');
    expect(lines.join('\n')).toMatch(/clamd is not installed .* answer 503/);
  });

  it('without a signature database, does not start clamd and says uploads answer 503', async () => {
    const empty = join(dir, 'no-signatures');
    mkdirSync(empty);
    const started = Date.now();
    const { result, lines } = await ensure({
      ...base(),
      binary: clamdBinary ?? '/usr/sbin/clamd',
      databaseDir: empty,
    });
    expect(result.state).toBe('no-signatures');
    expect(lines.join('\n')).toMatch(/holds no signature database.*freshclam.*answer 503/);
    // It says so at once rather than waiting for a scanner that will not come.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('only checks a clamd on another machine (CLAMD_HOST)', async () => {
    const { result, lines } = await ensure({ ...base(), address: { host: '127.0.0.1', port: 1 } });
    expect(result.state).toBe('remote');
    expect(lines.join('\n')).toMatch(/no clamd answers at CLAMD_HOST 127.0.0.1:1/);
  });

  const withClamd = clamdBinary ? it : it.skip;

  withClamd(
    'starts clamd on a socket in DATA_DIR, ready once it answers, found when asked again; stops with the server',
    async () => {
      const signatures = join(dir, 'signatures');
      mkdirSync(signatures);
      copyFileSync(eicarSignatures, join(signatures, 'eicar-test.ndb'));
      const options = { ...base(), databaseDir: signatures };
      const first = await ensure(options);
      expect(first.result).toMatchObject({
        state: 'started',
        socket: join(dir, 'data', 'clamd', 'clamd.sock'),
        ready: true,
      });
      expect(first.lines.at(-1)).toMatch(/clamd ready on /);
      expect(first.again).toEqual({ state: 'running', socket: first.result.socket });
      // The "server" exited: its clamd went with it.
      const pid = first.result.pid as number;
      const deadline = Date.now() + 10_000;
      while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(isAlive(pid)).toBe(false);

      // CLAMD_SOCKET set: clamd is started on that very socket; a second start finds it running.
      const socket = join(dir, 'explicit.sock');
      const explicit = { ...options, address: { socket }, explicitSocket: true };
      const started = await ensure(explicit);
      expect(started.result).toMatchObject({ state: 'started', socket, ready: true });
      expect(started.again).toEqual({ state: 'running', socket });
    },
  );
});
