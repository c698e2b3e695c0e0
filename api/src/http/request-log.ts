import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { type Logger } from '../logger';

/** An id a proxy in front already gave the request is kept, if it looks like one. */
const forwardedId = /^[\w.:-]{1,64}$/;

/**
 * One line per request: id, method, path, status and time taken. Nothing personal: no
 * headers (cookies, authorization, addresses), no query string (an e-mail address can sit
 * there), no bodies. Client errors log at warn, server errors at error, the rest at info.
 */
export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger: logger.pino,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && forwardedId.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      // A failed request's error is logged where it is handled, with context; not twice.
      err: () => undefined,
    },
    customSuccessMessage: () => 'request finished',
    customErrorMessage: () => 'request failed',
  }) as unknown as RequestHandler;
}
