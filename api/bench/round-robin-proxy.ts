import http from 'node:http';
import net from 'node:net';

export interface RunningProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A tiny load balancer on 127.0.0.1 for the cluster bench: each HTTP request and each WebSocket
 * upgrade goes to the next target in turn, with no stickiness (as nginx does in
 * docker-compose.yml), so a chat's socket and its messages often land on different instances.
 */
export function startRoundRobinProxy(targets: readonly string[]): Promise<RunningProxy> {
  const upstreams = targets.map((target) => new URL(target));
  let turn = 0;
  const next = () => upstreams[turn++ % upstreams.length]!;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

  const server = http.createServer((req, res) => {
    const target = next();
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  // WebSockets: replay the upgrade request to the chosen instance, then splice the sockets.
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const target = next();
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const headers = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        headers.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    const closeBoth = () => {
      socket.destroy();
      upstream.destroy();
    };
    upstream.on('error', closeBoth);
    socket.on('error', closeBoth);
    upstream.on('close', closeBoth);
    socket.on('close', closeBoth);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            agent.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
