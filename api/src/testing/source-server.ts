import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { pgliteNodeFlags } from './pglite-node-flags';

const apiRoot = path.resolve(__dirname, '..', '..');

/** What main.ts logs once it serves (after the database, the migrations and listen). */
const listening = /Listening on (http:\/\/127\.0\.0\.1:\d+)/;

export interface SourceServer {
  url: string;
  child: ChildProcess;
  /** The server's output so far, for failure messages. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Runs the real entry point (src/main.ts, compiled as it loads by @swc-node/register) in a process
 * of its own, which a test may kill, and resolves once it logs that it is listening. Rejects with
 * the server's output if it exits first, or after `timeoutMs`. No build needed.
 */
export function startSourceServer(
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<SourceServer> {
  const child = spawn(
    process.execPath,
    [...pgliteNodeFlags, '-r', '@swc-node/register', 'src/main.ts'],
    {
      cwd: apiRoot,
      env: { ...env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let text = '';
  let listeningUrl: string | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not listen within ${timeoutMs} ms:\n${text.slice(-4000)}`));
    }, timeoutMs);
    // Read for as long as the server runs (a full pipe would block it), keeping the tail.
    const read = (chunk: Buffer) => {
      text = (text + chunk.toString()).slice(-20_000);
      listeningUrl ??= listening.exec(text)?.[1];
      if (!listeningUrl) return;
      clearTimeout(timer);
      resolve({ url: listeningUrl, child, output: () => text, exited });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('error', reject);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (code ${code}) before listening:\n${text.slice(-4000)}`));
    });
  });
}
