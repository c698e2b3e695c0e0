import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..');

/** Asks scripts/build-tools.mjs (an ES module, as `npm start` loads it) about a checkout. */
function buildToolsInstalled(checkout: string): boolean {
  const script = `import { buildToolsInstalled } from ${JSON.stringify(join(root, 'scripts/build-tools.mjs'))};
    process.stdout.write(String(buildToolsInstalled(${JSON.stringify(checkout)})));`;
  return (
    execFileSync('node', ['--input-type=module', '-e', script], { encoding: 'utf8' }) === 'true'
  );
}

function fakePackage(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{}');
}

describe('npm start finds the build tools', () => {
  let checkout: string;
  beforeEach(() => {
    checkout = mkdtempSync(join(tmpdir(), 'build-tools-'));
  });
  afterEach(() => rmSync(checkout, { recursive: true, force: true }));

  it('in this checkout, wherever npm placed them', () => {
    expect(buildToolsInstalled(root)).toBe(true);
  });

  it('when vite is nested in web/ and typescript hoisted to the root', () => {
    fakePackage(join(checkout, 'web/node_modules/vite'));
    fakePackage(join(checkout, 'node_modules/typescript'));
    expect(buildToolsInstalled(checkout)).toBe(true);
  });

  it('not in a production image, where they were pruned', () => {
    fakePackage(join(checkout, 'node_modules/express'));
    fakePackage(join(checkout, 'node_modules/typescript'));
    expect(buildToolsInstalled(checkout)).toBe(false);
  });
});
