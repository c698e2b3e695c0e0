import { type Request, type RequestHandler, type Response } from 'express';
import { notJsonMessage } from './body-errors';

const jsonType = /^application\/json\s*(?:;|$)/i;

/**
 * A request with a body must say it is JSON; anything else gets 415 rather than being read as
 * an empty body. `reject` writes the 415 in the caller's error format (REST or GraphQL).
 */
export function requireJsonBody(reject: (res: Response, message: string) => void): RequestHandler {
  return (req, res, next) => {
    if (hasOrNeedsBody(req) && !jsonType.test(req.headers['content-type'] ?? '')) {
      reject(res.status(415), notJsonMessage);
      return;
    }
    next();
  };
}

function hasOrNeedsBody(req: Request): boolean {
  if (['POST', 'PUT', 'PATCH'].includes(req.method)) return true;
  return (
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
  );
}
