import { type LogLevel } from './config';

/** A deliberately small logger: one line per event, to stderr, filtered by LOG_LEVEL. */
export interface Logger {
  error(message: string, error?: unknown): void;
  warn(message: string, error?: unknown): void;
  info(message: string): void;
  debug(message: string): void;
}

const rank: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stderr.write(line),
): Logger {
  const log = (at: Exclude<LogLevel, 'silent'>, message: string, error?: unknown) => {
    if (rank[at] > rank[level]) return;
    const detail =
      error instanceof Error
        ? `\n${error.stack ?? error.message}`
        : error
          ? ` ${String(error)}`
          : '';
    write(`${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} ${message}${detail}\n`);
  };
  return {
    error: (message, error) => log('error', message, error),
    warn: (message, error) => log('warn', message, error),
    info: (message) => log('info', message),
    debug: (message) => log('debug', message),
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
