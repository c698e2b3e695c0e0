// `npm start`: build what is missing or stale, then run the production server in this process
// (so SIGTERM/SIGINT reach the server's own graceful shutdown).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildToolsInstalled } from './build-tools.mjs';

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

await import(at('api/dist/main.js'));
