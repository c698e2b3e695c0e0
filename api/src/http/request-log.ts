import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { type Logger } from '../logger';
import { loggablePath } from './loggable-path';

/** An id a proxy in front already gave the request is kept, if it looks like one. */
const forwardedId = /^[\w.:-]{1,64}$/;

/** The request's id: a proxy's, if it looks like one, or a new one. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && forwardedId.test(given) ? given : randomUUID();
}

/** The request's id, also sent back as X-Request-Id. */
function giveRequestId(req: IncomingMessage, res: ServerResponse): string {
  const id = requestId(req);
  res.setHeader('X-Request-Id', id);
  return id;
}

function levelFor(status: number): 'error' | 'warn' | 'info' {
  if (status >= 500) return 'error';
  if (status >= 400) return 'warn';
  return 'info';
}

/**
 * One line per request: id, method, path, status and time taken. Nothing personal or secret:
 * no headers (cookies, authorization, addresses), no query string (an e-mail address or a
 * link's token can sit there), no bodies, and the path with its secrets redacted (a manage
 * link's token, a chat session id: loggable-path.ts). Client errors log at warn, server errors at error, the rest at info.
 */
export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger: logger.pino,
    genReqId: giveRequestId,
    customLogLevel: (_req, res, error) => (error ? 'error' : levelFor(res.statusCode)),
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: loggablePath(req.url),
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      // A failed request's error is logged where it is handled, with context; not twice.
      err: () => undefined,
    },
    customSuccessMessage: () => 'request finished',
    customErrorMessage: () => 'request failed',
  }) as unknown as RequestHandler;
}

/**
 * The same log line as requestLog, for a response written in one go outside Express (the
 * site's in-memory lane), once it has been handed to Node.
 */
export function answeredRequestLog(
  logger: Logger,
): (req: IncomingMessage, id: string, status: number, startedAt: number) => void {
  const log = logger.pino;
  return (req, id, status, startedAt) => {
    const level = levelFor(status);
    if (!log.isLevelEnabled(level)) return;
    log[level](
      {
        req: { id, method: req.method, path: loggablePath(req.url ?? '') },
        res: { status },
        responseTime: Math.round(performance.now() - startedAt),
      },
      'request finished',
    );
  };
}
