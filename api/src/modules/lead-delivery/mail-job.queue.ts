import { type DataSource, type EntityManager } from 'typeorm';
import { type RecipientKind } from './mail-job.entity';

export interface RetryPolicy {
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

export interface NewMailJob {
  contactId: string;
  recipientKind: RecipientKind;
  recipient: string;
  messageId: string;
}

/** An e-mail about one chat session: one of each kind per chat. */
export interface NewChatMailJob {
  sessionId: string;
  /** The consultant's e-mail about a chat asking for a person, or the visitor's transcript. */
  recipientKind?: 'person_request' | 'chat_transcript';
  recipient: string;
  messageId: string;
  /** Not sent before this time (default: now). */
  dueAt?: Date;
}

/**
 * A meeting's e-mail (modules/booking/), due at `dueAt` (now, or a reminder's time). One per
 * meeting, recipient, event and sequence: queuing it twice is a no-op.
 */
export interface NewMeetingMailJob {
  meetingId: string;
  recipientKind: 'meeting_visitor' | 'meeting_consultant';
  recipient: string;
  event: string;
  sequence: number;
  messageId: string;
  dueAt?: Date;
}

/** A claimed job as the worker sees it. */
export interface ClaimedJob {
  id: string;
  /** Set for a meeting's e-mail (then contactId and sessionId are null). */
  meetingId: string | null;
  meetingEvent: string | null;
  /** Null for a chat's `person_request` job (then `sessionId` is set). */
  contactId: string | null;
  sessionId: string | null;
  recipientKind: RecipientKind;
  recipient: string;
  messageId: string;
  attempts: number;
  /** Set for the blog's e-mails (modules/newsletter). */
  subscriberId: string | null;
  postId: string | null;
  digestUntil: Date | null;
}

/** After a failed attempt: retried later, or given up on (kept as failed). */
export type FailureOutcome = { state: 'retry'; retryInMs: number } | { state: 'failed' };

/**
 * Exponential back-off with jitter: base * 2^(attempt-1), capped, then spread over its upper
 * half, so jobs that failed together (an SMTP outage) do not all retry in the same instant.
 */
export function retryDelayMs(attempt: number, policy: RetryPolicy, random = Math.random): number {
  const exponential = policy.retryBaseMs * 2 ** Math.min(attempt - 1, 30);
  const capped = Math.min(exponential, policy.retryMaxMs);
  return Math.round(capped / 2 + (capped / 2) * random());
}

/**
 * The outbox table's SQL. Claiming takes due, unleased jobs with FOR UPDATE SKIP LOCKED (so
 * several instances on PostgreSQL never take the same one) and leases them: if the process dies
 * mid-send, the lease runs out and the job is taken again after the restart.
 */
export class MailJobQueue {
  constructor(
    private readonly dataSource: DataSource,
    private readonly policy: RetryPolicy,
  ) {}

  /** Inside the lead's transaction; a second job for the same lead and kind is ignored. */
  async enqueue(manager: EntityManager, job: NewMailJob): Promise<void> {
    await manager.query(
      `INSERT INTO mail_jobs (contact_id, recipient_kind, recipient, message_id)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT ON CONSTRAINT mail_jobs_idempotency_key DO NOTHING`,
      [job.contactId, job.recipientKind, job.recipient, job.messageId],
    );
  }

  /** A second e-mail about the same chat is ignored. */
  async enqueueForChat(job: NewChatMailJob): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO mail_jobs (session_id, recipient_kind, recipient, message_id, next_attempt_at)
       VALUES ($1, $4, $2, $3, coalesce($5::timestamptz, now()))
       ON CONFLICT (session_id, recipient_kind) WHERE session_id IS NOT NULL DO NOTHING
       RETURNING id`,
      [
        job.sessionId,
        job.recipient,
        job.messageId,
        job.recipientKind ?? 'person_request',
        job.dueAt ?? null,
      ],
    );
    return rows.length > 0;
  }

  /**
   * Inside a lead's transaction: the chat's e-mail of `kind` not sent yet (nor being sent) is
   * void, and deleted. (The desk asks for one person-request e-mail per chat, when it first flags
   * the chat, so none is queued again in its place.)
   */
  async dropPendingForChat(
    manager: EntityManager,
    sessionId: string,
    kind: 'person_request',
  ): Promise<void> {
    await manager.query(
      `DELETE FROM mail_jobs
       WHERE session_id = $1 AND recipient_kind = $2 AND status = 'pending'
         AND (claimed_until IS NULL OR claimed_until < now())`,
      [sessionId, kind],
    );
  }

  /** An e-mail to a desk owner, tied to no lead or chat. */
  async enqueueOwnerMail(job: {
    recipientKind: RecipientKind;
    recipient: string;
    messageId: string;
  }): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO mail_jobs (recipient_kind, recipient, message_id) VALUES ($1, $2, $3)`,
      [job.recipientKind, job.recipient, job.messageId],
    );
  }

  /** Inside the meeting's transaction. */
  async enqueueForMeeting(manager: EntityManager, job: NewMeetingMailJob): Promise<void> {
    await manager.query(
      `INSERT INTO mail_jobs (meeting_id, recipient_kind, recipient, meeting_event, meeting_sequence,
                              message_id, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, $6, coalesce($7::timestamptz, now()))
       ON CONFLICT (meeting_id, recipient_kind, meeting_event, meeting_sequence)
         WHERE meeting_id IS NOT NULL DO NOTHING`,
      [
        job.meetingId,
        job.recipientKind,
        job.recipient,
        job.event,
        job.sequence,
        job.messageId,
        job.dueAt ?? null,
      ],
    );
  }

  /** A meeting moved or was cancelled: its reminders not yet sent are void. */
  async dropPendingReminders(manager: EntityManager, meetingId: string): Promise<void> {
    await manager.query(
      `DELETE FROM mail_jobs
       WHERE meeting_id = $1 AND status = 'pending' AND meeting_event LIKE 'reminder:%'
         AND (claimed_until IS NULL OR claimed_until < now())`,
      [meetingId],
    );
  }

  async claim(limit: number, leaseMs: number): Promise<ClaimedJob[]> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `UPDATE mail_jobs SET
         attempts = attempts + 1,
         claimed_until = now() + make_interval(secs => $2::double precision / 1000)
       WHERE id IN (
         SELECT id FROM mail_jobs
         WHERE status = 'pending' AND next_attempt_at <= now()
           AND (claimed_until IS NULL OR claimed_until < now())
         ORDER BY next_attempt_at
         LIMIT $1
         FOR UPDATE SKIP LOCKED)
       RETURNING id, contact_id, session_id, meeting_id, meeting_event, recipient_kind, recipient,
                 message_id, attempts, subscriber_id, post_id, digest_until`,
      [limit, leaseMs],
    );
    // TypeORM's postgres driver returns [rows, count] for UPDATE ... RETURNING.
    const list = (Array.isArray(rows[0]) ? rows[0] : rows) as Record<string, unknown>[];
    return list.map((row) => ({
      id: row.id as string,
      contactId: (row.contact_id as string | null) ?? null,
      sessionId: (row.session_id as string | null) ?? null,
      meetingId: (row.meeting_id as string | null) ?? null,
      meetingEvent: (row.meeting_event as string | null) ?? null,
      recipientKind: row.recipient_kind as RecipientKind,
      recipient: row.recipient as string,
      messageId: row.message_id as string,
      attempts: Number(row.attempts),
      subscriberId: (row.subscriber_id as string | null) ?? null,
      postId: (row.post_id as string | null) ?? null,
      digestUntil: row.digest_until ? new Date(row.digest_until as string) : null,
    }));
  }

  /** The SMTP server accepted them: never sent again. */
  async complete(ids: readonly string[]): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_jobs SET status = 'sent', sent_at = now(), claimed_until = NULL, last_error = NULL
       WHERE id = ANY($1::uuid[])`,
      [ids],
    );
  }

  async fail(job: ClaimedJob, error: string): Promise<FailureOutcome> {
    if (job.attempts >= this.policy.maxAttempts) {
      await this.dataSource.query(
        `UPDATE mail_jobs SET status = 'failed', claimed_until = NULL, last_error = $2 WHERE id = $1`,
        [job.id, error],
      );
      return { state: 'failed' };
    }
    const retryInMs = retryDelayMs(job.attempts, this.policy);
    await this.dataSource.query(
      `UPDATE mail_jobs SET claimed_until = NULL, last_error = $2,
         next_attempt_at = now() + make_interval(secs => $3::double precision / 1000)
       WHERE id = $1`,
      [job.id, error, retryInMs],
    );
    return { state: 'retry', retryInMs };
  }

  /** A job's lead (or subscriber, or post) is gone: nothing to send. */
  async drop(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM mail_jobs WHERE id = $1`, [id]);
  }
}
