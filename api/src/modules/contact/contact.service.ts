import { randomUUID } from 'node:crypto';
import { type DataSource, type Repository } from 'typeorm';
import { type Logger } from '../../logger';
import { type LeadOrigin } from '../lead-delivery/lead-channel';
import { type LeadOutbox } from '../lead-delivery/lead-outbox';
import { Contact } from './contact.entity';
import { type ContactInput } from './contact.input';

export class ContactService {
  private readonly contacts: Repository<Contact>;

  constructor(
    dataSource: DataSource,
    private readonly logger: Logger,
    private readonly leads: Pick<LeadOutbox, 'storeLead'>,
  ) {
    this.contacts = dataSource.getRepository(Contact);
  }

  /**
   * Stores a validated request (see ContactInput) with its e-mails queued; the no-JS form post
   * and the chat assistant say where it came from (the chat passes its session).
   * A request with the honeypot filled is answered the same way but never stored, so a bot
   * learns nothing from the reply.
   */
  async create(input: ContactInput, origin?: LeadOrigin): Promise<Contact> {
    const contact = this.contacts.create({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      company: input.company ?? null,
      message: input.message,
      service: input.service ?? null,
      location: input.location ?? null,
      source: origin?.via === 'chat' ? 'chat' : 'form',
      sessionId: origin?.via === 'chat' ? origin.sessionId : null,
    });
    if (input.referenceCode !== undefined) {
      // No personal data in the log: the request is most likely from a bot.
      this.logger.info('Contact: discarded a request with the hidden honeypot field filled');
      return Object.assign(contact, { id: randomUUID(), createdAt: new Date() });
    }
    // The lead and its delivery jobs, in one transaction (lead-delivery/lead-outbox.ts).
    return this.leads.storeLead(contact, { origin, formToken: input.formToken });
  }
}
