import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { pgliteNodeFlags } from '../../testing/pglite-node-flags';
import { fixtureBlogDir, tempDir } from '../../testing/test-config';

/**
 * `npm run backup` while leads keep arriving at a server on the embedded database, then
 * `npm run restore` into a fresh DATA_DIR: a server started there has every lead acknowledged
 * before the backup began. Servers and commands run as processes of their own, as in
 * production (PGlite loads as an ES module, which Jest's CommonJS runtime cannot).
 */
const apiRoot = path.resolve(__dirname, '..', '..', '..');
/** Generous: a start compiles the API as it loads (@swc-node/register) on a shared machine. */
const startTimeoutMs = 120_000;

jest.setTimeout(6 * startTimeoutMs);

describe('backup and restore of the embedded database', () => {
  const scratch: ReturnType<typeof tempDir>[] = [];
  const servers: Server[] = [];
  let writer: LeadWriter | undefined;
  afterAll(async () => {
    writer?.stop();
    for (const server of servers) await server.stop();
    for (const dir of scratch) dir.remove();
  });
  const newDir = (label: string) => {
    const dir = tempDir(label);
    scratch.push(dir);
    return dir.dir;
  };
  const start = async (dataDir: string) => {
    const server = await startServer(dataDir);
    servers.push(server);
    return server;
  };

  it('backs up during writes; the restored copy has every acknowledged lead', async () => {
    const dataDir = newDir('backup-live');
    const server = await start(dataDir);

    const leads = (writer = new LeadWriter(server.url));
    const writing = leads.run(3);
    await until(() => leads.acknowledged.length >= 20);

    const backupStarted = Date.now();
    const backup = await command(['backup'], dataDir);
    const backupEnded = Date.now();
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.stdout).toMatch(/Backup written by the running server: /);
    const file = /: (\S+)\s*$/.exec(backup.stdout)?.[1] as string;
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));

    await until(() => leads.acknowledged.some((lead) => lead.at > backupEnded + 1_000));
    leads.stop();
    await writing;
    const before = leads.acknowledged.filter((lead) => lead.at < backupStarted);
    const during = leads.acknowledged.filter((l) => l.at >= backupStarted && l.at <= backupEnded);
    const after = leads.acknowledged.filter((lead) => lead.at > backupEnded + 1_000);
    // Leads were taken while the backup was: the server did not stop to take it.
    expect(during.length).toBeGreaterThan(0);
    expect(before.length).toBeGreaterThanOrEqual(20);

    // Restoring over the running server's directory is refused, and changes nothing.
    const refused = await command(['restore', file], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Refusing to restore: a running API server holds DATA_DIR/);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('pglite'))).toEqual(['pglite']);
    await server.stop();

    const freshDir = newDir('backup-restored');
    const restored = await command(['restore', file], freshDir);
    expect(restored).toMatchObject({ code: 0 });
    expect(restored.stdout).toMatch(/Restored .*\nThere was no database there before/);

    // A server starts on the restored directory and takes leads.
    const second = await start(freshDir);
    expect((await postLead(second.url)).status).toBe(201);
    await second.stop();

    const ids = new Set(await contactIds(freshDir));
    // Every lead acknowledged before the backup began is there...
    expect(before.filter((lead) => !ids.has(lead.id))).toEqual([]);
    // ...and none acknowledged well after it ended: the copy is of that moment.
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((lead) => ids.has(lead.id))).toEqual([]);
    console.info(
      `backup during writes: ${before.length} leads acknowledged before it, all restored; ` +
        `${during.length} acknowledged while it was taken (${backupEnded - backupStarted} ms, ` +
        `the command's start included); ${Math.round(fs.statSync(file).size / 1024)} KB`,
    );
  });

  it('restoring into a stopped directory keeps the database that was there', async () => {
    const dataDir = newDir('backup-again');
    const server = await start(dataDir);
    expect((await postLead(server.url)).status).toBe(201);
    await server.stop();
    // No server running: the command opens the stopped database itself.
    const backup = await command(['backup'], dataDir);
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.stdout).toMatch(/No server is running; backup of the stopped database written/);
    const file = /: (\S+)\s*$/.exec(backup.stdout)?.[1] as string;

    const restored = await command(['restore', file], dataDir);
    expect(restored).toMatchObject({ code: 0 });
    const kept = fs
      .readdirSync(dataDir)
      .filter((name) => name.startsWith('pglite.before-restore-'));
    expect(kept).toHaveLength(1);
    expect(restored.stdout).toContain(path.join(dataDir, kept[0] as string));
    expect(fs.existsSync(path.join(dataDir, kept[0] as string, 'PG_VERSION'))).toBe(true);

    const notABackup = path.join(dataDir, 'notes.tar.gz');
    fs.writeFileSync(notABackup, 'not a backup');
    const refused = await command(['restore', notABackup], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not a readable backup/);
  });
});

function environment(dataDir: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _worker, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BLOG_CONTENT_DIR: fixtureBlogDir,
    MAIL_ACKS_PER_HOUR: '0',
    CONTACT_IP_PER_HOUR: '100000',
    CONTACT_EMAIL_PER_HOUR: '100000',
    CONTACT_GLOBAL_PER_MINUTE: '100000',
    // This test judges what a backup holds, not capacity on a loaded 2-core machine.
    DATABASE_CONNECT_TIMEOUT_MS: '15000',
    DATABASE_STATEMENT_TIMEOUT_MS: '15000',
  };
}

/** `npm run backup` / `npm run restore -- <file>`, as the package scripts run them. */
async function command(args: string[], dataDir: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [...pgliteNodeFlags, 'bin/command.cjs', ...args],
      { cwd: apiRoot, env: environment(dataDir), timeout: startTimeoutMs },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });
}

/** The ids in the stopped directory's contacts table, read as the next start would. */
async function contactIds(dataDir: string): Promise<string[]> {
  const script = `
    import { PGlite } from '@electric-sql/pglite';
    const db = await PGlite.create(${JSON.stringify(path.join(dataDir, 'pglite'))});
    const { rows } = await db.query('SELECT id::text AS id FROM contacts');
    process.stdout.write(JSON.stringify(rows.map((row) => row.id)));
    await db.close();`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...pgliteNodeFlags, '--input-type=module', '-e', script],
    { cwd: apiRoot, maxBuffer: 10 * 1024 * 1024, timeout: startTimeoutMs },
  );
  return JSON.parse(stdout) as string[];
}

interface Server {
  url: string;
  /** SIGTERM, the graceful stop; resolves once the process has exited. */
  stop(): Promise<void>;
}

/** src/main.ts in its own process (compiled as it loads), once it logs that it listens. */
function startServer(dataDir: string): Promise<Server> {
  const child: ChildProcess = spawn(
    process.execPath,
    [...pgliteNodeFlags, '-r', '@swc-node/register', 'src/main.ts'],
    {
      cwd: apiRoot,
      env: { ...environment(dataDir), HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not listen in time:\n${output.slice(-4000)}`));
    }, startTimeoutMs);
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const url = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({ url, stop });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The server exited before listening:\n${output.slice(-4000)}`));
    });
  });
}

let leadNumber = 0;
async function postLead(url: string) {
  leadNumber += 1;
  const res = await fetch(`${url}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Dana Whitfield',
      email: `backup-${leadNumber}-${process.pid}@example.com`,
      message: `Lease offer on section ${leadNumber} in Loving County.`,
    }),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, json: (await res.json()) as { id?: string } };
}

/** Writers posting leads one after another; a lead counts once its 201 has arrived. */
class LeadWriter {
  readonly acknowledged: { id: string; at: number }[] = [];
  private stopped = false;

  constructor(private readonly url: string) {}

  async run(writers: number): Promise<void> {
    await Promise.all(
      Array.from({ length: writers }, async () => {
        while (!this.stopped) {
          const { status, json } = await postLead(this.url).catch(() => ({
            status: 0,
            json: {} as { id?: string },
          }));
          if (status === 201 && json.id) this.acknowledged.push({ id: json.id, at: Date.now() });
        }
      }),
    );
  }

  stop(): void {
    this.stopped = true;
  }
}

async function until(check: () => boolean, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
