/**
 * Runs the npm scripts named on the command line side by side, one per core, and exits non-zero
 * if any failed. Each script's output is printed whole when it ends (no interleaved lines), a
 * failure's at once. `npm run test:checks` uses it: the checks are independent single-threaded
 * programs (tsc, ESLint, Prettier, the schema and codegen checks), so on two cores they take
 * about half the time they take one after another. `npm test` also runs the database tests
 * (one Jest worker, often waiting on the database) beside the build, which they do not read.
 *
 * Usage: node scripts/run-parallel.mjs <npm script> [<npm script> ...]
 * Scripts start in the order given (put the longest first); all of them run even after a
 * failure, so one run shows every check's errors.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Usage: node scripts/run-parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}
const slots = Math.max(1, Math.min(scripts.length, os.availableParallelism()));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>` with its output captured; resolves with its exit code and output. */
function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.stack ?? error}\n`)));
    child.on('close', (code, signal) => {
      resolve({
        script,
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(chunks).toString(),
        seconds: (Date.now() - started) / 1000,
      });
    });
  });
}

const queue = [...scripts];
const failed = [];
async function worker() {
  for (let script = queue.shift(); script !== undefined; script = queue.shift()) {
    process.stdout.write(`=== npm run ${script}: started (its output follows when it ends)\n`);
    const result = await run(script);
    const verdict = result.code === 0 ? 'ok' : `FAILED (exit ${result.code})`;
    const output = result.output.trimEnd();
    process.stdout.write(
      `\n=== npm run ${script}: ${verdict} in ${result.seconds.toFixed(1)} s\n` +
        (output ? `${output}\n` : ''),
    );
    if (result.code !== 0) failed.push(script);
  }
}

await Promise.all(Array.from({ length: slots }, worker));
if (failed.length > 0) {
  console.error(`\n${failed.length} of ${scripts.length} failed: ${failed.join(', ')}`);
  process.exit(1);
}
