import { type ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler, type Request, type Response, Router } from 'express';
import { type OwnerRequestAuth } from '../modules/owner/owner-request-auth';
import { type RequestContext } from '../kernel/request-context';
import { type Logger } from '../logger';
import { describeBodyError } from '../kernel/http/body-errors';
import { corsFor } from './cors';
import { requireJsonBody } from '../kernel/http/require-json';

/** A transport-level failure, in the GraphQL response format clients already parse. */
const graphqlError = (res: Response, message: string) => {
  res.json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
};

/**
 * POST (and GET) /graphql over HTTP, mounted at /graphql (route table in server.ts); WebSocket
 * subscriptions attach to the same path elsewhere.
 */
export function createGraphqlRouter(
  apollo: ApolloServer<RequestContext>,
  options: {
    bodyLimit: string;
    corsOrigins: readonly string[];
    logger: Logger;
    /** The owner's desk session behind the request's cookie (modules/owner/). */
    ownerAuth?: (req: Request, res: Response) => OwnerRequestAuth;
  },
): Router {
  const router = Router();
  router.use(
    corsFor(options.corsOrigins),
    requireJsonBody(graphqlError),
    express.json({ limit: options.bodyLimit }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => ({
        clientIp: req.ip,
        userAgent: req.get('user-agent'),
        ownerAuth: options.ownerAuth?.(req, res),
      }),
    }),
  );
  router.use(graphqlBodyErrors(options.logger));
  return router;
}

function graphqlBodyErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    const clientError = describeBodyError(error);
    if (clientError) {
      graphqlError(res.status(clientError.status), clientError.message);
      return;
    }
    logger.error('GraphQL HTTP: unexpected error', error);
    graphqlError(res.status(500), 'Internal server error');
  };
}
