import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import express from 'express';
import { type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { type AppServices, createServices } from './app/create-services';
import { type Config } from './config';
import { type Database, openDatabase } from './db/database';
import { type GraphQLContext } from './graphql/context';
import { createSchema } from './graphql/create-schema';
import { createFormatError } from './graphql/format-error';
import { createBenchRouter } from './http/bench.routes';
import { createGraphqlRouter } from './http/graphql-http';
import { healthRoute } from './http/health.route';
import { createPlaygroundRouter } from './http/playground';
import { securityHeaders } from './http/security-headers';
import { type Logger } from './logger';
import { createApiRouter } from './rest/api-router';
import { createSiteRouter } from './site/site.router';

export interface RunningServer {
  /** http://host:port of the listening server. */
  url: string;
  port: number;
  services: AppServices;
  database: Database;
  schema: GraphQLSchema;
  /** Graceful stop: stop accepting, close WebSockets, drain HTTP, finish replies, close the DB. */
  close(): Promise<void>;
}

export class PortInUseError extends Error {
  constructor(host: string, port: number) {
    super(
      `Port ${port} on ${host} is already in use. Stop the other server, or start this one ` +
        `with another port, for example PORT=${port + 1}.`,
    );
    this.name = 'PortInUseError';
  }
}

export interface StartOptions {
  /** Called when the server cannot go on (the DATA_DIR lock was lost); main.ts exits. */
  onFatal?: (error: Error) => void;
}

export async function startServer(
  config: Config,
  logger: Logger,
  options: StartOptions = {},
): Promise<RunningServer> {
  const cleanups: (() => Promise<void>)[] = [];
  try {
    // Step 1: database (embedded or PostgreSQL), migrations applied.
    const database = await openDatabase(config, logger, (error) => options.onFatal?.(error));
    cleanups.push(() => database.close());

    // Step 2: services, and the blog articles synced from their Markdown files.
    const services = createServices(database.dataSource, config, logger);
    cleanups.push(() => services.chat.close());
    cleanups.push(() => services.sessionPruning.stop());
    cleanups.push(() => services.leadDelivery.worker.stop());
    await services.blog.syncFromDirectory(config.blogDir);

    // Step 3: GraphQL schema.
    const schema = await createSchema(services);

    // Step 4: HTTP server with Apollo, and graphql-ws on the same /graphql path.
    const app = express();
    const httpServer = http.createServer(app);
    // noServer: upgrades are routed by hand, so a listen error is not re-emitted by ws.
    const wsServer = new WebSocketServer({ noServer: true });
    httpServer.on('upgrade', (request, socket, head) => {
      if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/graphql') {
        socket.destroy();
        return;
      }
      wsServer.handleUpgrade(request, socket, head, (ws) =>
        wsServer.emit('connection', ws, request),
      );
    });
    const subscriptions = useServer<Record<string, unknown>, { request: http.IncomingMessage }>(
      {
        schema,
        context: ({ extra }): GraphQLContext => ({ clientIp: extra.request.socket.remoteAddress }),
      },
      wsServer,
    );
    const apollo = new ApolloServer<GraphQLContext>({
      schema,
      formatError: createFormatError(logger),
      includeStacktraceInErrorResponses: false,
      introspection: true,
      stopOnTerminationSignals: false,
      plugins: [
        ApolloServerPluginDrainHttpServer({ httpServer }),
        // Apollo's own landing page loads from a CDN; /graphql serves a bundled GraphiQL instead.
        ApolloServerPluginLandingPageDisabled(),
        // No CDN or cache sits in front of /graphql; computing cache hints per field only costs.
        ApolloServerPluginCacheControlDisabled(),
        {
          serverWillStart: async () => ({
            drainServer: async () => {
              await subscriptions.dispose();
              await new Promise<void>((resolve) => wsServer.close(() => resolve()));
            },
          }),
        },
      ],
    });
    await apollo.start();
    cleanups.push(() => apollo.stop());

    app.disable('x-powered-by');
    app.set('trust proxy', config.trustProxyHops || false);
    app.use(securityHeaders);
    app.get(
      '/healthz',
      healthRoute(() => database.ping()),
    );
    app.use(createPlaygroundRouter(config.playgroundDir));
    const httpOptions = { bodyLimit: config.bodyLimit, corsOrigins: config.corsOrigins, logger };
    app.use(createGraphqlRouter(apollo, httpOptions));
    app.use('/api', createApiRouter(services, httpOptions));
    if (config.benchRoutes)
      app.use('/__bench', await createBenchRouter(services, config.bodyLimit));
    app.use(
      await createSiteRouter({
        blog: services.blog,
        schema,
        webDistDir: config.webDistDir,
        graphqlContext: (): GraphQLContext => ({ clientIp: undefined }),
        logError: (message, error) => logger.error(message, error),
        contactForm: { contacts: services.contact, bodyLimit: config.bodyLimit },
      }),
    );

    // Step 5: listen.
    await listen(httpServer, config.port, config.host);
    httpServer.on('error', (error) => logger.error('HTTP server error', error));
    const { port } = httpServer.address() as AddressInfo;
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;

    let closing: Promise<void> | undefined;
    return {
      url,
      port,
      services,
      database,
      schema,
      // Step 6 (on SIGTERM/SIGINT): apollo.stop() stops accepting connections, closes the
      // WebSockets and drains HTTP; then pending chat replies end, then the database closes.
      close: () => (closing ??= runCleanups(cleanups, logger)),
    };
  } catch (error) {
    await runCleanups(cleanups, logger);
    throw error;
  }
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(host, port) : error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** Runs cleanups newest first; one failing does not stop the others. */
async function runCleanups(cleanups: (() => Promise<void>)[], logger: Logger): Promise<void> {
  for (const cleanup of cleanups.reverse()) {
    await cleanup().catch((error: unknown) => logger.error('Shutdown step failed', error));
  }
}
