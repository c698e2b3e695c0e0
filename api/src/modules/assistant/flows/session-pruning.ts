import type { JobRegistry } from '../../../jobs/job-registry';
import type { Logger } from '../../../logger';
import type { DatabaseSessionStateStore } from './session-state.store';

const day = 24 * 60 * 60 * 1000;

/** The recurring job that forgets idle assistant sessions (api/src/jobs runs it). */
export const sessionPruningJob = 'assistant.prune-sessions';

export interface SessionPruningOptions {
  /** Sessions untouched for this long are deleted. */
  maxIdleMs: number;
  /** How often to look; the first pass runs at each start. */
  everyMs: number;
}

/** A month: far beyond any one browser tab, short enough not to hoard visitors' details. */
export const defaultSessionPruning: SessionPruningOptions = { maxIdleMs: 30 * day, everyMs: day };

/** One pass: deletes the sessions idle since `maxIdleMs` before `now`; rejects when it fails. */
export async function pruneIdleSessions(
  store: Pick<DatabaseSessionStateStore, 'forgetIdleSince'>,
  logger: Logger,
  maxIdleMs: number,
  now = new Date(),
): Promise<number> {
  const count = await store.forgetIdleSince(new Date(now.getTime() - maxIdleMs));
  if (count > 0) logger.info(`Assistant: forgot ${count} idle chat session(s)`);
  return count;
}

/** Deletes idle assistant sessions as a recurring job (a failed pass is retried by the runner). */
export function registerSessionPruning(
  registry: Pick<JobRegistry, 'every'>,
  store: Pick<DatabaseSessionStateStore, 'forgetIdleSince'>,
  logger: Logger,
  options: SessionPruningOptions = defaultSessionPruning,
): void {
  registry.every(sessionPruningJob, { everyMs: options.everyMs, atStart: true }, async () => {
    await pruneIdleSessions(store, logger, options.maxIdleMs);
  });
}
