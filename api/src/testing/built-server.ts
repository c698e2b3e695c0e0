import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port';
import { pgliteNodeFlags } from './pglite-node-flags';
import { databaseTestNaming, noDatabaseUrl } from './test-databases';

const apiRoot = path.resolve(__dirname, '..', '..');
export const builtMain = path.join(apiRoot, 'dist', 'main.js');

export interface BuiltServer {
  url: string;
  child: ChildProcess;
  /** The last lines the server printed, for error messages. */
  output: string[];
  /** SIGTERM (graceful), then SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/** What the server prints when its port was taken (server.ts PortInUseError). */
const portTaken = /is already in use/;

/**
 * Starts the built server (api/dist/main.js, or another build's `main`) in its own process on a
 * free loopback port, so load generation and serving do not share an event loop, and the site's
 * ES-module render entry loads as in production. Resolves once /healthz answers.
 *
 * The port is free when asked for, but the server binds it only after its database has started
 * (seconds on a busy machine), and meanwhile any process's connection may take it: then the
 * server stops, and it is started again on another port.
 */
export async function startBuiltServer(
  env: NodeJS.ProcessEnv,
  main = builtMain,
  nodeFlags: readonly string[] = pgliteNodeFlags,
): Promise<BuiltServer> {
  if (!fs.existsSync(main)) {
    throw new Error(`${path.relative(apiRoot, main)} is missing: run \`npm run build\` first.`);
  }
  if (env.DATABASE_URL === noDatabaseUrl) throw new Error(databaseTestNaming);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(env, main, nodeFlags);
    } catch (error) {
      if (attempt >= 3 || !portTaken.test(String((error as Error).message))) throw error;
    }
  }
}

async function startOnce(
  env: NodeJS.ProcessEnv,
  main: string,
  nodeFlags: readonly string[],
): Promise<BuiltServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeFlags, main], {
    cwd: apiRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 100) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: BuiltServer = {
    url: `http://127.0.0.1:${port}`,
    child,
    output,
    stop: () => stopProcess(child),
  };
  try {
    await waitForHealth(server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

const healthDeadlineMs = 10 * 60_000;

async function waitForHealth(server: BuiltServer): Promise<void> {
  // A first start of the embedded database runs initdb (a few seconds).
  // The server waits for its own database (DATABASE_STARTUP_TIMEOUT_MS) and exits if it gives
  // up: on a busy machine a first start can take minutes, so this only bounds a hang.
  const deadline = Date.now() + healthDeadlineMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(
        `The server exited with code ${server.child.exitCode}:\n${server.output.join('')}`,
      );
    }
    const healthy = await fetch(`${server.url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `The server did not become healthy within ${healthDeadlineMs / 1000} s:\n${server.output.join('')}`,
  );
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
