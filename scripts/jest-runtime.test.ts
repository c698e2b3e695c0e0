import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { createContext } from 'node:vm';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file Jest loads
const { compileWithCache } = require('./jest-code-cache.js') as {
  compileWithCache: (
    executor: object,
    cache: Map<string, { source: string; data: Buffer }>,
    source: string,
    filename: string,
  ) => ModuleFunction & { cachedDataRejected?: boolean };
};

type ModuleFunction = (module: { exports: unknown }, exports: unknown) => void;

const root = join(__dirname, '..');

/** Just what compileWithCache reads of Jest's ModuleExecutor, for a fresh test file's context. */
function executorForNewFile() {
  return {
    environment: { getVmContext: () => createContext({}) },
    injectedModuleParameters: ['module', 'exports'],
    dynamicImport: () => Promise.reject(new Error('no dynamic import in these modules')),
  };
}

function exportsOf(compiled: ModuleFunction): unknown {
  const module = { exports: {} as unknown };
  compiled(module, module.exports);
  return module.exports;
}

describe("Jest's modules are compiled once per worker", () => {
  const filename = '/checkout/src/double.js';
  const source = 'module.exports = function double(x) { return 2 * x; };';

  it("keeps V8's code cache of a module and loads the next file's copy from it", () => {
    const cache = new Map();
    const first = compileWithCache(executorForNewFile(), cache, source, filename);
    expect(cache.get(filename)?.source).toBe(source);
    expect(cache.get(filename)?.data.length).toBeGreaterThan(0);

    const second = compileWithCache(executorForNewFile(), cache, source, filename);
    expect(second.cachedDataRejected).toBe(false);
    expect((exportsOf(second) as (x: number) => number)(21)).toBe(42);
    expect(second).not.toBe(first);
  });

  it('compiles a changed file afresh, and caches the new source', () => {
    const cache = new Map();
    compileWithCache(executorForNewFile(), cache, source, filename);
    const changed = 'module.exports = function double(x) { return x + x + 1; };';
    const compiled = compileWithCache(executorForNewFile(), cache, changed, filename);
    expect(compiled.cachedDataRejected).toBeUndefined();
    expect((exportsOf(compiled) as (x: number) => number)(21)).toBe(43);
    expect(cache.get(filename)?.source).toBe(changed);
  });

  it('is the runtime of every Jest project, and the web app runs on the pinned jsdom', () => {
    const shown = JSON.parse(
      execFileSync(
        process.execPath,
        [join(root, 'node_modules/jest/bin/jest.js'), '--showConfig'],
        {
          cwd: root,
          encoding: 'utf8',
        },
      ),
    ) as {
      configs: { displayName?: { name: string }; runtime?: string; testEnvironment: string }[];
    };
    const runtimes = Object.fromEntries(
      shown.configs.map((config) => [config.displayName?.name, config.runtime]),
    );
    const names = Object.keys(runtimes);
    expect(names).toEqual(
      expect.arrayContaining(['content', 'api', 'api-db', 'web', 'e2e', 'repo']),
    );
    for (const name of names)
      expect([name, runtimes[name]]).toEqual([name, join(root, 'scripts/jest-runtime.js')]);
    const web = shown.configs.find((config) => config.displayName?.name === 'web');
    expect(web?.testEnvironment).toBe(join(root, 'web/src/lib/testing/jsdom-environment.cjs'));
  });
});
