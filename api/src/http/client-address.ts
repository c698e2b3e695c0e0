import { type IncomingMessage } from 'node:http';

/**
 * The client's address as Express's `req.ip` computes it with `trust proxy` set to a hop count:
 * the address `hops` steps back along X-Forwarded-For. For requests Express never sees
 * (WebSocket upgrades).
 */
export function clientAddress(
  request: IncomingMessage,
  trustProxyHops: number,
): string | undefined {
  const forwarded = request.headers['x-forwarded-for'];
  const chain = [
    request.socket.remoteAddress,
    ...(typeof forwarded === 'string'
      ? forwarded
          .split(',')
          .map((a) => a.trim())
          .reverse()
      : []),
  ];
  return chain[Math.min(trustProxyHops, chain.length - 1)];
}
