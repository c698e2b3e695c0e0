import { randomUUID } from 'node:crypto';
import { type DataSource, type Repository } from 'typeorm';
import { type Logger } from '../../logger';
import { type ContactLimits, type ContactRequester } from './contact-limits';
import { Contact } from './contact.entity';
import { type ContactInput } from './contact.input';

/**
 * Where a request came from: the client's address (form, REST, GraphQL) for the rate limits,
 * or the chat session it was made in (the chat assistant's requests).
 */
export type ContactOrigin = ContactRequester;

export class ContactService {
  private readonly contacts: Repository<Contact>;

  constructor(
    dataSource: DataSource,
    private readonly logger: Logger,
    private readonly limits: ContactLimits,
  ) {
    this.contacts = dataSource.getRepository(Contact);
  }

  /**
   * Stores a validated request (see ContactInput); the chat assistant passes its session.
   * A request with the honeypot filled is answered the same way but never stored, so a bot
   * learns nothing from the reply. Over a limit, it throws RateLimitedError and stores nothing.
   */
  async create(input: ContactInput, origin: ContactOrigin = {}): Promise<Contact> {
    await this.limits.check(input.email, origin);
    const contact = this.contacts.create({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      company: input.company ?? null,
      message: input.message,
      service: input.service ?? null,
      location: input.location ?? null,
      source: origin.sessionId ? 'chat' : 'form',
      sessionId: origin.sessionId ?? null,
    });
    if (input.referenceCode !== undefined) {
      // No personal data in the log: the request is most likely from a bot.
      this.logger.info('Contact: discarded a request with the hidden honeypot field filled');
      return Object.assign(contact, { id: randomUUID(), createdAt: new Date() });
    }
    return this.contacts.save(contact);
  }
}
