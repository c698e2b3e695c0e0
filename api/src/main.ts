import 'reflect-metadata';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { createLogger } from './logger';
import { PortInUseError, type RunningServer, startServer } from './server';

/** Errors whose message already says what to do: printed without a stack trace. */
const explained = [ConfigError, DataDirLockedError, PortInUseError];

async function main(): Promise<void> {
  // Step 1: configuration, validated before anything starts.
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    return fail(error);
  }
  const logger = createLogger(config.logLevel);

  // Steps 2-5: database, services, schema, HTTP + WebSocket server, listen (see server.ts).
  let server: RunningServer;
  try {
    server = await startServer(config, logger, {
      onFatal: (error) => {
        logger.error('The DATA_DIR lock was lost; stopping to protect the data', error);
        void shutdown('lock lost', 1);
      },
    });
  } catch (error) {
    return fail(error);
  }
  logger.info(`Listening on ${server.url} (GraphQL ${server.url}/graphql, REST ${server.url}/api)`);

  // Step 6: graceful shutdown; a second signal, or a drain that hangs, forces the exit.
  let stopping = false;
  async function shutdown(reason: string, exitCode = 0): Promise<void> {
    if (stopping) {
      logger.warn('Forced exit');
      process.exit(1);
    }
    stopping = true;
    logger.info(`Shutting down (${reason})`);
    setTimeout(() => {
      logger.error('Shutdown took longer than 15 s; exiting anyway');
      process.exit(1);
    }, 15_000).unref();
    await server.close();
    process.exit(exitCode);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

function fail(error: unknown): void {
  if (explained.some((type) => error instanceof type)) {
    console.error(`Cannot start: ${(error as Error).message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
}

void main();
