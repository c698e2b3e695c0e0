import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where `npm install` puts each build tool: in the workspace that declares it, or hoisted to the
 * root, as Node's own resolution would find it. npm nests vite in web/ (another root package
 * wants a different version), so looking only at the root would never see it.
 */
const buildTools = [
  { name: 'vite', workspace: 'web' },
  { name: 'typescript', workspace: 'api' },
];

/** True when this checkout can build itself; a production image prunes these and runs its build. */
export function buildToolsInstalled(root) {
  return buildTools.every(({ name, workspace }) =>
    [join(root, workspace, 'node_modules', name), join(root, 'node_modules', name)].some((dir) =>
      existsSync(join(dir, 'package.json')),
    ),
  );
}
