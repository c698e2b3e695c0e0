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
 * Fewer, larger chunks: each request costs about half a kilobyte of headers, and the default
 * split fetched two dozen small shared chunks per page.
 * - shell: everything the entry loads (React, router, MUI core, header, footer), one file.
 * - page-kit: the section components, MUI parts and content helpers most pages share.
 * - page-sections: the other section components two or more pages share (tables, FAQs, cards).
 * - graphql-documents: the typed GraphQL documents, for the blog and the chat panel.
 * - blog: the blog components and the page-data hook its pages share.
 * Page-specific code (a page's layout, its copy, forms, Apollo, chat) keeps its own chunks.
 */
const clientChunkGroups = [
  { name: 'shell', tags: ['$initial' as const], priority: 2 },
  {
    name: 'page-kit',
    test: /[\\/](web[\\/]src[\\/](components|lib)|@mui|@emotion|content[\\/]src)[\\/]/,
    minShareCount: 4,
    priority: 1,
  },
  {
    name: 'page-sections',
    test: /[\\/]web[\\/]src[\\/]components[\\/]sections[\\/]/,
    minShareCount: 2,
    priority: 0,
  },
  { name: 'graphql-documents', test: /[\\/]web[\\/]src[\\/]gql[\\/]/, priority: 1 },
  {
    name: 'blog',
    test: /[\\/]web[\\/]src[\\/](features[\\/]blog|lib[\\/]data)[\\/]/,
    minShareCount: 2,
    priority: 0,
  },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), inlineEvaluatedModules(evaluatedModules)],
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
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false, sourcemap: true }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        sourcemap: true,
        rolldownOptions: { output: { codeSplitting: { groups: clientChunkGroups } } },
      },
  ssr: {
    // MUI and Emotion are bundled into the server build so Node never resolves their deep
    // ESM/CJS entry points on its own; React stays external (one copy shared with the server).
    noExternal: [/^@mui\//, /^@emotion\//, /^@apollo\/client/],
  },
  server: {
    // `npm run dev -w web` (client-only rendering) against a running API.
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:4000', ws: true },
      '/api': 'http://127.0.0.1:4000',
    },
  },
}));
