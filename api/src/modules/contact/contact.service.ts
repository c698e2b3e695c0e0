import { type DataSource, type Repository } from 'typeorm';
import { Contact } from './contact.entity';
import { type ContactInput } from './contact.input';

/** A consultation request made through the chat assistant rather than the form. */
export interface ChatOrigin {
  sessionId: string;
}

export class ContactService {
  private readonly contacts: Repository<Contact>;

  constructor(dataSource: DataSource) {
    this.contacts = dataSource.getRepository(Contact);
  }

  /** Stores a validated request (see ContactInput); the chat assistant passes its session. */
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
    return this.contacts.save(contact);
  }
}
