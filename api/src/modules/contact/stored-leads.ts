import { type DataSource, type EntityManager } from 'typeorm';
import { Contact } from './contact.entity';

/**
 * Leads as the lead outbox stores them and their e-mails read them (lead-outbox.ts,
 * lead-mails.ts): a new lead written in the outbox's transaction (beside its e-mail jobs), and
 * the lead an e-mail is about when it is sent. The contacts table is this module's, and only it
 * queries it.
 */
export class StoredLeads {
  constructor(private readonly dataSource: DataSource) {}

  /** Writes the lead in the caller's transaction; resolves with it as stored (id, dates). */
  save(manager: EntityManager, contact: Contact): Promise<Contact> {
    return manager.getRepository(Contact).save(contact);
  }

  /** The lead, or null when it is gone (forgotten); rejects when it could not be read. */
  byId(id: string): Promise<Contact | null> {
    return this.dataSource.getRepository(Contact).findOneBy({ id });
  }
}
