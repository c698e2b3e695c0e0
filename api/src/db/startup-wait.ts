import { type Logger } from '../logger';

/** When start-up gives up on its database (DATABASE_STARTUP_TIMEOUT_MS after it began). */
export class StartupDeadline {
  private readonly endsAt: number;

  constructor(readonly timeoutMs: number) {
    this.endsAt = Date.now() + timeoutMs;
  }

  remainingMs(): number {
    return Math.max(0, this.endsAt - Date.now());
  }
}

export class DatabaseStartupTimeoutError extends Error {
  constructor(what: string, timeoutMs: number) {
    super(
      `${what} did not finish within ${Math.round(timeoutMs / 1000)} s ` +
        '(DATABASE_STARTUP_TIMEOUT_MS). Raise it on a slow or very busy machine.',
    );
    this.name = 'DatabaseStartupTimeoutError';
  }
}

/** How often start-up says it is still waiting. */
const stillWaitingEveryMs = 10_000;

/**
 * Waits for `work` (the embedded database's creation or opening, the first connection and the
 * migrations) as long as it takes within the deadline, saying every ten seconds that start-up
 * is still waiting, so a slow first start on a busy machine reads as slow, not as hung.
 */
export async function waitDuringStartup<T>(
  what: string,
  work: Promise<T>,
  deadline: StartupDeadline,
  logger: Logger,
): Promise<T> {
  const started = Date.now();
  const ticker = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000);
    logger.info(`Start-up: still waiting for ${what} (${seconds} s so far)`);
  }, stillWaitingEveryMs);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new DatabaseStartupTimeoutError(what, deadline.timeoutMs)),
      deadline.remainingMs(),
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearInterval(ticker);
    clearTimeout(timer);
  }
}
