import { type DataSource, type EntityManager } from 'typeorm';
import { type Logger } from '../../logger';
import { Contact } from '../contact/contact.entity';
import { type LeadChannel, type LeadOrigin } from './lead-channel';
import { chatMessageId, leadMessageId, lockoutMessageId, transcriptMessageId } from './message-id';
import { type MailJobQueue } from './mail-job.queue';
import { type FormTokens } from './spam/form-token';
import { screenLead } from './spam/spam-screen';

/** What the caller of ContactService.create knows about how the lead arrived. */
export interface LeadArrival {
  origin?: LeadOrigin;
  /** The contact form's timestamp token, when the request carried one. */
  formToken?: string;
}

export interface LeadOutboxOptions {
  mailFrom: string;
  notifyTo: string;
  acknowledgementsPerHour: number;
  formMinFillSeconds: number;
}

/**
 * One mailbox, however it is spelled: the once-a-day acknowledgement rule compares addresses in
 * lower case and without a `+tag` (name+anything@ reaches name@ at most providers), so
 * `victim+a@`, `victim+b@` ... get one acknowledgement between them, not one each.
 */
export function addressKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const plus = lower.indexOf('+');
  return plus !== -1 && plus < at ? lower.slice(0, plus) + lower.slice(at) : lower;
}

/** The same key in SQL, for a mail_jobs row's recipient against $1 (an addressKey). */
const sameAddress = `regexp_replace(lower(recipient), '^([^+@]*)[+][^@]*@', '\\1@') = $1`;

/** Serializes the acknowledgement decision across connections and instances (one key, app-wide). */
const acknowledgementLockKey = 7_320_011;

/**
 * Stores a lead and queues its e-mails in one transaction: the lead is never stored without its
 * notification, and the e-mails never go out for a lead that was rolled back. Then wakes the
 * worker; nothing is sent inside the request.
 */
export class LeadOutbox {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: MailJobQueue,
    private readonly tokens: FormTokens,
    private readonly logger: Logger,
    private readonly options: LeadOutboxOptions,
    private readonly onCommitted: () => void = () => undefined,
  ) {}

  async storeLead(contact: Contact, arrival: LeadArrival): Promise<Contact> {
    const token = this.tokens.check(arrival.formToken);
    contact.channel = channelOf(arrival, token.state === 'valid');
    const verdict = screenLead(
      {
        channel: contact.channel,
        token,
        name: contact.name,
        company: contact.company,
        message: contact.message,
      },
      { minFillMs: this.options.formMinFillSeconds * 1000 },
    );
    contact.spamScore = verdict.score;
    contact.spamReasons = verdict.reasons.length > 0 ? verdict.reasons.join('; ') : null;
    contact.suspicious = verdict.suspicious;

    const saved = await this.dataSource.transaction(async (manager) => {
      const stored = await manager.getRepository(Contact).save(contact);
      // A message taken in the chat answers the visitor's request for a person: its e-mail says
      // who, how to reach them, what they want and where the chat is. The consultant's e-mail
      // about the request, held back while the message was taken, is not sent as well.
      if (stored.channel === 'chat_message' && stored.sessionId) {
        await this.queue.dropPendingForChat(manager, stored.sessionId, 'person_request');
      }
      await this.queue.enqueue(manager, {
        contactId: stored.id,
        recipientKind: 'consultant',
        recipient: this.options.notifyTo,
        messageId: leadMessageId(stored.id, 'consultant', this.options.mailFrom),
      });
      const address = stored.email;
      // A chat lead may carry only a phone number: the consultant calls; nothing to acknowledge.
      if (address && (await this.mayAcknowledge(manager, stored, address))) {
        await this.queue.enqueue(manager, {
          contactId: stored.id,
          recipientKind: 'visitor',
          recipient: address,
          messageId: leadMessageId(stored.id, 'visitor', this.options.mailFrom),
        });
      }
      return stored;
    });
    if (saved.suspicious) {
      this.logger.info(
        `Contact: lead ${saved.id} marked suspicious (score ${saved.spamScore}); no acknowledgement`,
      );
    }
    this.onCommitted();
    return saved;
  }

  /**
   * The consultant's e-mail about a chat asking for a person (modules/desk/), at most one per
   * chat, sent at `dueAt` (default now); then wakes the worker. Resolves true when it was queued
   * now. A message the chat takes meanwhile (a `chat_message` lead) replaces it (storeLead).
   */
  async queuePersonRequest(sessionId: string, options: { dueAt?: Date } = {}): Promise<boolean> {
    const queued = await this.queue.enqueueForChat({
      sessionId,
      recipient: this.options.notifyTo,
      messageId: chatMessageId(sessionId, this.options.mailFrom),
      ...(options.dueAt ? { dueAt: options.dueAt } : {}),
    });
    if (queued) this.onCommitted();
    return queued;
  }

  /**
   * The visitor's copy of a chat, to an address they gave in it (modules/desk/), at most one
   * per chat; read when it is sent. Resolves true when it was queued now.
   */
  async queueChatTranscript(sessionId: string, recipient: string): Promise<boolean> {
    const queued = await this.queue.enqueueForChat({
      sessionId,
      recipientKind: 'chat_transcript',
      recipient,
      messageId: transcriptMessageId(sessionId, this.options.mailFrom),
    });
    if (queued) this.onCommitted();
    return queued;
  }

  /** Tells a desk owner their address met the sign-in limit (the caller sends one per window). */
  async queueSignInLockout(ownerEmail: string): Promise<void> {
    await this.queue.enqueueOwnerMail({
      recipientKind: 'sign_in_lockout',
      recipient: ownerEmail,
      messageId: lockoutMessageId(this.options.mailFrom),
    });
    this.onCommitted();
  }

  /**
   * Not for suspected spam; at most one per address a day; at most N an hour overall, so a
   * burst of requests with strangers' addresses mails only a few of them.
   */
  private async mayAcknowledge(
    manager: EntityManager,
    contact: Contact,
    email: string,
  ): Promise<boolean> {
    if (contact.suspicious) return false;
    // The common repeat (an address already acknowledged today) is settled without the lock;
    // the lock then serializes only first-time addresses, which the hourly ceiling counts.
    if (await this.acknowledgedToday(manager, email)) return false;
    await manager.query('SELECT pg_advisory_xact_lock($1)', [acknowledgementLockKey]);
    const [counts] = await manager.query(
      `SELECT
         count(*) FILTER (WHERE ${sameAddress}
                            AND created_at > now() - interval '1 day') AS same_address,
         count(*) FILTER (WHERE created_at > now() - interval '1 hour') AS last_hour
       FROM mail_jobs
       WHERE recipient_kind = 'visitor' AND created_at > now() - interval '1 day'`,
      [addressKey(email)],
    );
    if (Number(counts.same_address) > 0) return false;
    if (Number(counts.last_hour) >= this.options.acknowledgementsPerHour) {
      this.logger.warn(
        `Mail outbox: the hourly ceiling of ${this.options.acknowledgementsPerHour} acknowledgements is reached; lead ${contact.id} gets none`,
      );
      return false;
    }
    return true;
  }

  private async acknowledgedToday(manager: EntityManager, email: string): Promise<boolean> {
    const rows = await manager.query(
      `SELECT 1 FROM mail_jobs
       WHERE recipient_kind = 'visitor' AND ${sameAddress}
         AND created_at > now() - interval '1 day'
       LIMIT 1`,
      [addressKey(email)],
    );
    return rows.length > 0;
  }
}

const chatChannels: Record<Extract<LeadOrigin, { via: 'chat' }>['kind'], LeadChannel> = {
  booking: 'chat_booking',
  quote: 'chat_quote',
  message: 'chat_message',
};

function channelOf(arrival: LeadArrival, validToken: boolean): LeadChannel {
  const { origin } = arrival;
  if (origin?.via === 'chat') return chatChannels[origin.kind];
  if (origin?.via === 'form' || validToken) return 'form';
  return 'api';
}
