import { Worker } from 'node:worker_threads';

/** What the database's thread is asked to do; each request gets one answer with its id. */
type Request = { kind: 'copy'; into: string } | { kind: 'close' };

type Answer =
  | { kind: 'ready'; conn: string }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; id: number; error?: string };

/**
 * The thread's own program, CommonJS run by `eval` so that it is the same from the sources, the
 * build and Jest: PGlite and its socket server, answering the requests above.
 */
const threadProgram = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs/promises');
const { PGlite } = require(${JSON.stringify(require.resolve('@electric-sql/pglite'))});
const { PGLiteSocketServer } = require(${JSON.stringify(require.resolve('@electric-sql/pglite-socket'))});
const messageOf = (error) => (error && error.stack) || String(error);
async function start() {
  const startParams = [...PGlite.defaultStartParams, ...workerData.startParams];
  const db = await PGlite.create(workerData.databaseDir, { startParams });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
  try {
    await server.start();
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  parentPort.on('message', async (request) => {
    try {
      if (request.kind === 'copy') {
        await db.runExclusive(() => fs.cp(workerData.databaseDir, request.into, { recursive: true, errorOnExist: true }));
      } else if (request.kind === 'close') {
        await server.stop();
        await db.close();
      }
      parentPort.postMessage({ kind: 'done', id: request.id });
      if (request.kind === 'close') parentPort.close();
    } catch (error) {
      parentPort.postMessage({ kind: 'done', id: request.id, error: messageOf(error) });
    }
  });
  parentPort.postMessage({ kind: 'ready', conn: server.getServerConn() });
}
start().catch((error) => parentPort.postMessage({ kind: 'failed', message: messageOf(error) }));
`;

export interface DatabaseThread {
  /** host:port of PGlite's socket server, on 127.0.0.1. */
  conn: string;
  /** Copies the database's files into `into` between two statements (see embedded-database.ts). */
  copyDataDir(into: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Runs PGlite and its socket server on a thread of their own. PostgreSQL's work then runs beside
 * the server's JavaScript instead of taking turns with it on one thread: a 100-row insert of
 * page views held the server's thread 2 to 16 ms, which every request waiting behind it paid
 * (`npm run bench:insights`, `npm run bench:chat`). `onLost` is called if the thread ends while
 * the database is open: the server cannot go on without it.
 */
export async function startDatabaseThread(
  databaseDir: string,
  /** PostgreSQL settings added to PGlite's defaults. */
  startParams: readonly string[],
  onLost: (error: Error) => void,
): Promise<DatabaseThread> {
  const worker = new Worker(threadProgram, {
    eval: true,
    workerData: { databaseDir, startParams },
    // A plain CommonJS program: the server's loaders (-r @swc-node/register) would only slow its
    // start. V8's flags (--liftoff-only) are the process's and apply here all the same.
    execArgv: [],
    // As the server's --max-semi-space-size=2 (V8's young generation is three semi-spaces): the
    // thread's JavaScript only passes messages between the socket and PGlite.
    resourceLimits: { maxYoungGenerationSizeMb: 6 },
  });
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let closing = false;

  const conn = await new Promise<string>((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`The embedded database's thread ended while starting (exit code ${code})`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.on('message', function untilReady(answer: Answer) {
      if (answer.kind === 'done') return;
      worker.off('message', untilReady);
      worker.off('error', reject);
      worker.off('exit', onExit);
      if (answer.kind === 'ready') resolve(answer.conn);
      else reject(new Error(answer.message));
    });
  }).catch(async (error: Error) => {
    await worker.terminate();
    throw error;
  });

  worker.on('message', (answer: Answer) => {
    if (answer.kind !== 'done') return;
    const request = pending.get(answer.id);
    pending.delete(answer.id);
    if (answer.error) request?.reject(new Error(answer.error));
    else request?.resolve();
  });
  // An error is followed by the exit: the server hears of the loss once, with its cause.
  let failure: Error | undefined;
  worker.on('error', (error) => {
    failure = error;
  });
  worker.on('exit', (code) => {
    const ended = new Error(
      `The embedded database's thread ended (exit code ${code})` +
        (failure ? `: ${failure.message}` : ''),
    );
    for (const request of pending.values()) request.reject(ended);
    pending.clear();
    if (!closing) onLost(ended);
  });

  const ask = (request: Request) =>
    new Promise<void>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });

  return {
    conn,
    copyDataDir: (into) => ask({ kind: 'copy', into }),
    close: async () => {
      closing = true;
      try {
        await ask({ kind: 'close' });
      } finally {
        await worker.terminate();
      }
    },
  };
}
