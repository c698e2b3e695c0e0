import { type Contact } from './contact.entity';

/** The REST shape of a stored contact: the spec's fields, without internal bookkeeping (`tool`: the owner tool it was sent from). */
export function contactView(contact: Contact) {
  const { id, name, email, phone, company, message, service, location, tool, createdAt } = contact;
  return { id, name, email, phone, company, message, service, location, tool, createdAt };
}
