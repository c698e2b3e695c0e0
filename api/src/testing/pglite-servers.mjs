/**
 * Serves one embedded PGlite database on loopback, in a process of its own: jest-global-setup.ts
 * starts one of these per Jest worker when DATABASE_URL is unset.
 *
 * A process of its own because PGlite used to run inside Jest's parent process; when its
 * WebAssembly runtime aborted there it took Jest's exit code with it and a run with failing tests
 * could exit 0. Out here, a crash only ends this process: the tests that needed it fail, and the
 * parent reports the loss. One database per process because PGlite answers on its process's one
 * thread: the workers' databases in one process queued every worker's queries behind each other.
 *
 * Usage: node pglite-servers.mjs — prints the connection URL as one line on stdout, then serves
 * until stdin closes or SIGTERM arrives.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const db = await PGlite.create();
// One connection, as in production (more would interleave queries). A test file that connects
// while the previous file's connection is still closing retries: see connect-retry.ts.
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
await server.start();
// A query holds this process's one thread, so a client that gives up on it (query timeout) and
// its successor's connection are both handled after it: the successor finds the slot still
// taken. pglite-socket (0.2.17) then writes an error and ends its side of the socket but never
// reads it, so the client's close goes unseen and the socket stays open, counted by Node against
// maxConnections: every later connection was dropped and the database lost for the rest of the
// run. Once this side is ended there is nothing left to say on a socket: close it.
server.server.on('connection', (socket) => socket.once('finish', () => socket.destroy()));

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.stop();
  await db.close();
  process.exit(0);
}
process.stdin.on('end', () => void stop());
process.stdin.resume();
process.on('SIGTERM', () => void stop());

process.stdout.write(`postgres://postgres@${server.getServerConn()}/postgres\n`);
