import { type DataSource, type EntityManager } from 'typeorm';
import { addressKeySql } from '../../kernel/address-key';
import { type Logger } from '../../logger';
import { dropJob } from '../job-registry';
import { type Jobs } from '../jobs';
import { type RetryPolicy } from '../retry-delay';
import { type Mailer, type OutgoingMail } from './mailer';

/** The one job kind of e-mail: "send this message". */
export const sendMailJob = 'mail.send';

/**
 * One e-mail to queue. The feature that queues it names its `kind` and registers the composer of
 * that kind (`MailQueue.compose`), which writes the message when it is sent from `data`: what the
 * e-mail says is read then (a lead, a chat's latest messages, a meeting as it is now, a subscriber
 * who may have left), so nothing stale or forgotten goes out.
 */
export interface NewMail {
  /** Which composer writes it, and what the person's data export calls it ("consultant"). */
  kind: string;
  to: string;
  /** Fixed now: a resend after a crash carries the same Message-ID (receivers drop the copy). */
  messageId: string;
  /** Queued at most once for good (pending, sent or failed): a second one is a no-op. */
  key?: string;
  /**
   * Whom it is about, as `mailAbout` names them (a lead, a chat, a meeting, a subscriber): its
   * person's data export lists it, and forgetting them deletes it.
   */
  about?: readonly string[];
  /** What the composer needs (ids, an event); JSON. */
  data?: Record<string, unknown>;
  /** Not sent before (a reminder's time, a held-back request); default now. */
  runAt?: Date;
}

/** A queued e-mail as its composer sees it. */
export interface QueuedMail {
  kind: string;
  to: string;
  messageId: string;
  data: Record<string, unknown>;
}

/** Writes the e-mail of a queued job; undefined when there is nothing to send any more. */
export type MailComposer = (mail: QueuedMail) => Promise<OutgoingMail | undefined>;

/** How mail refers to what it is about: `mailAbout('lead', id)`; the same names find it again. */
export type MailSubject = 'lead' | 'chat' | 'meeting' | 'subscriber';
export const mailAbout = (subject: MailSubject, id: string) => `${subject}:${id}`;

/** pending: waiting or retrying; sent: the mail server accepted it; failed: gave up, kept. */
export type MailStatus = 'pending' | 'sent' | 'failed';

/** One e-mail to or about a person, as their data export lists it (no body is stored). */
export interface PersonMailSummary {
  kind: string;
  status: MailStatus;
  /** True when it is (or was) addressed to the person; false for the consultant's copies. */
  toThem: boolean;
  recipient: string | null;
  queuedAt: Date;
  sentAt: Date | null;
}

/** A person's e-mails: to their mailbox (an addressKey, or null) or about any of `about`. */
export interface PersonMailRefs {
  addressKey: string | null;
  about: readonly string[];
}

interface MailPayload {
  kind: string;
  to: string;
  messageId: string;
  about: string[];
  data: Record<string, unknown>;
}

const rowsOf = <Row>(result: unknown): Row[] => {
  const list = result as unknown[];
  return (Array.isArray(list[0]) ? list[0] : list) as Row[];
};

/** E-mails' keys, apart from other jobs' in the one table. */
const mailKey = (key: string) => `mail:${key}`;

/** The mail rows of the jobs table. */
const isMail = `kind = '${sendMailJob}'`;
const personMailWhere = `${isMail} AND (${addressKeySql(`payload->>'to'`)} = $1
  OR payload->'about' ?| $2::text[])`;

/**
 * E-mail, below the features: each e-mail is one kept job (`mail.send`) in the jobs table,
 * sent by one handler through the one mailer with the jobs runner's leases, retries and back-off.
 * It is marked sent (`done`) as soon as the server accepted it, and kept so that its key is
 * never queued twice and the person's data export can list it. Queued inside the feature's own
 * transaction when the e-mail must exist exactly when its change does; `wake` once committed.
 */
export class MailQueue {
  private readonly composers = new Map<string, MailComposer>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: Jobs,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
    private readonly retry: RetryPolicy,
  ) {
    jobs.registry.handle<MailPayload>(
      sendMailJob,
      (payload, job) =>
        this.send(payload).catch((error: unknown) => {
          this.logFailure(payload, job.attempt, error);
          throw error;
        }),
      retry,
    );
  }

  /** How e-mails of `kind` are written when sent (the feature that queues them registers it). */
  compose(kind: string, composer: MailComposer): void {
    if (this.composers.has(kind)) throw new Error(`A composer for ${kind} e-mails is registered`);
    this.composers.set(kind, composer);
  }

  /**
   * Queues e-mails, inside `manager`'s transaction when given (then `wake` once it committed);
   * one whose key was queued before is left out. How many were queued.
   */
  async enqueue(mails: NewMail | readonly NewMail[], manager?: EntityManager): Promise<number> {
    const list = Array.isArray(mails) ? (mails as readonly NewMail[]) : [mails as NewMail];
    const queued = await this.jobs.queue.enqueueMany<MailPayload>(
      list.map((mail) => ({
        kind: sendMailJob,
        keep: true,
        ...(mail.key ? { key: mailKey(mail.key) } : {}),
        ...(mail.runAt ? { runAt: mail.runAt } : {}),
        payload: {
          kind: mail.kind,
          to: mail.to,
          messageId: mail.messageId,
          about: [...(mail.about ?? [])],
          data: mail.data ?? {},
        },
      })),
      manager,
    );
    if (queued > 0 && !manager) this.wake();
    return queued;
  }

  /** E-mails were queued in a transaction that has committed: send them now. */
  wake(): void {
    this.jobs.wake();
  }

  /**
   * Deletes the e-mails not sent yet, nor being sent, whose key is `key` or starts with
   * `keyPrefix` (a meeting's reminders, a subscriber who left); how many.
   */
  async cancel(
    which: { key: string } | { keyPrefix: string },
    manager?: EntityManager,
  ): Promise<number> {
    const [match, value] =
      'key' in which
        ? ['dedupe_key = $1', mailKey(which.key)]
        : ['left(dedupe_key, length($1)) = $1', mailKey(which.keyPrefix)];
    const result: unknown = await (manager ?? this.dataSource).query(
      `DELETE FROM jobs WHERE ${isMail} AND ${match} AND status = 'pending'
         AND (leased_until IS NULL OR leased_until < now())
       RETURNING id`,
      [value],
    );
    return rowsOf(result).length;
  }

  /** How many e-mails whose key starts with one of `keyPrefixes` are still to be sent. */
  async pendingCount(which: { keyPrefixes: readonly string[] }): Promise<number> {
    if (which.keyPrefixes.length === 0) return 0;
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS pending FROM jobs
       WHERE ${isMail} AND status = 'pending'
         AND EXISTS (SELECT 1 FROM unnest($1::varchar[]) AS p(prefix)
                     WHERE left(dedupe_key, length(prefix)) = prefix)`,
      [which.keyPrefixes.map(mailKey)],
    )) as { pending: number }[];
    return row?.pending ?? 0;
  }

  /**
   * E-mails of `kind` queued in the last `withinMs` by the database's clock (sent, failed or
   * pending), to one mailbox when `addressKey` is given: what a feature's own sending limits
   * count (the acknowledgements').
   */
  async countSince(
    manager: EntityManager,
    kind: string,
    withinMs: number,
    addressKey?: string,
  ): Promise<number> {
    const [row] = (await manager.query(
      `SELECT count(*)::int AS n FROM jobs
       WHERE ${isMail} AND payload->>'kind' = $1
         AND created_at > now() - make_interval(secs => $2::double precision / 1000)
         AND ($3::text IS NULL OR ${addressKeySql(`payload->>'to'`)} = $3)`,
      [kind, withinMs, addressKey ?? null],
    )) as { n: number }[];
    return row?.n ?? 0;
  }

  /** Every e-mail to or about a person, sent or queued, oldest first (their data export). */
  async about(refs: PersonMailRefs): Promise<PersonMailSummary[]> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT payload->>'kind' AS kind, status, payload->>'to' AS recipient, created_at, done_at,
              coalesce(${addressKeySql(`payload->>'to'`)} = $1, false) AS to_them
       FROM jobs WHERE ${personMailWhere} ORDER BY created_at, id`,
      [refs.addressKey, refs.about],
    );
    return rows.map((row) => ({
      kind: row.kind as string,
      status: row.status === 'done' ? 'sent' : (row.status as MailStatus),
      toThem: row.to_them === true,
      // The consultant's address on their copies is not the person's data.
      recipient: row.to_them === true ? (row.recipient as string) : null,
      queuedAt: new Date(row.created_at as string),
      sentAt: row.done_at ? new Date(row.done_at as string) : null,
    }));
  }

  /**
   * Deletes every e-mail to the person's mailbox or about them, queued or already sent (the rows
   * hold the address), inside `manager`'s transaction when given. One being sent right now is
   * deleted too: its composer then finds nothing to send. How many were deleted.
   */
  async forget(refs: PersonMailRefs, manager?: EntityManager): Promise<number> {
    const result: unknown = await (manager ?? this.dataSource).query(
      `DELETE FROM jobs WHERE ${personMailWhere} RETURNING id`,
      [refs.addressKey, refs.about],
    );
    return rowsOf(result).length;
  }

  /** After the jobs runner stopped (no send under way): closes the mailer. */
  close(): void {
    this.mailer.close();
  }

  /** Says which e-mail failed, and whom it is about (the runner knows only the job). */
  private logFailure(payload: MailPayload, attempt: number, error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    const about = payload.about?.length ? ` about ${payload.about.join(', ')}` : '';
    if (attempt >= this.retry.maxAttempts) {
      this.logger.error(
        `Mail: gave up on the ${payload.kind} e-mail${about} after ${attempt} attempts; kept as failed (a mail.send job)`,
        error,
      );
    } else {
      this.logger.warn(
        `Mail: attempt ${attempt} of the ${payload.kind} e-mail${about} failed (${reason}); retried with back-off`,
      );
    }
  }

  /** The handler: composes the e-mail as it is now and sends it; the runner marks it sent. */
  private async send(payload: MailPayload): Promise<typeof dropJob | undefined> {
    const composer = this.composers.get(payload.kind);
    if (!composer) throw new Error(`no composer for ${payload.kind} e-mails`);
    const message = await composer({
      kind: payload.kind,
      to: payload.to,
      messageId: payload.messageId,
      data: payload.data ?? {},
    });
    if (!message) {
      this.logger.debug(`Mail: the ${payload.kind} e-mail to send had nothing left to say`);
      return dropJob;
    }
    await this.mailer.send(message);
    return undefined;
  }
}
