// @landman/content is read from its build (content/dist) by everything Node runs outside Jest's
// module map: the API run from source (`npm run dev`, `npm run owner:add` in a checkout) and the
// processes tests start. A fresh clone has no build, so those build it first: `tsc -b` compiles
// only when a source changed (a fraction of a second when nothing did).
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const root = path.join(__dirname, '..');
const tsc = path.join(root, 'node_modules', 'typescript-7', 'bin', 'tsc');

/** Builds the content package in `dir` (this checkout's by default); throws if it does not compile. */
function buildContent(dir = path.join(root, 'content')) {
  execFileSync(process.execPath, [tsc, '-b', dir], { stdio: 'inherit' });
}

module.exports = { buildContent };
