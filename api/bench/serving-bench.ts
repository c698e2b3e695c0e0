import { type ChildProcess, fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { locationPaths, servicePaths } from '@landman/content';
import { startBenchServer } from './bench-server';
import { printTable } from './print-table';
import {
  type BaselineReply,
  type BaselineRequest,
  type RecordedResponse,
} from './static-baseline-server';

/**
 * `npm run bench:serving`: the website's pages and assets as the app serves them, beside a
 * minimal node:http server holding the very same responses (status, headers, bytes) in memory.
 * Both run in their own process; each is asked for process.cpuUsage() before and after a load
 * run, so the figure is server CPU per request, whatever the load generator costs. Target: the
 * app within 2x the baseline's CPU for every path.
 */
const durationSeconds = 3;
const warmSeconds = 1;
/** Runs per side and path, app and baseline taking turns; the median is reported. */
const rounds = 3;
const connections = 10;
const targetRatio = 2;
/** What Chrome sends: brotli must win. */
const acceptEncoding = 'gzip, deflate, br, zstd';

interface Family {
  name: string;
  path: string;
  status: number;
}

interface Run {
  rps: number;
  cpuMicrosPerRequest: number;
}

/** One GET, body as sent on the wire (never decompressed). */
function record(base: string, urlPath: string): Promise<RecordedResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${urlPath}`, { headers: { 'accept-encoding': acceptEncoding } });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          // Node writes these itself on every response.
          if (['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) continue;
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        const body = Buffer.concat(chunks).toString('base64');
        resolve({ path: urlPath, status: res.statusCode ?? 0, headers, body });
      });
    });
    req.on('error', reject);
  });
}

/** The paths to measure, found on the running site (the asset's hash changes with each build). */
async function families(base: string): Promise<Family[]> {
  const home = await fetch(base).then((response) => response.text());
  const asset = /"(\/assets\/[\w.-]+\.js)"/.exec(home)?.[1];
  if (!asset) throw new Error('No /assets/*.js on the home page: is web/dist built?');
  const blog = await fetch(`${base}/blog`).then((response) => response.text());
  const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
  if (!post) throw new Error('No post linked from /blog: the bench needs the sample posts.');
  return [
    { name: 'home', path: '/', status: 200 },
    { name: 'a service', path: servicePaths[0] ?? '/services', status: 200 },
    { name: 'a location', path: locationPaths[0] ?? '/locations', status: 200 },
    { name: 'contact', path: '/contact', status: 200 },
    { name: 'blog', path: '/blog', status: 200 },
    { name: 'a post', path: post, status: 200 },
    { name: 'hashed JS asset', path: asset, status: 200 },
    { name: 'unknown slug', path: '/blog/no-such-post-for-the-bench', status: 404 },
  ];
}

/** The baseline in its own process, holding `responses`; resolves once it listens. */
async function startBaseline(responses: RecordedResponse[]) {
  const child = fork(path.join(__dirname, 'static-baseline-server.ts'), [], {
    execArgv: ['-r', '@swc-node/register'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <T extends BaselineReply['type']>(request: BaselineRequest, type: T) =>
    new Promise<Extract<BaselineReply, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('The baseline server did not answer')),
        30_000,
      );
      const onMessage = (reply: BaselineReply) => {
        if (reply.type !== type) return;
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve(reply as Extract<BaselineReply, { type: T }>);
      };
      child.on('message', onMessage);
      child.send(request);
    });
  const { port } = await ask({ type: 'load', responses }, 'listening');
  return {
    url: `http://127.0.0.1:${port}`,
    cpuUsage: async () => (await ask({ type: 'cpu' }, 'cpu')).usage,
    stop: () => stopChild(child),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The run with the median CPU per request (the machine is shared: single runs are noisy). */
function median(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.cpuMicrosPerRequest - b.cpuMicrosPerRequest);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const cpuMicros = (usage: NodeJS.CpuUsage) => usage.user + usage.system;

/** A bounded load run on one path, with the server's CPU used during it. */
async function measure(
  base: string,
  family: Family,
  cpuUsage: () => Promise<NodeJS.CpuUsage>,
  duration: number,
): Promise<Run> {
  const before = cpuMicros(await cpuUsage());
  const result = await autocannon({
    url: `${base}${family.path}`,
    headers: { 'accept-encoding': acceptEncoding },
    connections,
    duration,
  });
  const used = cpuMicros(await cpuUsage()) - before;
  const failed = result.errors + result.timeouts;
  const wrongStatus = family.status === 200 ? result.non2xx : result.requests.total - result.non2xx;
  if (failed + wrongStatus > 0) {
    throw new Error(`${base}${family.path}: ${failed} failed, ${wrongStatus} with another status`);
  }
  return { rps: result.requests.average, cpuMicrosPerRequest: used / result.requests.total };
}

async function main(): Promise<void> {
  // No request log: the baseline writes none either (and 404s would log at warn).
  const app = await startBenchServer(process.env.DATABASE_URL || undefined, {
    LOG_LEVEL: 'error',
  });
  const appCpu = async () =>
    (await fetch(`${app.url}/__bench/cpu-usage`).then((r) => r.json())) as NodeJS.CpuUsage;
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  const rows: string[][] = [];
  let missed = false;
  try {
    const measured = await families(app.url);
    const responses = await Promise.all(measured.map((family) => record(app.url, family.path)));
    baseline = await startBaseline(responses);
    const baselineCpu = baseline.cpuUsage;
    console.log(
      `Serving bench: ${app.database}, ${connections} connections, median of ${rounds} runs of ` +
        `${durationSeconds} s per side and path, ` +
        `Accept-Encoding: ${acceptEncoding}, LOG_LEVEL=error\n`,
    );
    for (const [index, family] of measured.entries()) {
      const sent = responses[index]!;
      await measure(baseline.url, family, baselineCpu, warmSeconds);
      await measure(app.url, family, appCpu, warmSeconds);
      const baseRuns: Run[] = [];
      const realRuns: Run[] = [];
      for (let round = 0; round < rounds; round += 1) {
        baseRuns.push(await measure(baseline.url, family, baselineCpu, durationSeconds));
        realRuns.push(await measure(app.url, family, appCpu, durationSeconds));
      }
      const base = median(baseRuns);
      const real = median(realRuns);
      const ratio = real.cpuMicrosPerRequest / base.cpuMicrosPerRequest;
      if (ratio > targetRatio) missed = true;
      rows.push([
        family.name,
        family.path.length > 32 ? `${family.path.slice(0, 31)}…` : family.path,
        `${sent.status} ${sent.headers['content-encoding'] ?? 'identity'} ${Buffer.from(sent.body, 'base64').length} B`,
        real.rps.toFixed(0),
        real.cpuMicrosPerRequest.toFixed(0),
        base.rps.toFixed(0),
        base.cpuMicrosPerRequest.toFixed(0),
        `${ratio.toFixed(2)}x`,
        ratio <= targetRatio ? 'ok' : `over ${targetRatio}x`,
      ]);
    }
  } finally {
    await baseline?.stop();
    await app.stop();
  }
  printTable(
    [
      'family',
      'path',
      'response',
      'app req/s',
      'app CPU µs/req',
      'baseline req/s',
      'baseline CPU µs/req',
      'CPU ratio',
      'target',
    ],
    rows,
  );
  console.log(
    '\nbaseline = a bare node:http server sending the same recorded responses from memory;' +
      "\nCPU µs/req = the server process's process.cpuUsage() (user + system) over the run / requests.",
  );
  if (missed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
