const path = require('node:path');

/**
 * ESLint rule: a module under `root` imports another module only through the files that module
 * lists as public (its entry points). Test files and `testing/` helpers are exempt: they are not
 * part of the running app and may set up any module's internals.
 *
 * Options: { root: 'api/src/modules', publicFiles: { chat: ['chat-log', ...], ... } }, paths
 * relative to the module folder, without extension. A module missing from publicFiles has no
 * public files: nothing outside it may import it.
 */
const isExempt = (relativeFile) =>
  /\.test\.tsx?$/.test(relativeFile) || relativeFile.split(path.sep).includes('testing');

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Import other modules only through their public entry points' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          publicFiles: {
            type: 'object',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
        },
        required: ['root', 'publicFiles'],
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "'{{source}}' is internal to the {{module}} module; import one of its entry points instead ({{allowed}}).",
    },
  },
  create(context) {
    const { root, publicFiles } = context.options[0];
    const rootDir = path.resolve(context.cwd, root);
    const file = context.filename;
    const fromRelative = path.relative(rootDir, file);
    if (fromRelative.startsWith('..') || path.isAbsolute(fromRelative)) return {};
    if (isExempt(fromRelative)) return {};
    const fromModule = fromRelative.split(path.sep)[0];

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.relative(rootDir, path.resolve(path.dirname(file), source));
      if (target.startsWith('..') || path.isAbsolute(target)) return;
      const [toModule, ...inside] = target.split(path.sep);
      if (!inside.length || toModule === fromModule) return;
      const entry = inside.join('/').replace(/\.(ts|tsx|js|cjs|mjs)$/, '');
      const allowed = publicFiles[toModule] ?? [];
      if (allowed.includes(entry)) return;
      context.report({
        node,
        messageId: 'internal',
        data: { source, module: toModule, allowed: allowed.join(', ') || 'none' },
      });
    };
    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
