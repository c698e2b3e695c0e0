import autocannon from 'autocannon';
import { benchBlogPostsQuery } from '../src/http/bench.routes';
import { startBenchServer } from './bench-server';

/**
 * `npm run bench`: each real path beside a baseline served from memory by the same process
 * (the same JSON, through Express, without services, database or GraphQL), so the figure that
 * matters is the ratio. Target: blog reads within 2x of their baseline.
 */
const durationSeconds = 5;
const connections = 10;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  baselinePath: string;
  body?: string;
  /** Reads are held to the 2x target; writes are reported only. */
  target?: number;
}

const json = { 'content-type': 'application/json' };
const contactBody = JSON.stringify({
  name: 'Bench Visitor',
  email: 'bench@example.com',
  phone: '',
  company: '',
  message: 'Load test of the contact endpoint.',
  service: 'Lease Checks',
  location: 'Tyler TX',
});

const targets: Target[] = [
  {
    name: 'GET /api/blog',
    method: 'GET',
    path: '/api/blog',
    baselinePath: '/__bench/blog',
    target: 2,
  },
  {
    name: 'GraphQL blogPosts',
    method: 'POST',
    path: '/graphql',
    baselinePath: '/__bench/graphql',
    body: JSON.stringify({ query: benchBlogPostsQuery }),
    target: 2,
  },
  {
    name: 'POST /api/contacts',
    method: 'POST',
    path: '/api/contacts',
    baselinePath: '/__bench/contacts',
    body: contactBody,
  },
];

async function measure(url: string, target: Target, path: string, duration = durationSeconds) {
  const result = await autocannon({
    url: `${url}${path}`,
    method: target.method,
    headers: json,
    body: target.body,
    connections,
    duration,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${target.method} ${path}: ${failed} failed requests`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main(): Promise<void> {
  const server = await startBenchServer(process.env.DATABASE_URL || undefined);
  const rows: string[][] = [];
  let missed = false;
  try {
    console.log(
      `Bench: ${server.database}, ${connections} connections, ${durationSeconds} s per run\n`,
    );
    for (const target of targets) {
      await measure(server.url, target, target.path, 1); // warm caches and JIT
      const baseline = await measure(server.url, target, target.baselinePath);
      const real = await measure(server.url, target, target.path);
      const ratio = baseline.rps / real.rps;
      const verdict = target.target
        ? ratio <= target.target
          ? 'ok'
          : `over ${target.target}x`
        : '';
      if (target.target && ratio > target.target) missed = true;
      rows.push([
        target.name,
        real.rps.toFixed(0),
        `${real.p99} ms`,
        baseline.rps.toFixed(0),
        `${baseline.p99} ms`,
        `${ratio.toFixed(2)}x`,
        verdict,
      ]);
    }
  } finally {
    await server.stop();
  }
  printTable(['path', 'req/s', 'p99', 'baseline req/s', 'baseline p99', 'cost', 'target'], rows);
  console.log(
    '\ncost = baseline req/s / real req/s (1.00x = as fast as serving the JSON from memory)',
  );
  if (missed) process.exitCode = 1;
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
