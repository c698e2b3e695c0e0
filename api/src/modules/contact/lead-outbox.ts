import { type DataSource, type EntityManager } from 'typeorm';
import { mailAbout, type MailQueue } from '../../jobs/mail/mail-queue';
import { addressKey } from '../../kernel/address-key';
import { type Logger } from '../../logger';
import { type Contact } from './contact.entity';
import { StoredLeads } from './stored-leads';
import { type LeadChannel, type LeadOrigin } from './lead-channel';
import { leadMailKey } from './lead-mails';
import { leadMessageId } from './lead-message-id';
import { type FormTokens } from './spam/form-token';
import { screenLead } from './spam/spam-screen';

/** What the caller of ContactService.create knows about how the lead arrived. */
export interface LeadArrival {
  origin?: LeadOrigin;
  /** The contact form's timestamp token, when the request carried one. */
  formToken?: string;
  /** More of the lead, stored in its transaction (its documents): a failure stores nothing. */
  alsoStore?: (manager: EntityManager, stored: Contact) => Promise<void>;
}

export interface LeadOutboxOptions {
  mailFrom: string;
  notifyTo: string;
  acknowledgementsPerHour: number;
  formMinFillSeconds: number;
}

const hourMs = 3_600_000;

/** Serializes the acknowledgement decision across connections and instances (one key, app-wide). */
const acknowledgementLockKey = 7_320_011;

/**
 * Stores a lead and queues its e-mails (jobs/mail) in one transaction: the lead is never stored
 * without its notification, and the e-mails never go out for a lead that was rolled back. Then
 * wakes the jobs runner; nothing is sent inside the request. The e-mails are written when sent
 * (lead-mails.ts).
 */
export class LeadOutbox {
  private readonly leads: StoredLeads;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: Pick<MailQueue, 'enqueue' | 'countSince' | 'wake'>,
    private readonly tokens: FormTokens,
    private readonly logger: Logger,
    private readonly options: LeadOutboxOptions,
  ) {
    this.leads = new StoredLeads(dataSource);
  }

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
      const stored = await this.leads.save(manager, contact);
      await arrival.alsoStore?.(manager, stored);
      await this.queueMail(manager, stored, 'consultant', this.options.notifyTo);
      const address = stored.email;
      // A chat lead may carry only a phone number: the consultant calls; nothing to acknowledge.
      if (address && (await this.mayAcknowledge(manager, stored, address))) {
        await this.queueMail(manager, stored, 'visitor', address);
      }
      return stored;
    });
    if (saved.suspicious) {
      this.logger.info(
        `Contact: lead ${saved.id} marked suspicious (score ${saved.spamScore}); no acknowledgement`,
      );
    }
    // In-process wake-up: the lead's e-mails go out as soon as its transaction committed.
    this.mail.wake();
    return saved;
  }

  /** One e-mail of the lead: one of each kind per lead, for good (its key). */
  private async queueMail(
    manager: EntityManager,
    lead: Contact,
    kind: 'consultant' | 'visitor',
    to: string,
  ): Promise<void> {
    await this.mail.enqueue(
      {
        kind,
        to,
        key: leadMailKey(lead.id, kind),
        messageId: leadMessageId(lead.id, kind, this.options.mailFrom),
        about: [mailAbout('lead', lead.id)],
        data: { contactId: lead.id },
      },
      manager,
    );
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
    if (await this.acknowledgedToday(manager, email)) return false;
    const lastHour = await this.mail.countSince(manager, 'visitor', hourMs);
    if (lastHour >= this.options.acknowledgementsPerHour) {
      this.logger.warn(
        `Mail outbox: the hourly ceiling of ${this.options.acknowledgementsPerHour} acknowledgements is reached; lead ${contact.id} gets none`,
      );
      return false;
    }
    return true;
  }

  private async acknowledgedToday(manager: EntityManager, email: string): Promise<boolean> {
    const since = 24 * hourMs;
    return (await this.mail.countSince(manager, 'visitor', since, addressKey(email))) > 0;
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
