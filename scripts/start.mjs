// `npm start`: build what is missing or stale, start the virus scanner if it can (clamd.mjs),
// then run the production server in this process (so SIGTERM/SIGINT reach the server's own
// graceful shutdown; a clamd started here stops with it).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildToolsInstalled } from './build-tools.mjs';
import { ensureClamd } from './clamd.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => join(root, ...parts);

const sources = [
  'content/src',
  'api/src',
  'web/src',
  'web/public',
  'web/index.html',
  'web/scripts',
];
const outputs = [
  'content/dist/index.js',
  'api/dist/main.js',
  'web/dist/server/entry-server.js',
  'web/dist/client/index.html',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildIsStale() {
  const outputTimes = outputs.map((file) =>
    existsSync(at(file)) ? statSync(at(file)).mtimeMs : 0,
  );
  const oldestOutput = Math.min(...outputTimes);
  if (oldestOutput === 0) return true;
  return Math.max(...sources.map((s) => newestMtime(at(s)))) > oldestOutput;
}

// A production image prunes the build tools: it runs what it was built with.
const canBuild = buildToolsInstalled(root);
const builtOnce = outputs.every((file) => existsSync(at(file)));

if (canBuild && buildIsStale()) {
  console.log('Building the site and API (first start, or sources changed)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
} else if (!builtOnce) {
  console.error(
    'The build outputs are missing and the build tools are not installed: run `npm ci`.',
  );
  process.exit(1);
}

// The document scanner (clamd): started here when it is installed, has signatures and is not
// already answering; the server never waits for it (uploads answer 503 until it is ready).
// A configuration error is left for the server to report, in its own words.
const { loadConfig } = (await import(at('api/dist/config.js'))).default;
let config;
try {
  config = loadConfig();
} catch {
  config = undefined;
}
if (config) {
  const scanner = await ensureClamd({
    address: config.documents.clamd,
    explicitSocket: Boolean(process.env.CLAMD_SOCKET?.trim()),
    dataDir: config.dataDir,
    maxBytes: config.documents.maxBytes,
  });
  // The server reads CLAMD_SOCKET as it starts (in this process): point it at our clamd.
  if (scanner.socket) process.env.CLAMD_SOCKET = scanner.socket;
}

await import(at('api/dist/main.js'));
