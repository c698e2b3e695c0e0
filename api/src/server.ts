import http from 'node:http';
import { type AddressInfo } from 'node:net';
import express from 'express';
import { type GraphQLSchema } from 'graphql';
import { type AppServices, createServices } from './app/create-services';
import { appEntities } from './app/entities';
import { type Config } from './config';
import { listenForBackupRequests } from './db/backup/backup-socket';
import { type Database, openDatabase } from './db/database';
import { type RequestContext } from './kernel/request-context';
import { createApolloServer } from './graphql/create-apollo-server';
import { createSchema } from './graphql/create-schema';
import { createFormatError } from './graphql/format-error';
import { createBlogBenchRouter } from './http/bench-blog.routes';
import { clientAddress } from './http/client-address';
import { loggablePath } from './http/loggable-path';
import { createBenchRouter } from './http/bench.routes';
import { createGraphqlRouter } from './http/graphql-http';
import { type GraphqlWsServer, attachGraphqlWs } from './http/graphql-ws';
import { type HttpDrain, trackHttpRequests } from './http/http-drain';
import { healthRoute } from './http/health.route';
import { createPlaygroundRouter } from './http/playground';
import { answeredRequestLog, requestId, requestLog } from './http/request-log';
import { mountRouteTable, type RouteMount } from './http/route-table';
import { securityHeaders, siteSecurityHeaders } from './http/security-headers';
import { type Logger } from './logger';
import { httpOwnerAuth, upgradeOwnerAuth } from './modules/owner/owner-request-auth';
import { blogImageUploadRoutes, blogSiteRoutes } from './modules/blog/blog-publishing.routes';
import { documentRoutes } from './modules/documents/documents.routes';
import { bookingFormRoutes } from './modules/booking/booking-form.routes';
import { newsletterPageRoutes } from './modules/newsletter/newsletter.routes';
import { createApiRouter } from './rest/api-router';
import { createMemoryLane, type MemoryLane } from './site/memory-lane';
import { createSite } from './site/site.router';

export interface RunningServer {
  /** http://host:port of the listening server. */
  url: string;
  port: number;
  services: AppServices;
  database: Database;
  schema: GraphQLSchema;
  /** Graceful stop: stop accepting, finish chat replies, close WebSockets, drain HTTP, close the DB. */
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
    const database = await openDatabase(config, logger, appEntities, (error) =>
      options.onFatal?.(error),
    );
    cleanups.push(() => database.close());

    // Step 2: services, and the blog articles synced from their Markdown files.
    const services = createServices(database, config, logger);
    cleanups.push(() => services.closeConnections());
    cleanups.push(() => services.chat.close());
    // Newest first: the jobs runner (started with the services) finishes the jobs under way,
    // then the mailer closes.
    cleanups.push(async () => services.mail.close());
    cleanups.push(() => services.jobs.stop());
    // Page views still buffered are written before the database closes.
    cleanups.push(() => services.insights.close());
    // Before the sync, so its "blog changed" reaches the other instances.
    if (!(await services.events.whenConnected(5_000)))
      logger.warn('Event bus: Redis is not reachable yet; starting anyway (it reconnects)');
    await services.blog.syncFromDirectory(config.blogDir);
    // `npm run backup` asks this server for a backup of its embedded database (db/backup/).
    if (database.kind === 'embedded') {
      const backupSocket = await listenForBackupRequests(config.dataDir, services.backups, logger);
      if (backupSocket) cleanups.push(() => backupSocket.close());
    }
    // The start-up steps that wait on the database are done: requests get the request-time
    // connect and statement timeouts from here on.
    database.endStartup();

    // Step 3: GraphQL schema.
    const schema = await createSchema(services);

    // Step 4: HTTP server with Apollo, and graphql-ws on the same /graphql path, both held to
    // the same operation limits and error format; schema details only with GRAPHQL_PLAYGROUND.
    const exposure = {
      introspection: config.graphqlPlayground,
      suggestions: config.graphqlPlayground,
    };
    const formatError = createFormatError(logger, exposure);
    const app = express();
    // Website pages and files held in memory skip Express (set once the site is loaded below).
    const memoryLane: { serve?: MemoryLane } = {};
    const insightsReading = {
      addressOf: (req: http.IncomingMessage) => clientAddress(req, config.trustProxyHops),
      keptPath: loggablePath,
    };
    const httpServer = http.createServer((req, res) => {
      // Insights: a request answered as a person's page view is counted once it has finished.
      services.insights.observe(req, res, insightsReading);
      if (!memoryLane.serve?.(req, res)) app(req, res);
    });
    const httpDrain = trackHttpRequests(httpServer);
    const webSockets = attachGraphqlWs(httpServer, {
      schema,
      exposure,
      formatError,
      corsOrigins: config.corsOrigins,
      bodyLimit: config.bodyLimit,
      trustProxyHops: config.trustProxyHops,
      socketsPerAddress: config.wsSocketsPerIp,
      ownerAuth: (request) => upgradeOwnerAuth(services.desk.auth, request, services.desk.cookies),
      onSocketOpen: services.desk.sockets.onSocketOpen,
    });
    cleanups.push(() => webSockets.close());
    const apollo = createApolloServer(schema, { exposure, formatError });
    await apollo.start();
    cleanups.push(() => apollo.stop());

    app.disable('x-powered-by');
    app.set('trust proxy', config.trustProxyHops || false);
    app.use(requestLog(logger));
    const production = config.nodeEnv === 'production';
    app.use(securityHeaders({ production }));
    const httpOptions = { bodyLimit: config.bodyLimit, corsOrigins: config.corsOrigins, logger };
    // Everything Express answers before the website; the memory lane reads the same table.
    const routes: RouteMount[] = [
      { path: '/healthz', getOnly: true, handlers: [healthRoute(() => database.ping())] },
      {
        path: '/graphql',
        handlers: [
          ...(config.graphqlPlayground ? [createPlaygroundRouter(config.playgroundDir)] : []),
          createGraphqlRouter(apollo, {
            ...httpOptions,
            ownerAuth: (req, res) =>
              httpOwnerAuth(services.desk.auth, req, res, services.desk.cookies),
          }),
        ],
      },
      {
        path: '/api',
        handlers: [
          // Image uploads carry the picture's bytes, not JSON: before the JSON-only API router.
          blogImageUploadRoutes(
            services.publishing.images,
            services.desk.auth,
            services.desk.cookies,
            config.publishing.imageMaxBytes,
            logger,
          ),
          // Documents come as multipart/form-data: before the JSON-only API router too.
          documentRoutes(services.documents, {
            maxBytes: config.documents.maxBytes,
            auth: services.desk.auth,
            cookies: services.desk.cookies,
            logger,
          }),
          createApiRouter(services, httpOptions),
        ],
      },
    ];
    if (config.benchRoutes) {
      routes.push({
        path: '/__bench',
        handlers: [
          await createBenchRouter(services, config.bodyLimit),
          createBlogBenchRouter(services, config.blogDir),
        ],
      });
    }
    mountRouteTable(app, routes);
    const site = await createSite({
      blog: services.blog,
      schema,
      webDistDir: config.webDistDir,
      graphqlContext: (): RequestContext => ({ clientIp: undefined }),
      logError: (message, error) => logger.error(message, error),
      contactForm: {
        contacts: services.contact,
        bodyLimit: config.bodyLimit,
        documents: {
          service: services.documents,
          maxBytes: config.documents.maxBytes,
          perRequest: config.documents.perRequest,
        },
      },
    });
    // Feeds, uploaded images, the blog's old addresses, the subscription links' pages.
    app.use(blogSiteRoutes(services.blog, services.publishing.images));
    app.use(newsletterPageRoutes(services.newsletter, site.pageFrame));
    // Booking with JavaScript off: server-rendered open times, fresh on every request.
    app.use(
      bookingFormRoutes({
        availability: services.booking.availability,
        booking: services.booking.booking,
        formTokens: services.formTokens,
        pageFrame: site.pageFrame,
      }),
    );
    app.use(site.router);
    memoryLane.serve = createMemoryLane({
      routes,
      lookup: site.lookup,
      securityHeaders: siteSecurityHeaders({ production }),
      requestId,
      logAnswered: answeredRequestLog(logger),
    });

    // Step 5: listen.
    await listen(httpServer, config.port, config.host);
    httpServer.on('error', (error) => logger.error('HTTP server error', error));
    services.started();
    const { port } = httpServer.address() as AddressInfo;
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;

    let closing: Promise<void> | undefined;
    return {
      url,
      port,
      services,
      database,
      schema,
      // Step 6 (on SIGTERM/SIGINT): see shutDown below.
      close: () =>
        (closing ??= shutDown({ httpDrain, chat: services.chat, webSockets, cleanups, logger })),
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

/**
 * The graceful stop, in an order that loses no answer: stop accepting (idle keep-alive sockets
 * closed, running requests answered with `Connection: close`); let chat replies in progress
 * finish, or end with an error event, while their WebSockets are still open; close the
 * WebSockets; wait for the last HTTP responses; then Apollo, the services and the database.
 */
async function shutDown(steps: {
  httpDrain: HttpDrain;
  chat: { close(): Promise<void> };
  webSockets: GraphqlWsServer;
  cleanups: (() => Promise<void>)[];
  logger: Logger;
}): Promise<void> {
  const httpDrained = steps.httpDrain.close(httpDrainGraceMs);
  await steps.chat.close().catch((error: unknown) => steps.logger.error('Chat close', error));
  // Published events reach the sockets in microtasks: let them all be written first.
  await new Promise((resolve) => setImmediate(resolve));
  await steps.webSockets.close().catch((error: unknown) => steps.logger.error('WS close', error));
  await httpDrained;
  await runCleanups(steps.cleanups, steps.logger);
}

/** Longest wait for running HTTP requests; main.ts forces the exit a little later. */
const httpDrainGraceMs = 10_000;

/** Runs cleanups newest first; one failing does not stop the others. */
async function runCleanups(cleanups: (() => Promise<void>)[], logger: Logger): Promise<void> {
  for (const cleanup of cleanups.reverse()) {
    await cleanup().catch((error: unknown) => logger.error('Shutdown step failed', error));
  }
}
