import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The owner's desk (/admin, web/admin.html): client-rendered, built on its own after the
 * public pages, into the same dist/client. A separate build and not a second input of
 * vite.config.ts: there the public pages' chunk groups take in every entry's static imports
 * (both entries ended up in one shell chunk) and the desk's components reshaped the public
 * pages' shared chunks. Built apart, not one byte of the public pages' scripts changes.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@landman/content': path.join(root, '../content/src/index.ts') } },
  build: {
    outDir: 'dist/client',
    // The public build has just written dist/client: add to it.
    emptyOutDir: false,
    copyPublicDir: false,
    // Its own manifest: .vite/manifest.json is the public pages' (read by the server).
    manifest: '.vite/desk-manifest.json',
    // On disk only (see vite.config.ts): the desk's sources are not published.
    sourcemap: 'hidden',
    // One page behind a sign-in, for one reader: one script is simpler than a split.
    chunkSizeWarningLimit: 1_500,
    rolldownOptions: {
      // The visitor's meeting page (/meetings/<token>) is client-rendered for the same reason
      // as the desk: what it shows is private, so it is never prerendered or cached.
      input: [path.join(root, 'admin.html'), path.join(root, 'meetings.html')],
      output: {
        entryFileNames: 'assets/desk-[name]-[hash].js',
        chunkFileNames: 'assets/desk-[name]-[hash].js',
        assetFileNames: 'assets/desk-[name]-[hash][extname]',
      },
    },
  },
});
