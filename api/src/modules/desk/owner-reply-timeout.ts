import { type JobRegistry } from '../../jobs/job-registry';
import { type Jobs } from '../../jobs/jobs';

/** The due job that brings the assistant back to a chat an owner left unanswered. */
export const ownerReplyTimeoutJob = 'desk.owner-reply-timeout';

/** When an owner in a chat has left a visitor unanswered too long (HandoffService). */
export interface ReplyTimeouts {
  /** The visitor wrote at `since`; nothing changes when the chat's timeout is running already. */
  start(sessionId: string, since: Date): Promise<void>;
  /** The owner answered or left: no timeout. */
  stop(sessionId: string): Promise<void>;
}

interface ReplyTimeoutPayload {
  sessionId: string;
  /** The visitor message the owner has not answered (ISO time). */
  since: string;
}

/** One pending timeout per chat: its job's dedupe key. */
const keyOf = (sessionId: string) => `${ownerReplyTimeoutJob}:${sessionId}`;

/**
 * Each timeout is a due job in the jobs table, not a timer in one process: it fires after a
 * restart, and once across instances, whichever instance took the visitor's message.
 */
export function ownerReplyTimeouts(
  jobs: Pick<Jobs, 'enqueue' | 'cancel'>,
  timeoutMs: number,
): ReplyTimeouts {
  return {
    start: async (sessionId, since) => {
      await jobs.enqueue<ReplyTimeoutPayload>({
        kind: ownerReplyTimeoutJob,
        key: keyOf(sessionId),
        payload: { sessionId, since: since.toISOString() },
        runAt: new Date(Date.now() + timeoutMs),
      });
    },
    stop: async (sessionId) => {
      await jobs.cancel(keyOf(sessionId));
    },
  };
}

/** The job's handler: `timedOut` re-checks the chat (the owner may have answered meanwhile). */
export function registerOwnerReplyTimeout(
  registry: Pick<JobRegistry, 'handle'>,
  timedOut: (sessionId: string, since: Date) => Promise<void>,
): void {
  registry.handle<ReplyTimeoutPayload>(ownerReplyTimeoutJob, ({ sessionId, since }) =>
    timedOut(sessionId, new Date(since)),
  );
}
