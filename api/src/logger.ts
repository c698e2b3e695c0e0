import pino from 'pino';
import { type LogLevel } from './config';

/**
 * The app's one logger: pino, one JSON line per event, to stderr, filtered by LOG_LEVEL.
 * Code logs through this small interface; the request log (http/request-log.ts) writes
 * through the same pino instance.
 */
export interface Logger {
  error(message: string, error?: unknown): void;
  warn(message: string, error?: unknown): void;
  info(message: string): void;
  debug(message: string): void;
  /** The pino instance behind it, for pino-http. */
  readonly pino: pino.Logger;
}

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stderr.write(line),
): Logger {
  const log = pino(
    {
      level,
      // No pid or hostname on every line; the time as ISO text people can read.
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    { write },
  );
  // Errors go under `err`, which pino's serializer turns into type, message and stack.
  const withError = (error: unknown) =>
    error === undefined ? {} : { err: error instanceof Error ? error : { message: String(error) } };
  return {
    error: (message, error) => log.error(withError(error), message),
    warn: (message, error) => log.warn(withError(error), message),
    info: (message) => log.info(message),
    debug: (message) => log.debug(message),
    pino: log,
  };
}

/** For tests: keeps every line so a test can assert what was reported. */
export function createMemoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const logger = createLogger('debug', (line) => {
    lines.push(line);
  });
  return Object.assign(logger, { lines });
}
