/**
 * Jest's runtime, keeping V8's code cache of every module it compiles (jest.config.js's
 * projects name it as `runtime`).
 *
 * Jest loads the modules afresh for each test file, so it compiles the same React, MUI, Apollo,
 * TypeORM and app modules again for every file: 15% of an API database test folder's CPU, and 9%
 * of the web app's. A Jest worker runs many files one after the other, and loads this module
 * once, outside the tests' sandbox: what it keeps lets each file after the first load a module's
 * compiled code instead of parsing it again. The cache is only used for the same file with the
 * same transformed source, and V8 checks the data against the source and rejects what does not
 * match (then the module is compiled as usual), so a test always runs the code it loaded.
 */
const Runtime = require('jest-runtime').default;
const { compileWithCache } = require('./jest-code-cache.js');

/** One cache for the worker: every test file's runtime reads and fills it. */
const workerCodeCache = new Map();

class CodeCachingRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const { executor } = this;
    if (typeof executor?.compile !== 'function') {
      throw new Error(
        'scripts/jest-runtime.js: jest-runtime has no executor.compile to wrap; check it against this Jest version',
      );
    }
    const jestCompile = executor.compile.bind(executor);
    executor.compile = (scriptSource, filename) => {
      // Jest's own cases stay Jest's: a torn-down environment, Node's core modules.
      if (
        executor.environment.getVmContext() == null ||
        executor.resolution.isCoreModule(filename)
      ) {
        return jestCompile(scriptSource, filename);
      }
      try {
        return compileWithCache(executor, workerCodeCache, scriptSource, filename);
      } catch {
        // A syntax error: Jest's compile throws it again, with its own explanation.
        return jestCompile(scriptSource, filename);
      }
    };
  }
}

module.exports = CodeCachingRuntime;
