/** V8's code cache for the modules Jest compiles (see jest-runtime.js, which uses it). */
const { compileFunction } = require('node:vm');

/**
 * Compiles a module's wrapper function as jest-runtime 30's ModuleExecutor.compile does, with
 * the code cache. `cache` maps a file name to the source it was compiled from and V8's data.
 */
function compileWithCache(executor, cache, scriptSource, filename) {
  const vmContext = executor.environment.getVmContext();
  const cached = cache.get(filename);
  const cachedData = cached?.source === scriptSource ? cached.data : undefined;
  const compiled = compileFunction(scriptSource, executor.injectedModuleParameters, {
    filename,
    cachedData,
    produceCachedData: cachedData === undefined,
    importModuleDynamically: (specifier, _fn, importAttributes, ...rest) =>
      executor.dynamicImport(specifier, filename, vmContext, importAttributes, rest[0]),
    parsingContext: vmContext,
  });
  if (compiled.cachedDataProduced)
    cache.set(filename, { source: scriptSource, data: compiled.cachedData });
  return compiled;
}

module.exports = { compileWithCache };
