import net from 'node:net';

export interface RoundTripProxy {
  /** `databaseUrl` with its host and port pointing at the proxy. */
  url: string;
  /** Round trips the clients made so far: simple queries plus extended-protocol Syncs. */
  roundTrips(): number;
  close(): Promise<void>;
}

/**
 * A loopback TCP proxy in front of PostgreSQL that counts round trips without touching the
 * server under test: every simple query ('Q') and every Sync ('S', which ends one extended-query
 * exchange: Parse/Bind/Execute of one parameterized statement) is one wait for the database.
 */
export async function startRoundTripProxy(databaseUrl: string): Promise<RoundTripProxy> {
  const target = new URL(databaseUrl);
  let count = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    const countMessages = frontendMessageCounter((type) => {
      if (type === 'Q' || type === 'S') count += 1;
    });
    client.on('data', (chunk) => {
      countMessages(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    roundTrips: () => count,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Splits the client's byte stream into protocol messages: the startup message has no type byte
 * (length first), every later one is a type byte and a length that counts itself.
 */
function frontendMessageCounter(onMessage: (type: string) => void): (chunk: Buffer) => void {
  let buffered = Buffer.alloc(0);
  let started = false;
  return (chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (;;) {
      if (!started) {
        if (buffered.length < 4) return;
        const length = buffered.readInt32BE(0);
        if (buffered.length < length) return;
        const code = buffered.readInt32BE(4);
        // An SSLRequest (80877103) is answered 'N' and followed by the real startup message.
        if (code !== 80877103) started = true;
        buffered = buffered.subarray(length);
        continue;
      }
      if (buffered.length < 5) return;
      const length = buffered.readInt32BE(1);
      if (buffered.length < length + 1) return;
      onMessage(String.fromCharCode(buffered[0]!));
      buffered = buffered.subarray(length + 1);
    }
  };
}
