import { randomUUID } from 'node:crypto';
import { type DataSource, type Repository } from 'typeorm';
import { type Logger } from '../../logger';
import { Contact } from './contact.entity';
import { type ContactInput } from './contact.input';

/** A consultation request made through the chat assistant rather than the form. */
export interface ChatOrigin {
  sessionId: string;
}

export class ContactService {
  private readonly contacts: Repository<Contact>;

  constructor(
    dataSource: DataSource,
    private readonly logger: Logger,
  ) {
    this.contacts = dataSource.getRepository(Contact);
  }

  /**
   * Stores a validated request (see ContactInput); the chat assistant passes its session.
   * A request with the honeypot filled is answered the same way but never stored, so a bot
   * learns nothing from the reply.
   */
  async create(input: ContactInput, origin?: ChatOrigin): Promise<Contact> {
    const contact = this.contacts.create({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      company: input.company ?? null,
      message: input.message,
      service: input.service ?? null,
      location: input.location ?? null,
      source: origin ? 'chat' : 'form',
      sessionId: origin?.sessionId ?? null,
    });
    if (input.referenceCode !== undefined) {
      // No personal data in the log: the request is most likely from a bot.
      this.logger.info('Contact: discarded a request with the hidden honeypot field filled');
      return Object.assign(contact, { id: randomUUID(), createdAt: new Date() });
    }
    return this.contacts.save(contact);
  }
}
