import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { type Logger } from '../../logger';
import { type Backups } from './backups';

/**
 * How `npm run backup` asks the running server for a backup: a Unix socket in DATA_DIR, so
 * only a user who can read the data directory (and so the data) can ask, and nothing listens
 * on the network. The server is the only process that may open the embedded database while it
 * runs, and it dumps it between two statements.
 */
export const backupSocketPath = (dataDir: string): string => path.join(dataDir, 'backup.sock');

/** Linux's limit on a socket path (108 bytes with the terminating zero). */
const maxSocketPathBytes = 107;

export interface BackupSocket {
  close(): Promise<void>;
}

/**
 * Listens for `POST /backup` on DATA_DIR/backup.sock (owner-only). Called once the embedded
 * database is open, so this process holds DATA_DIR's lock and a socket file left there is a
 * crashed server's: it is replaced.
 */
export async function listenForBackupRequests(
  dataDir: string,
  backups: Backups,
  logger: Logger,
): Promise<BackupSocket | undefined> {
  const socketPath = backupSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > maxSocketPathBytes) {
    logger.warn(
      `Backup: DATA_DIR's path is too long for ${socketPath}; \`npm run backup\` cannot reach ` +
        'this server (the daily backup still runs). A shorter DATA_DIR fixes it.',
    );
    return undefined;
  }
  await fs.rm(socketPath, { force: true });
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/backup') {
      answer(404, { error: 'Only POST /backup is served here.' });
      return;
    }
    backups.backupNow().then(
      (file) => answer(200, { file }),
      (error: unknown) => {
        logger.error('Backup: a backup asked for by `npm run backup` failed', error);
        answer(500, { error: `The backup failed: ${(error as Error).message}` });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await fs.chmod(socketPath, 0o600);
  return {
    // A backup asked for is finished (and answered) before the database may close.
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await backups.whenIdle();
      server.closeAllConnections();
      await closed;
    },
  };
}

/** No server is listening: the socket file is missing, or a crashed server's. */
export class NoServerListeningError extends Error {
  constructor(socketPath: string) {
    super(`No server answers on ${socketPath}.`);
    this.name = 'NoServerListeningError';
  }
}

/** Asks the server on DATA_DIR for a backup; resolves with the file it wrote. */
export function requestBackup(dataDir: string): Promise<string> {
  const socketPath = backupSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, path: '/backup', method: 'POST' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        let parsed: { file?: string; error?: string } = {};
        try {
          parsed = JSON.parse(body) as typeof parsed;
        } catch {
          // answered below
        }
        if (res.statusCode === 200 && parsed.file) resolve(parsed.file);
        else reject(new Error(parsed.error ?? `The server answered ${res.statusCode}: ${body}`));
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? new NoServerListeningError(socketPath)
          : error,
      );
    });
    req.end();
  });
}
