import { type Request, type RequestHandler, type Response } from 'express';
import { notJsonMessage } from './body-errors';

const jsonType = /^application\/json\s*(?:;|$)/i;

/**
 * A request with a body must say it is JSON; anything else gets 415 rather than being read as
 * an empty body. `reject` writes the 415 in the caller's error format (REST or GraphQL).
 */
export function requireJsonBody(reject: (res: Response, message: string) => void): RequestHandler {
  return requireBodyType(jsonType, notJsonMessage, reject);
}

/**
 * The same rule for a route whose body is of another kind (an uploaded picture's bytes): a
 * Content-Type matching `type`, or 415 with `message`. A type no HTML form can send (not
 * text/plain, form-encoded or multipart) also makes a cross-site script ask first (preflight).
 */
export function requireBodyType(
  type: RegExp,
  message: string,
  reject: (res: Response, message: string) => void,
): RequestHandler {
  return (req, res, next) => {
    if (hasOrNeedsBody(req) && !type.test(req.headers['content-type'] ?? '')) {
      reject(res.status(415), message);
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
