import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jestConfig from '../jest.config.js';
import { buildContent } from './build-content.cjs';

const root = join(__dirname, '..');

/** A workspace's package.json scripts. */
const scriptsOf = (workspace: string): Record<string, string> =>
  JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')).scripts;

describe("content's build for what runs the API from source", () => {
  let checkout: string;
  beforeEach(() => {
    checkout = mkdtempSync(join(tmpdir(), 'build-content-'));
  });
  afterEach(() => rmSync(checkout, { recursive: true, force: true }));

  it('builds a checkout that has none, then leaves it alone while nothing changed', async () => {
    cpSync(join(root, 'tsconfig.json'), join(checkout, 'tsconfig.json'));
    symlinkSync(join(root, 'node_modules'), join(checkout, 'node_modules'));
    for (const part of ['src', 'tsconfig.json', 'package.json']) {
      cpSync(join(root, 'content', part), join(checkout, 'content', part), { recursive: true });
    }
    buildContent(join(checkout, 'content'));
    const entry = join(checkout, 'content', 'dist', 'index.js');
    const built = statSync(entry).mtimeMs;
    const content = await import(entry);
    expect(Object.keys(content).length).toBeGreaterThan(10);

    buildContent(join(checkout, 'content'));
    expect(statSync(entry).mtimeMs).toBe(built);
  });

  it('comes first in every API script that runs TypeScript through @swc-node/register', () => {
    const unbuilt = Object.entries(scriptsOf('api')).filter(([, command]) => {
      const sourceRun = command.indexOf('@swc-node/register');
      const build = command.indexOf('npm run build -w @landman/content');
      return sourceRun >= 0 && (build < 0 || build > sourceRun);
    });
    expect(unbuilt).toEqual([]);
  });

  it("comes first in the API's commands run from source, and in every Jest run", () => {
    const ownerAdd = readFileSync(join(root, 'api', 'bin', 'command.cjs'), 'utf8');
    expect(ownerAdd.indexOf('buildContent()')).toBeGreaterThan(0);
    expect(ownerAdd.indexOf('buildContent()')).toBeLessThan(
      ownerAdd.indexOf("require('@swc-node/register')"),
    );
    expect(jestConfig.globalSetup).toBe('<rootDir>/scripts/jest-global-setup.cjs');
    expect(readFileSync(join(__dirname, 'jest-global-setup.cjs'), 'utf8')).toContain(
      'buildContent()',
    );
  });
});
