// The API's commands (`npm run owner:add`, `npm run backup`, `npm run restore -- <file>`):
// `node bin/command.cjs <name> [args...]`. Each runs its TypeScript source through
// @swc-node/register where the dev tools are installed (always current, content built first),
// else the build (a production image, dev dependencies pruned).
const path = require('node:path');

/** Each command's module under src/ (or dist/); its `main(name, args)` runs it. */
const commands = {
  'owner-add': 'modules/owner/owner-add.command',
  backup: 'db/backup/backup-commands',
  restore: 'db/backup/backup-commands',
};

function devToolsInstalled() {
  try {
    require.resolve('@swc-node/register');
    return true;
  } catch {
    return false;
  }
}

const [name, ...args] = process.argv.slice(2);
const source = commands[name];
if (!source) {
  process.stderr.write(
    `Unknown command "${name}". Commands: ${Object.keys(commands).join(', ')}\n`,
  );
  process.exit(2);
}

let entry;
if (devToolsInstalled()) {
  require('../../scripts/build-content.cjs').buildContent();
  require('@swc-node/register');
  entry = path.join(__dirname, '..', 'src', `${source}.ts`);
} else {
  entry = path.join(__dirname, '..', 'dist', `${source}.js`);
}
require(entry).main(name, args);
