import { type IncomingMessage, type Server } from 'node:http';
import { type Duplex } from 'node:stream';
import {
  type ExecutionArgs,
  GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import { type OwnerRequestAuth } from '../modules/owner/owner-request-auth';
import { type RequestContext } from '../kernel/request-context';
import { limitedParseOptions } from '../graphql/operation-limits';
import { type SchemaExposure, extraValidationRules } from '../graphql/validation-rules';
import { bodyLimitBytes } from './body-limit-bytes';
import { clientAddress } from './client-address';
import {
  type UpgradeGateOptions,
  createUpgradeGate,
  refuseUpgrade,
} from './websocket-upgrade-gate';

/** Limits of the WebSocket path, beside the per-operation limits it shares with HTTP. */
export const webSocketLimits = {
  /** Operations running at once on one socket: the site runs one subscription per tab. */
  operationsPerSocket: 20,
  /** A socket that never sends ConnectionInit is closed (4408) after this long. */
  connectionInitTimeoutMs: 3_000,
  /** On shutdown, how long a client may take to answer the close frame. */
  closeHandshakeMs: 1_000,
} as const;

export interface GraphqlWsOptions extends UpgradeGateOptions {
  schema: GraphQLSchema;
  exposure: SchemaExposure;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** BODY_LIMIT: the largest message, as for an HTTP body. */
  bodyLimit: string;
  /** The owner's desk session behind the upgrade request's cookie (modules/owner/). */
  ownerAuth?: (request: IncomingMessage) => OwnerRequestAuth;
  /**
   * Called when a socket is initialised; may return a stop function, called when it closes.
   * The desk keeps a signed-in owner's session alive while their tab is open with it.
   */
  onSocketOpen?: (
    request: IncomingMessage,
    closeSocket: (code: number, reason: string) => void,
  ) => (() => void) | undefined;
}

export interface GraphqlWsServer {
  /** Refuses new sockets and closes the open ones (1001, going away). */
  close(): Promise<void>;
}

type Extra = { request: IncomingMessage };

/**
 * graphql-ws on /graphql of `httpServer`, held to the same rules as the HTTP path: the same
 * validation and size limits and the same error format; upgrades pass websocket-upgrade-gate.ts.
 */
export function attachGraphqlWs(httpServer: Server, options: GraphqlWsOptions): GraphqlWsServer {
  const { schema, formatError } = options;
  const admit = createUpgradeGate(options);
  const rules = [...specifiedRules, ...extraValidationRules(options.exposure)];
  let closing = false;
  const socketStops = new WeakMap<WebSocket, () => void>();

  // noServer: upgrades are routed by hand, so a listen error is not re-emitted by ws.
  const wsServer = new WebSocketServer({
    noServer: true,
    maxPayload: bodyLimitBytes(options.bodyLimit),
  });

  httpServer.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/graphql') {
      socket.destroy();
      return;
    }
    if (closing) return refuseUpgrade(socket, 503, 'The server is shutting down.');
    if (!admit(request, socket)) return;
    wsServer.handleUpgrade(request, socket, head, (ws) => {
      wsServer.emit('connection', ws, request);
      // graphql-ws (just attached, synchronously) prints every socket error to the console.
      // These are the client's protocol faults (a message over maxPayload, bad frames), which
      // ws already answers by closing the socket with the fitting code (1009, 1002): no log.
      ws.removeAllListeners('error');
      ws.on('error', () => undefined);
    });
  });

  const format = (errors: readonly GraphQLError[], fallbackCode: string) =>
    errors.map((error) => formatError(withCode(error.toJSON(), fallbackCode), error));

  const server = useServer<Record<string, unknown> | undefined, Extra>(
    {
      connectionInitWaitTimeout: webSocketLimits.connectionInitTimeoutMs,
      onConnect: (ctx) => {
        const stop = options.onSocketOpen?.(ctx.extra.request, (code, reason) =>
          ctx.extra.socket.close(code, reason),
        );
        if (stop) socketStops.set(ctx.extra.socket, stop);
        return true;
      },
      onClose: (ctx) => {
        socketStops.get(ctx.extra.socket)?.();
        socketStops.delete(ctx.extra.socket);
      },
      onSubscribe: (ctx, _id, payload): ExecutionArgs | readonly GraphQLError[] => {
        // ctx.subscriptions already holds this operation.
        if (Object.keys(ctx.subscriptions).length > webSocketLimits.operationsPerSocket) {
          return [
            new GraphQLError(
              `At most ${webSocketLimits.operationsPerSocket} operations may run at once on one connection.`,
              { extensions: { code: 'TOO_MANY_OPERATIONS' } },
            ),
          ];
        }
        let document;
        try {
          document = parse(payload.query, limitedParseOptions);
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        const errors = validate(schema, document, rules);
        if (errors.length > 0) return errors;
        const contextValue: RequestContext = {
          clientIp: clientAddress(ctx.extra.request, options.trustProxyHops),
          userAgent: ctx.extra.request.headers['user-agent'],
          ownerAuth: options.ownerAuth?.(ctx.extra.request),
        };
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        };
      },
      // Refusals before execution (parse, validation, limits) are the client's mistake.
      onError: (_ctx, _id, _payload, errors) => format(errors, 'GRAPHQL_VALIDATION_FAILED'),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: formatExecutionErrors(result.errors) } : undefined,
    },
    wsServer,
  );

  /** As Apollo does: errors without a path are about the request (variables), others internal. */
  function formatExecutionErrors(errors: readonly GraphQLError[]) {
    return errors.map((error) =>
      formatError(
        withCode(error.toJSON(), error.path ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT'),
        error,
      ),
    );
  }

  let closed: Promise<void> | undefined;
  return {
    close: () =>
      (closed ??= (async () => {
        closing = true;
        // dispose() sends 1001 and waits for each client's close frame: a client that never
        // answers is cut off after a second rather than holding the shutdown for ws's 30 s.
        const cutOff = setTimeout(() => {
          for (const client of wsServer.clients) client.terminate();
        }, webSocketLimits.closeHandshakeMs);
        await server.dispose();
        await new Promise<void>((resolve) => wsServer.close(() => resolve()));
        clearTimeout(cutOff);
      })()),
  };
}

function withCode(formatted: GraphQLFormattedError, code: string): GraphQLFormattedError {
  if (formatted.extensions?.code) return formatted;
  return { ...formatted, extensions: { ...formatted.extensions, code } };
}
