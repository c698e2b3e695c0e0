// `npm run owner:add`: the TypeScript source through @swc-node/register where the dev tools are
// installed (always current), else the build (a production image, dev dependencies pruned).
const path = require('node:path');

let entry;
try {
  require('@swc-node/register');
  entry = path.join(__dirname, '..', 'src', 'modules', 'owner', 'owner-add.command.ts');
} catch {
  entry = path.join(__dirname, '..', 'dist', 'modules', 'owner', 'owner-add.command.js');
}
require(entry).main();
