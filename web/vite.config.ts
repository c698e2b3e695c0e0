import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const alias = { '@landman/content': path.join(root, '../content/src/index.ts') };

/**
 * react-router's package exports point at its development build only; builds use the
 * production one it also ships (smaller, no dev-only checks).
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Modules whose value is data derived from the content tables. In builds each is replaced by
 * its evaluated exports, so the header, footer and card grids ship link labels and cards
 * instead of every service and location page's full copy.
 */
const evaluatedModules = [
  'src/lib/navigation/nav-links.ts',
  'src/components/sections/card-data.ts',
];

function inlineEvaluatedModules(files: readonly string[]): Plugin {
  const code = new Map<string, string>();
  return {
    name: 'landman:inline-evaluated-modules',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      for (const file of files) {
        const id = path.join(root, file);
        // Evaluated in Node through Vite's own transform, content source included.
        const { module } = await runnerImport<Record<string, unknown>>(id, {
          configFile: false,
          logLevel: 'error',
          resolve: { alias },
        });
        const exports = Object.entries(module).map(([name, value]) => {
          if (typeof value === 'function' || value === undefined) {
            throw new Error(`${file}: export ${name} is not plain data and cannot be inlined`);
          }
          return `export const ${name} = ${JSON.stringify(value)};`;
        });
        code.set(id, exports.join('\n'));
      }
    },
    load(id) {
      return code.get(id) ?? null;
    },
  };
}

/**
 * MUI's form controls beyond a plain input: TextField brings Select, Menu, Popover and the
 * other input variants with it. The contact form, the owner tools and the booking picker share
 * them; the chat, built without MUI, fetches none of them.
 */
const formControls =
  /[\\/]@mui[\\/]material[\\/](TextField|Select|NativeSelect|Menu|MenuList|MenuItem|Popover|Grow|List|ListItem|ListItemText|ListSubheader|Input|FilledInput|FormLabel|InputLabel|FormControlLabel|FormGroup|Checkbox|Radio|RadioGroup|Switch|internal[\\/]SwitchBase|Autocomplete)[\\/]/;
const islandShared = /[\\/](web[\\/]src[\\/](components|lib)|@mui|content[\\/]src)[\\/]/;
/**
 * Shared modules with no MUI in them, which the chat (plain React and CSS) uses: kept out of
 * the MUI groups, so the chat's first open fetches no MUI and no Emotion. An MUI import here
 * is refused by the lint (eslint.config.mjs) and caught by javascript-budget.e2e.ts.
 */
const plainShared =
  /[\\/](web[\\/]src[\\/](components[\\/](chat|person|errors[\\/](error-boundary|visitor-failure)|sections[\\/]visually-hidden)|lib[\\/](chat|graphql-http|graphql-errors|code-splitting|browser-time-zone)|theme[\\/](palette|fonts))|content[\\/]src)[\\/.]/;

/**
 * The public pages load one small entry (src/entry-client.tsx) and hydrate each island on first
 * use; these groups keep that first use to a few requests (six at most for the chat: a phone on
 * HTTP/1.1 opens six connections, and each request past them waits a round trip). A group takes
 * its modules' dependencies with it, so the higher priorities are formed first:
 * - react-runtime: React, which every island needs, and how an island without MUI hydrates;
 * - plain-kit: the shared modules without MUI that the chat uses (see plainShared);
 * - island-runtime: Emotion, MUI's styling core and the theme, which every other island needs;
 * - island-kit: the MUI components and site helpers two or more islands share, but for the form
 *   controls, which go to island-form-kit. The kit is formed before the form kit: it keeps the
 *   helpers both use, and the form kit holds only what the forms need on top.
 * Each island, the chat panel and the contact form keep chunks of their own.
 */
const clientChunkGroups = [
  {
    name: 'react-runtime',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]web[\\/]src[\\/]islands[\\/](hydrated|hydrate-plain-island)\./,
    priority: 5,
  },
  {
    name: 'plain-kit',
    test: plainShared,
    minShareCount: 2,
    priority: 4,
  },
  {
    name: 'island-runtime',
    test: /[\\/]node_modules[\\/](@emotion|@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|CssBaseline|utils)|stylis|react-is|clsx|hoist-non-react-statics)[\\/]|[\\/]web[\\/]src[\\/](theme|islands[\\/]hydrate-island|lib[\\/]emotion)[\\/.]/,
    priority: 3,
  },
  {
    name: 'island-kit',
    test: (id: string) => islandShared.test(id) && !formControls.test(id),
    minShareCount: 2,
    priority: 2,
  },
  {
    name: 'island-form-kit',
    test: formControls,
    minShareCount: 2,
    priority: 1,
  },
];

/**
 * Page images (illustrations, the icon sprite) are imported by page components, which only the
 * server build bundles now that the browser hydrates islands alone. The server build emits them
 * and this copies them beside the client's assets, under the same content-hashed names its HTML
 * links to.
 */
function copyServerAssetsToClient(): Plugin {
  return {
    name: 'landman:copy-server-assets-to-client',
    apply: (_config, { isSsrBuild }) => isSsrBuild === true,
    async generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || output.fileName.endsWith('.map')) continue;
        if (!output.fileName.startsWith('assets/')) continue;
        const target = path.join(root, 'dist/client', output.fileName);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, output.source);
      }
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), inlineEvaluatedModules(evaluatedModules), copyServerAssetsToClient()],
  resolve: {
    alias: [
      { find: '@landman/content', replacement: alias['@landman/content'] },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  // The server bundle must render exactly what the production client hydrates (MUI adds
  // class-name labels in development), whatever NODE_ENV the server process runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
        ssrEmitAssets: true,
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // Maps on disk for debugging, no sourceMappingURL in the scripts: the server never
        // serves .map files (they would publish the sources).
        sourcemap: 'hidden',
        rolldownOptions: { output: { codeSplitting: { groups: clientChunkGroups } } },
      },
  ssr: {
    // MUI and Emotion are bundled into the server build so Node never resolves their deep
    // ESM/CJS entry points on its own; React stays external (one copy shared with the server).
    noExternal: [/^@mui\//, /^@emotion\//, /^@apollo\/client/],
  },
  server: {
    // `npm run dev -w web`: Vite's dev server against a running API. Pages are server HTML now,
    // so it serves the islands' modules only; use the built site (`npm run build`) to see pages.
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:4000', ws: true },
      '/api': 'http://127.0.0.1:4000',
    },
  },
}));
