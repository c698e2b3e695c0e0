import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { type Logger } from '../logger';
import { lockDataDir } from './data-dir-lock';

export interface EmbeddedDatabase {
  /** postgres:// URL of the loopback socket server, for the ordinary `pg` driver. */
  url: string;
  close(): Promise<void>;
}

/**
 * PGlite (PostgreSQL compiled to WebAssembly) in this process, served on a loopback port so that
 * TypeORM keeps its ordinary postgres driver. ONE connection only: with more, the socket server
 * interleaves queries of different connections and the protocol breaks (electric-sql/pglite#1046).
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  logger: Logger,
  onLockLost: (error: Error) => void,
): Promise<EmbeddedDatabase> {
  const lock = await lockDataDir(dataDir, onLockLost);
  let db: PGlite | undefined;
  let server: PGLiteSocketServer | undefined;
  try {
    const started = Date.now();
    // A new directory runs initdb first: a few seconds and several hundred MB, once.
    db = await PGlite.create(path.join(dataDir, 'pglite'));
    server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
    await server.start();
    logger.info(`Embedded database ready in ${Date.now() - started} ms (files in ${dataDir})`);
  } catch (error) {
    await server?.stop().catch(() => undefined);
    await db?.close().catch(() => undefined);
    await lock.release();
    throw error;
  }
  const [host, port] = server.getServerConn().split(':');

  return {
    url: `postgres://postgres@${host}:${port}/postgres`,
    close: async () => {
      await server?.stop();
      await db?.close();
      await lock.release();
    },
  };
}
