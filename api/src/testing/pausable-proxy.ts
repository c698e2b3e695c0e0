import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 between the app and its database, for tests of a database that
 * freezes (`pause`: connections stay open, nothing is forwarded) or stops (`stop`: every
 * connection is cut and new ones are refused). No mock of the driver: the app's real pg pool
 * meets a real silent or closed socket.
 */
export interface PausableProxy {
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  url: string;
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
  /** Listens again on the same port after `stop`. */
  restart(): Promise<void>;
  /**
   * New connections reach the database only after `ms` (0: at once), as on a machine too
   * busy to answer a handshake quickly. Open connections are not slowed.
   */
  delayNewConnections(ms: number): void;
  close(): Promise<void>;
}

export async function startPausableProxy(databaseUrl: string): Promise<PausableProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let paused = false;

  let connectDelayMs = 0;

  const server = net.createServer((client) => {
    if (connectDelayMs === 0) {
      forward(client);
      return;
    }
    client.pause();
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    setTimeout(() => {
      if (!client.destroyed) forward(client);
    }, connectDelayMs);
  });

  const forward = (client: net.Socket) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream);
    upstream.pipe(client);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
      // After pipe(), which would otherwise set the socket flowing again.
      if (paused) socket.pause();
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    if (!paused) client.resume();
  };

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  const proxied = new URL(databaseUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);

  return {
    url: proxied.toString(),
    pause: () => {
      paused = true;
      for (const socket of sockets) socket.pause();
    },
    resume: () => {
      paused = false;
      for (const socket of sockets) socket.resume();
    },
    stop,
    restart: () => listen(port),
    delayNewConnections: (ms) => {
      connectDelayMs = ms;
    },
    close: async () => {
      paused = false;
      await stop();
    },
  };
}
