import path from 'node:path';

/** Repository paths the browser tests need. */
export const repoRoot = path.resolve(__dirname, '../../..');
export const apiMain = path.join(repoRoot, 'api/dist/main.js');
export const webClientIndex = path.join(repoRoot, 'web/dist/client/index.html');
export const webServerEntry = path.join(repoRoot, 'web/dist/server/entry-server.js');
