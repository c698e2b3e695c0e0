import { type Contact } from './contact.entity';

/** The REST shape of a stored contact: the spec's fields, without internal bookkeeping. */
export function contactView(contact: Contact) {
  const { id, name, email, phone, company, message, service, location, createdAt } = contact;
  return { id, name, email, phone, company, message, service, location, createdAt };
}
