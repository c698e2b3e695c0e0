import { randomUUID } from 'node:crypto';
import { type DataSource, type Repository } from 'typeorm';
import { type Logger } from '../../logger';
import { type LeadOrigin } from '../lead-delivery/lead-channel';
import { type LeadOutbox } from '../lead-delivery/lead-outbox';
import { type ContactLimits } from './contact-limits';
import { Contact } from './contact.entity';
import { type ContactInput } from './contact.input';

/** Who sent a request, and how it came in, as far as the way in knows. */
export interface ContactOrigin {
  /** The client's address (form, REST, GraphQL): what the per-client flood limit counts. */
  clientIp?: string;
  /** The no-JS form post, or a chat flow (the chat's session then stands in for the client). */
  lead?: LeadOrigin;
}

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
   * and the chat assistant say where it came from (the chat passes its session).
   * A request with the honeypot filled is answered the same way but never stored, so a bot
   * learns nothing from the reply. Over a limit, it throws RateLimitedError and stores nothing.
   */
  async create(input: ContactInput, origin: ContactOrigin = {}): Promise<Contact> {
    const chat = origin.lead?.via === 'chat' ? origin.lead : undefined;
    await this.limits.check(input.email, { clientIp: origin.clientIp, sessionId: chat?.sessionId });
    const contact = this.contacts.create({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      company: input.company ?? null,
      message: input.message,
      service: input.service ?? null,
      location: input.location ?? null,
      source: chat ? 'chat' : 'form',
      sessionId: chat?.sessionId ?? null,
    });
    if (input.referenceCode !== undefined) {
      // No personal data in the log: the request is most likely from a bot.
      this.logger.info('Contact: discarded a request with the hidden honeypot field filled');
      return Object.assign(contact, { id: randomUUID(), createdAt: new Date() });
    }
    // The lead and its delivery jobs, in one transaction (lead-delivery/lead-outbox.ts).
    return this.leads.storeLead(contact, { origin: origin.lead, formToken: input.formToken });
  }
}
