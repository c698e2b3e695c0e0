import { type RequestHandler } from 'express';
import { databaseRetryAfterSeconds } from '../db/database-unavailable';

/** GET /healthz: 200 only when the database answers `SELECT 1`, so orchestrators can rely on it. */
export function healthRoute(ping: () => Promise<boolean>): RequestHandler {
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (await ping()) {
      res.json({ status: 'ok' });
      return;
    }
    res.setHeader('Retry-After', String(databaseRetryAfterSeconds));
    res.status(503).json({ status: 'unavailable', error: 'The database is not answering.' });
  };
}
