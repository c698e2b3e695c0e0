import { randomUUID } from 'node:crypto';
import { type DataSource, type Repository } from 'typeorm';
import { type Logger } from '../../logger';
import { type LeadOrigin } from '../lead-delivery/lead-channel';
import { type LeadOutbox } from '../lead-delivery/lead-outbox';
import { type ContactLimits, type ContactRequester } from './contact-limits';
import { type ChatLeadInput } from './chat-lead.input';
import { Contact, type ContactSource } from './contact.entity';
import { type ContactInput } from './contact.input';

/** Who sent a request, and how it came in, as far as the way in knows. */
export interface ContactOrigin {
  /** The client's address (form, REST, GraphQL): what the per-client flood limit counts. */
  clientIp?: string;
  /** The no-JS form post, or a chat flow (the chat's session then stands in for the client). */
  lead?: LeadOrigin;
}

/** A chat request's way in: its session and whether it was a booking or a quote. */
export type ChatLeadOrigin = Extract<LeadOrigin, { via: 'chat' }>;

/** What both inputs carry that a Contact stores. */
type ContactFields = Pick<
  ChatLeadInput,
  'name' | 'email' | 'phone' | 'message' | 'service' | 'location'
> & {
  company?: string;
  /** The owner tool a request was sent from (ContactInput only). */
  tool?: string;
};

export class ContactService {
  private readonly contacts: Repository<Contact>;

  constructor(
    dataSource: DataSource,
    private readonly logger: Logger,
    private readonly limits: ContactLimits,
    private readonly leads: Pick<LeadOutbox, 'storeLead'>,
  ) {
    this.contacts = dataSource.getRepository(Contact);
  }

  /**
   * Stores a validated request (see ContactInput) with its e-mails queued; the no-JS form post
   * says where it came from. A request with the honeypot filled is answered the same way but
   * never stored, so a bot learns nothing from the reply. Over a limit, it throws
   * RateLimitedError and stores nothing.
   */
  async create(input: ContactInput, origin: ContactOrigin = {}): Promise<Contact> {
    const chat = origin.lead?.via === 'chat' ? origin.lead : undefined;
    const contact = await this.prepare(
      input,
      { clientIp: origin.clientIp, sessionId: chat?.sessionId },
      chat ? 'chat' : 'form',
    );
    if (input.referenceCode !== undefined) {
      // No personal data in the log: the request is most likely from a bot.
      this.logger.info('Contact: discarded a request with the hidden honeypot field filled');
      return Object.assign(contact, { id: randomUUID(), createdAt: new Date() });
    }
    // The lead and its delivery jobs, in one transaction (lead-delivery/lead-outbox.ts).
    return this.leads.storeLead(contact, { origin: origin.lead, formToken: input.formToken });
  }

  /**
   * Stores a request the chat assistant collected (see ChatLeadInput: a phone number or an
   * e-mail, at least one), linked to its session, through the same limits and outbox as the
   * form. Without an e-mail the consultant is still notified; no acknowledgement is queued.
   */
  async createFromChat(input: ChatLeadInput, origin: ChatLeadOrigin): Promise<Contact> {
    const contact = await this.prepare(input, { sessionId: origin.sessionId }, 'chat');
    return this.leads.storeLead(contact, { origin });
  }

  /** Checks the flood limits (counting the request), then builds the unsaved Contact. */
  private async prepare(
    fields: ContactFields,
    requester: ContactRequester,
    source: ContactSource,
  ): Promise<Contact> {
    await this.limits.check(fields.email, requester);
    return this.contacts.create({
      name: fields.name,
      email: fields.email ?? null,
      phone: fields.phone ?? null,
      company: fields.company ?? null,
      message: fields.message,
      service: fields.service ?? null,
      location: fields.location ?? null,
      tool: fields.tool ?? null,
      source,
      sessionId: requester.sessionId ?? null,
    });
  }
}
