import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, Router } from 'express';

/** Where `npm run build -w api` puts the bundled GraphiQL (api/playground, built by Vite). */
export const playgroundAssetsPath = '/graphql/playground';

/**
 * GraphiQL for people, mounted at /graphql (route table in server.ts): GET /graphql from a
 * browser (Accept: text/html) gets the bundled playground; every other request to /graphql falls
 * through to Apollo. Nothing loads from a CDN.
 */
export function createPlaygroundRouter(buildDir: string): Router {
  const router = Router();
  router.use(
    '/playground',
    express.static(buildDir, { index: false, immutable: true, maxAge: '365d', fallthrough: false }),
  );
  router.get('/', servePlaygroundPage(buildDir));
  return router;
}

function servePlaygroundPage(buildDir: string): RequestHandler {
  const indexFile = path.join(buildDir, 'index.html');
  return (req, res, next) => {
    const wantsPage =
      req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) ===
      'text/html';
    if (!wantsPage || req.query.query !== undefined) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    if (!fs.existsSync(indexFile)) {
      res
        .status(503)
        .type('text/plain')
        .send('The GraphQL playground is not built yet. Run `npm run build -w api`, then reload.');
      return;
    }
    res.sendFile(indexFile);
  };
}
