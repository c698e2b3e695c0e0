// `npm run owner:add`: the TypeScript source through @swc-node/register where the dev tools are
// installed (always current, content built first), else the build (a production image, dev
// dependencies pruned).
const path = require('node:path');

function devToolsInstalled() {
  try {
    require.resolve('@swc-node/register');
    return true;
  } catch {
    return false;
  }
}

let entry;
if (devToolsInstalled()) {
  require('../../scripts/build-content.cjs').buildContent();
  require('@swc-node/register');
  entry = path.join(__dirname, '..', 'src', 'modules', 'owner', 'owner-add.command.ts');
} else {
  entry = path.join(__dirname, '..', 'dist', 'modules', 'owner', 'owner-add.command.js');
}
require(entry).main();
