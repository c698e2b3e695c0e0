import path from 'node:path';
import { defineConfig } from 'vite';

/**
 * Bundles GraphiQL into api/dist/playground, served at GET /graphql with its files under
 * /graphql/playground/: the playground works offline, with nothing loaded from a CDN.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/graphql/playground/',
  logLevel: 'warn',
  build: {
    outDir: path.resolve(import.meta.dirname, '..', 'dist', 'playground'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
    rollupOptions: {
      // GraphiQL's dependencies mark files "use client" (a React Server Components hint that
      // means nothing in a browser-only bundle).
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
