import type { Logger } from '../../../logger';
import type { DatabaseSessionStateStore } from './session-state.store';

const day = 24 * 60 * 60 * 1000;

export interface SessionPruningOptions {
  /** Sessions untouched for this long are deleted. */
  maxIdleMs: number;
  /** How often to look; the first pass runs at once. */
  everyMs: number;
}

/** A month: far beyond any one browser tab, short enough not to hoard visitors' details. */
export const defaultSessionPruning: SessionPruningOptions = { maxIdleMs: 30 * day, everyMs: day };

export interface SessionPruning {
  /** Resolves once a pass under way has finished; no pass starts after it. */
  stop(): Promise<void>;
}

/** Deletes idle assistant sessions now and then on a timer that never keeps the process up. */
export function startSessionPruning(
  store: Pick<DatabaseSessionStateStore, 'forgetIdleSince'>,
  logger: Logger,
  options: SessionPruningOptions = defaultSessionPruning,
): SessionPruning {
  let running: Promise<void> = Promise.resolve();
  const prune = () => {
    running = store
      .forgetIdleSince(new Date(Date.now() - options.maxIdleMs))
      .then((count) => {
        if (count > 0) logger.info(`Assistant: forgot ${count} idle chat session(s)`);
      })
      .catch((error: unknown) => logger.warn('Assistant: could not prune idle sessions', error));
  };
  prune();
  const timer = setInterval(prune, options.everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
