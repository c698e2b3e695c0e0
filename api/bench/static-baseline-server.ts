import http from 'node:http';
import { type AddressInfo } from 'node:net';

/**
 * The baseline of `npm run bench:serving`: the least a Node server can do to send the site's
 * responses. It holds each recorded response (status, headers, body bytes exactly as the app
 * sent them) in memory and writes it back by URL; nothing else. Runs as a child process and is
 * driven over IPC: `load` the responses, then `cpu` for process.cpuUsage().
 */
export interface RecordedResponse {
  path: string;
  status: number;
  headers: Record<string, string>;
  /** base64, to cross the IPC channel intact. */
  body: string;
}

export type BaselineRequest = { type: 'load'; responses: RecordedResponse[] } | { type: 'cpu' };
export type BaselineReply =
  { type: 'listening'; port: number } | { type: 'cpu'; usage: NodeJS.CpuUsage };

const held = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();

const server = http.createServer((req, res) => {
  const response = held.get(req.url ?? '');
  if (!response) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(response.status, response.headers);
  res.end(response.body);
});

function reply(message: BaselineReply): void {
  process.send?.(message);
}

process.on('message', (message: BaselineRequest) => {
  if (message.type === 'cpu') {
    reply({ type: 'cpu', usage: process.cpuUsage() });
    return;
  }
  for (const { path, status, headers, body } of message.responses) {
    held.set(path, { status, headers, body: Buffer.from(body, 'base64') });
  }
  server.listen(0, '127.0.0.1', () => {
    reply({ type: 'listening', port: (server.address() as AddressInfo).port });
  });
});

// The bench went away: so does the baseline.
process.on('disconnect', () => process.exit(0));
