import { type IncomingMessage, STATUS_CODES } from 'node:http';
import { type Duplex } from 'node:stream';
import { clientAddress } from './client-address';
import { isSameOrigin } from '../kernel/http/same-origin';

export interface UpgradeGateOptions {
  /** Origins besides the server's own allowed to open a socket (CORS_ORIGINS). */
  corsOrigins: readonly string[];
  trustProxyHops: number;
  /** Open sockets one client address may hold (WS_SOCKETS_PER_IP). */
  socketsPerAddress: number;
}

/**
 * Decides on a WebSocket upgrade before the socket is accepted: browsers send cookies and no
 * CORS preflight with a WebSocket, so the Origin is checked here in place of the HTTP path's
 * CSRF check; and one address may hold only so many sockets. A refusal is a plain HTTP answer.
 */
export function createUpgradeGate(options: UpgradeGateOptions) {
  const allowedOrigins = new Set(options.corsOrigins);
  const socketsByAddress = new Map<string, number>();

  /** True when the upgrade may go on; otherwise the refusal has been written. */
  return function admit(request: IncomingMessage, socket: Duplex): boolean {
    if (!isSameOrigin(request, allowedOrigins)) {
      refuseUpgrade(socket, 403, 'This origin may not open a GraphQL WebSocket.');
      return false;
    }
    const address = clientAddress(request, options.trustProxyHops) ?? 'unknown';
    const open = socketsByAddress.get(address) ?? 0;
    if (open >= options.socketsPerAddress) {
      refuseUpgrade(socket, 429, 'Too many open GraphQL WebSockets from this address.');
      return false;
    }
    socketsByAddress.set(address, open + 1);
    socket.once('close', () => {
      const left = (socketsByAddress.get(address) ?? 1) - 1;
      if (left > 0) socketsByAddress.set(address, left);
      else socketsByAddress.delete(address);
    });
    return true;
  };
}

/** Answers the upgrade request with a plain HTTP status: the WebSocket is never opened. */
export function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
