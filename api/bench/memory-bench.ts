/**
 * `npm run bench:memory`: the resident memory of the one-server install (the built server on a
 * fresh embedded database, as a consultant's small VPS runs it), a minute after its first start
 * and again after 100 page views, 20 chats and a minute's rest, beside the target (issue 41:
 * at most 250 MB). A production server (NODE_ENV=production: React's production build, no bench
 * routes), read from /proc: resident in all, its anonymous part (the JavaScript heap, PGlite's
 * WebAssembly memory, buffers, the allocator's free lists) and its file-backed part (Node's own
 * code and the native libraries). `node --heapsnapshot-signal` (see --node-flags) tells more.
 *
 * Options: --rest <s> (default 60), --baseline <path to another build's api/dist/main.js>,
 * --node-flags="<flags>" (Node's flags for the server, to try others; by default those of
 * `npm start`, whose environment, such as MALLOC_ARENA_MAX, it always takes).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startBenchServer, type BenchServer } from './bench-server';
import { Session, questions } from './chat-load';

const targetMb = 250;

/**
 * The server is started as `npm start` starts it: the environment and Node flags of the root
 * package.json's start script (`NAME=value ... node --flag ... scripts/start.mjs`).
 */
function startLine(): { env: Record<string, string>; nodeFlags: string[] } {
  const rootPackage = path.join(__dirname, '..', '..', 'package.json');
  const words = (JSON.parse(fs.readFileSync(rootPackage, 'utf8')).scripts.start as string).split(
    ' ',
  );
  const node = words.indexOf('node');
  const env = Object.fromEntries(
    words.slice(0, node).map((word) => {
      const [name = '', value = ''] = word.split('=');
      // `${NAME:-default}`: the default, unless this shell sets the variable.
      const fallback = /^\$\{\w+:-(.*)\}$/.exec(value)?.[1];
      return [name, fallback === undefined ? value : (process.env[name] ?? fallback)];
    }),
  );
  return { env, nodeFlags: words.slice(node + 1, -1) };
}
/**
 * As installed, but one client sends the chats, every one from 127.0.0.1: the chat limits are
 * raised as bench:chat does.
 */
const serverEnv = {
  NODE_ENV: 'production',
  ENABLE_BENCH_ROUTES: 'false',
  LOG_LEVEL: 'error',
  CHAT_SESSION_MESSAGES_PER_MINUTE: '10000',
  CHAT_IP_MESSAGES_PER_MINUTE: '100000',
  WS_SOCKETS_PER_IP: '1000',
};
const pages = ['/', '/services', '/about', '/contact', '/blog', '/tools', '/locations', '/faq'];

interface Reading {
  rssMb: number;
  anonymousMb: number;
  fileBackedMb: number;
}

const mb = (kilobytes: number) => Math.round((kilobytes / 1024) * 10) / 10;

function read(pid: number): Reading {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return {
    rssMb: mb(kilobytes('VmRSS')),
    anonymousMb: mb(kilobytes('RssAnon')),
    fileBackedMb: mb(kilobytes('RssFile') + kilobytes('RssShmem')),
  };
}

async function visit(server: BenchServer, views: number): Promise<void> {
  for (let view = 0; view < views; view++) {
    const page = pages[view % pages.length];
    const response = await fetch(`${server.url}${page}`, {
      headers: { 'user-agent': 'Mozilla/5.0 (bench:memory)' },
    });
    await response.arrayBuffer();
  }
}

async function chat(server: BenchServer, chats: number): Promise<void> {
  for (let at = 0; at < chats; at++) {
    const session = new Session(server.url);
    try {
      await session.ready;
      for (let turn = 0; turn < 3; turn++) {
        await session.ask(questions[(at * 3 + turn) % questions.length] ?? 'Hello');
      }
    } finally {
      await session.close();
    }
  }
}

const rest = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

async function measure(
  label: string,
  main: string | undefined,
  restSeconds: number,
  nodeFlags: readonly string[],
) {
  const server = await startBenchServer(
    undefined,
    { ...serverEnv, ...startLine().env },
    { main, nodeFlags },
  );
  try {
    const pid = server.pid;
    if (!pid) throw new Error('The server has no process id to read /proc from.');
    await rest(restSeconds);
    const started = read(pid);
    await visit(server, 100);
    await chat(server, 20);
    await rest(restSeconds);
    const used = read(pid);
    return { label, started, used };
  } finally {
    await server.stop();
  }
}

function print(results: Awaited<ReturnType<typeof measure>>[]): void {
  const rows: [string, (r: Reading) => number][] = [
    ['resident (RSS)', (r) => r.rssMb],
    ['  anonymous (heap, WebAssembly, buffers)', (r) => r.anonymousMb],
    ['  file-backed (code, libraries)', (r) => r.fileBackedMb],
  ];
  const columns = results.flatMap((result) => [
    [`${result.label}: started`, result.started] as const,
    [`${result.label}: used`, result.used] as const,
  ]);
  console.log(['MB', ...columns.map(([name]) => name)].join(' | '));
  for (const [name, value] of rows) {
    console.log([name, ...columns.map(([, reading]) => value(reading).toFixed(1))].join(' | '));
  }
  const last = results.at(-1);
  if (last) {
    const met = last.used.rssMb <= targetMb;
    console.log(
      `\nTarget: at most ${targetMb} MB resident after 100 page views, 20 chats and the rest: ` +
        `${last.used.rssMb} MB, ${met ? 'met' : 'NOT met'}.`,
    );
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rest: { type: 'string', default: '60' },
      baseline: { type: 'string' },
      'node-flags': { type: 'string' },
    },
  });
  const restSeconds = Number(values.rest);
  const nodeFlags = values['node-flags']?.split(' ').filter(Boolean) ?? startLine().nodeFlags;
  const results = [];
  if (values.baseline)
    results.push(await measure('baseline', values.baseline, restSeconds, nodeFlags));
  results.push(await measure('this build', undefined, restSeconds, nodeFlags));
  print(results);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
