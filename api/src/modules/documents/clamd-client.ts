import net from 'node:net';

/** Where clamd listens (config.documents.clamd). */
export type ClamdAddress = { socket: string } | { host: string; port: number };

export type ScanVerdict = { clean: true } | { clean: false; signature: string };

/** clamd could not be reached, or did not answer as clamd does. */
export class ScannerUnavailableError extends Error {
  constructor(reason: string) {
    super(`The virus scanner is unavailable: ${reason}`);
    this.name = 'ScannerUnavailableError';
  }
}

/** INSTREAM chunks: clamd reads each after its 4-byte big-endian length. */
const chunkBytes = 64 * 1024;

/**
 * Scans bytes with clamd's INSTREAM command (the file never touches a disk clamd must read):
 * `zINSTREAM\0`, then length-prefixed chunks, then a zero length; clamd answers
 * `stream: OK`, `stream: <signature> FOUND` or `... ERROR`. Short enough to own rather than
 * depend on a client package; clamd's protocol has not changed in fifteen years.
 */
export function scanWithClamd(
  address: ClamdAddress,
  bytes: Buffer,
  timeoutMs = 30_000,
): Promise<ScanVerdict> {
  return new Promise((resolve, reject) => {
    const socket =
      'socket' in address
        ? net.createConnection(address.socket)
        : net.createConnection(address.port, address.host);
    const replies: Buffer[] = [];
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      outcome();
    };
    socket.setTimeout(timeoutMs, () =>
      finish(() => reject(new ScannerUnavailableError('no answer in time'))),
    );
    socket.on('error', (error) =>
      finish(() =>
        reject(new ScannerUnavailableError((error as NodeJS.ErrnoException).code ?? error.message)),
      ),
    );
    socket.on('data', (data) => replies.push(data));
    socket.on('end', () => finish(() => settle(Buffer.concat(replies).toString('utf8'))));
    socket.on('connect', () => {
      socket.write('zINSTREAM\0');
      for (let at = 0; at < bytes.length; at += chunkBytes) {
        const chunk = bytes.subarray(at, at + chunkBytes);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(chunk.length);
        socket.write(length);
        socket.write(chunk);
      }
      socket.write(Buffer.alloc(4));
    });

    function settle(reply: string) {
      const answer = reply.replace(/\0/g, '').trim();
      const found = /^stream: (.+) FOUND$/.exec(answer);
      if (answer === 'stream: OK') resolve({ clean: true });
      else if (found) resolve({ clean: false, signature: found[1] as string });
      else reject(new ScannerUnavailableError(`unexpected answer "${answer.slice(0, 200)}"`));
    }
  });
}
