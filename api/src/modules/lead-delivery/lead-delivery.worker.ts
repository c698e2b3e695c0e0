import { type DataSource, In } from 'typeorm';
import { type Logger } from '../../logger';
import { Contact } from '../contact/contact.entity';
import { type ChatLog } from '../chat/chat-log';
import { type ChatMessage } from '../chat/chat-message.entity';
import { consultantNotification } from './consultant-notification.mail';
import { personRequestMail } from './person-request.mail';
import { signInLockoutMail } from './sign-in-lockout.mail';
import { type RecipientKind } from './mail-job.entity';
import { type ClaimedJob, type MailJobQueue } from './mail-job.queue';
import { type Mailer, type OutgoingMail } from './mailer';
import { visitorAcknowledgement } from './visitor-acknowledgement.mail';

/** The latest messages a person-request e-mail quotes. */
const personRequestMailMessages = 20;
/** The most messages a transcript holds (the newest; the widget shows as many at most). */
const transcriptMessages = 200;

/**
 * Composes the e-mail of a job that is neither a lead's nor a chat's (registered by the module
 * that queues it); undefined drops the job (its subscriber left, its post is gone).
 */
export type JobComposer = (job: ClaimedJob) => Promise<OutgoingMail | undefined>;

export interface WorkerOptions {
  pollIntervalMs: number;
  /** Where the consultant's notifications go, and the visitors' replies. */
  notifyTo: string;
  /** How long a sign-in lockout lasts (said in the owner's e-mail about it). */
  signInWindowMinutes: number;
  /** Where a person-request e-mail reads the chat's latest messages. */
  chatLog: Pick<ChatLog, 'history'>;
  /** Longer than any send can take (the SMTP transport's timeouts are bounded below it). */
  leaseMs?: number;
  batchSize?: number;
}

/**
 * Sends the outbox, inside the server process: woken at once when a lead is committed here
 * (nudge), and every few seconds otherwise, which also picks up retries, other instances'
 * leads and jobs left by a crash. A job is marked sent only after the mailer resolved, that is
 * after the SMTP server accepted the message.
 */
export class LeadDeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly composers = new Map<RecipientKind, JobComposer>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: MailJobQueue,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
    private readonly options: WorkerOptions,
  ) {
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.batchSize = options.batchSize ?? 25;
  }

  start(): void {
    this.nudge();
  }

  /** How jobs of `kind` become e-mails (booking's meetings, the blog's newsletter). */
  register(kind: RecipientKind, composer: JobComposer): void {
    this.composers.set(kind, composer);
  }

  /** A lead was committed (or the timer fired): send what is due now. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) this.nudge();
      else if (!this.stopped) {
        // The poll alone never keeps a process alive (the server's sockets do).
        this.timer = setTimeout(() => this.nudge(), this.options.pollIntervalMs).unref();
      }
    });
  }

  /** Stops polling and waits for the send in progress (graceful shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.mailer.close();
  }

  private async drain(): Promise<void> {
    this.again = false;
    for (;;) {
      let jobs: ClaimedJob[];
      try {
        jobs = await this.queue.claim(this.batchSize, this.leaseMs);
      } catch (error) {
        if (!this.stopped) this.logger.warn('Mail outbox: could not read the queue', error);
        return;
      }
      // One query for the batch's leads; then its e-mails in parallel (the SMTP transport
      // pools its connections).
      const contacts = await this.leadsOf(jobs);
      const sent = await Promise.all(
        jobs.map((job) => {
          if (this.composers.has(job.recipientKind)) return this.deliverComposed(job);
          return job.contactId
            ? this.deliver(job, contacts.get(job.contactId))
            : this.deliverWithoutLead(job);
        }),
      );
      await this.markSent(jobs.filter((_, i) => sent[i]));
      if (jobs.length < this.batchSize || this.stopped) return;
    }
  }

  private async leadsOf(jobs: ClaimedJob[]): Promise<Map<string, Contact>> {
    if (jobs.length === 0) return new Map();
    const ids = [...new Set(jobs.flatMap((job) => (job.contactId ? [job.contactId] : [])))];
    if (ids.length === 0) return new Map();
    try {
      const contacts = await this.dataSource.getRepository(Contact).findBy({ id: In(ids) });
      return new Map(contacts.map((contact) => [contact.id, contact]));
    } catch (error) {
      // Each job then fails and retries on its own, after back-off.
      this.logger.warn('Mail outbox: could not read the leads of a batch', error);
      return new Map();
    }
  }

  /**
   * One UPDATE for the batch's accepted e-mails. Should it fail, their leases run out and they
   * are sent again, with the same Message-ID (at least once, never lost).
   */
  private async markSent(jobs: ClaimedJob[]): Promise<void> {
    if (jobs.length === 0) return;
    try {
      await this.queue.complete(jobs.map((job) => job.id));
    } catch (error) {
      this.logger.error('Mail outbox: could not mark sent e-mails as sent', error);
    }
  }

  /** True when the SMTP server accepted the e-mail (the caller marks it sent). */
  private async deliver(job: ClaimedJob, contact: Contact | undefined): Promise<boolean> {
    try {
      if (!contact) {
        const exists = await this.dataSource
          .getRepository(Contact)
          .existsBy({ id: job.contactId ?? undefined });
        if (exists) throw new Error('the lead could not be read');
        await this.queue.drop(job.id);
        return false;
      }
      // A message taken in the chat while nobody was at the desk comes with its conversation.
      const transcript =
        job.recipientKind === 'consultant' &&
        contact.channel === 'chat_message' &&
        contact.sessionId
          ? await this.options.chatLog.history(contact.sessionId, { limit: transcriptMessages })
          : undefined;
      await this.mailer.send(this.compose(job, contact, transcript));
      this.logger.debug(`Mail outbox: sent the ${job.recipientKind} e-mail of lead ${contact.id}`);
      return true;
    } catch (error) {
      await this.failed(job, error);
      return false;
    }
  }

  /**
   * An e-mail tied to no lead: a desk owner's sign-in lockout, or a chat asking for a person
   * (modules/desk/) with its latest messages, read at send time.
   */
  private async deliverWithoutLead(job: ClaimedJob): Promise<boolean> {
    try {
      if (job.recipientKind === 'sign_in_lockout') {
        const window = this.options.signInWindowMinutes;
        await this.mailer.send(signInLockoutMail(job.recipient, window, job.messageId));
        return true;
      }
      const messages = await this.options.chatLog.history(job.sessionId ?? '', {
        limit: personRequestMailMessages,
      });
      await this.mailer.send(
        personRequestMail(job.sessionId ?? '', messages, job.recipient, job.messageId),
      );
      return true;
    } catch (error) {
      await this.failed(job, error);
      return false;
    }
  }

  /** A job of a kind another module registered (meetings, the blog's subscription e-mails). */
  private async deliverComposed(job: ClaimedJob): Promise<boolean> {
    try {
      const composer = this.composers.get(job.recipientKind);
      if (!composer) throw new Error(`no composer for ${job.recipientKind} e-mails`);
      const mail = await composer(job);
      if (!mail) {
        await this.queue.drop(job.id);
        return false;
      }
      await this.mailer.send(mail);
      return true;
    } catch (error) {
      await this.failed(job, error);
      return false;
    }
  }

  private async failed(job: ClaimedJob, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    const outcome = await this.queue.fail(job, reason.slice(0, 2_000)).catch(() => undefined);
    const about = job.meetingId
      ? `meeting ${job.meetingId}`
      : job.contactId
        ? `lead ${job.contactId}`
        : job.sessionId
          ? `chat ${job.sessionId}`
          : job.subscriberId
            ? `subscriber ${job.subscriberId}`
            : 'the desk';
    if (outcome?.state === 'failed') {
      this.logger.error(
        `Mail outbox: gave up on the ${job.recipientKind} e-mail of ${about} after ${job.attempts} attempts; kept in mail_jobs as failed`,
        error,
      );
    } else {
      this.logger.warn(
        `Mail outbox: attempt ${job.attempts} of the ${job.recipientKind} e-mail of ${about} failed (${reason}); retrying in ${Math.round((outcome?.retryInMs ?? this.leaseMs) / 1000)} s`,
      );
    }
  }

  private compose(
    job: ClaimedJob,
    contact: Contact,
    transcript: readonly ChatMessage[] | undefined,
  ): OutgoingMail {
    return job.recipientKind === 'consultant'
      ? consultantNotification(contact, job.recipient, job.messageId, transcript)
      : visitorAcknowledgement(
          { name: contact.name, email: job.recipient },
          this.options.notifyTo,
          job.messageId,
        );
  }
}
