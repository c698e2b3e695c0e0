import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtMain } from '../src/testing/built-server';
import { freePort } from '../src/testing/free-port';
import { printTable } from './print-table';

/**
 * `npm run bench:startup [-- --busy 6]`: starts the built server on the embedded database while
 * `busy` CPU-bound processes (default 6, on this 2-core machine) load every core, and checks
 * that each start succeeds:
 *   1. a first start (a new DATA_DIR: PGlite's initdb, the migrations, the blog sync);
 *   2. a restart on that directory (the database already there);
 *   3. two instances started together on one new DATA_DIR: one serves, the other stops with
 *      the data-directory lock's message (never a connection timeout);
 *   4. two instances started together, each on its own new DATA_DIR: both serve.
 * The busy processes are bounded loops, stopped by this script. Exits 1 on any failure.
 */

const startDeadlineMs = 10 * 60_000;
const busyMaxMs = 30 * 60_000;
const lockRefusal = /is in use by another API server process/;

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number.`);
  return value;
}

/** One CPU-bound process, spinning until stopped (or for busyMaxMs at most). */
function busyProcess(): ChildProcess {
  return spawn(
    process.execPath,
    ['-e', `const end = Date.now() + ${busyMaxMs}; let x = 0; while (Date.now() < end) x += 1;`],
    { stdio: 'ignore' },
  );
}

interface StartOutcome {
  /** 'serving' once /healthz answered 200; 'exited' if the process ended first. */
  state: 'serving' | 'exited' | 'timed out';
  ms: number;
  output: string;
  stop(): Promise<void>;
}

/** Starts dist/main.js on DATA_DIR `dataDir` and waits until it serves or stops. */
async function startInstance(dataDir: string): Promise<StartOutcome> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [builtMain], {
    cwd: path.resolve(__dirname, '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(killer);
  };

  while (Date.now() - started < startDeadlineMs) {
    if (exited) return { state: 'exited', ms: Date.now() - started, output, stop };
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
        signal: AbortSignal.timeout(5_000),
      });
      if (response.status === 200) {
        return { state: 'serving', ms: Date.now() - started, output, stop };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { state: 'timed out', ms: Date.now() - started, output, stop };
}

/** The start-up lines a server printed (what it waited for), and any "Cannot start". */
function startupLines(output: string): string {
  return output
    .split('\n')
    .filter((line) => /Start-up|Embedded database ready|Cannot start/.test(line))
    .map((line) => {
      try {
        return String((JSON.parse(line) as { msg?: unknown }).msg);
      } catch {
        return line;
      }
    })
    .join(' | ');
}

async function main(): Promise<void> {
  if (!fs.existsSync(builtMain)) throw new Error('Run `npm run build` first (api/dist/main.js).');
  const busyCount = argument('busy', 6);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'landman-startup-'));
  const busy = Array.from({ length: busyCount }, busyProcess);
  const rows: string[][] = [];
  let failed = false;
  const record = (scenario: string, outcome: StartOutcome, expected: boolean) => {
    if (!expected) failed = true;
    rows.push([
      scenario,
      outcome.state,
      `${(outcome.ms / 1000).toFixed(1)} s`,
      expected ? 'ok' : 'FAILED',
    ]);
    console.log(`${scenario}: ${outcome.state} after ${outcome.ms} ms`);
    console.log(`  ${startupLines(outcome.output) || outcome.output.slice(-500)}`);
  };

  try {
    console.log(`Start-up on the embedded database beside ${busyCount} CPU-bound processes\n`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const dir = path.join(root, 'one');
    const first = await startInstance(dir);
    record('1. first start (new DATA_DIR)', first, first.state === 'serving');
    await first.stop();

    const again = await startInstance(dir);
    record('2. restart (existing DATA_DIR)', again, again.state === 'serving');
    await again.stop();

    const shared = path.join(root, 'shared');
    const pair = await Promise.all([startInstance(shared), startInstance(shared)]);
    const serving = pair.filter((outcome) => outcome.state === 'serving');
    for (const [index, outcome] of pair.entries()) {
      const fine =
        serving.length === 1 &&
        (outcome.state === 'serving' ||
          (outcome.state === 'exited' && lockRefusal.test(outcome.output)));
      record(`3. together on one DATA_DIR (#${index + 1})`, outcome, fine);
    }
    await Promise.all(pair.map((outcome) => outcome.stop()));

    const apart = await Promise.all([
      startInstance(path.join(root, 'a')),
      startInstance(path.join(root, 'b')),
    ]);
    for (const [index, outcome] of apart.entries()) {
      record(`4. together, own DATA_DIRs (#${index + 1})`, outcome, outcome.state === 'serving');
    }
    await Promise.all(apart.map((outcome) => outcome.stop()));
  } finally {
    for (const child of busy) child.kill('SIGKILL');
    fs.rmSync(root, { recursive: true, force: true });
  }

  console.log(
    `\nLoad average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')}`,
  );
  printTable(['scenario', 'outcome', 'time', 'result'], rows);
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
