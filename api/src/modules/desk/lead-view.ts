import { type Contact } from '../contact/contact.entity';
import { type Lead, LeadSource, LeadStatus } from './lead.types';

/** A stored contact as the desk's Lead. */
export function leadView(contact: Contact): Lead {
  return {
    id: contact.id,
    createdAt: contact.createdAt,
    status: (contact.status ?? 'new').toUpperCase() as LeadStatus,
    note: contact.note ?? null,
    read: contact.read ?? false,
    source: contact.source === 'chat' ? LeadSource.CHAT : LeadSource.FORM,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    company: contact.company,
    interest: contact.service,
    location: contact.location,
    message: contact.message,
    sessionId: contact.sessionId,
    suspicious: contact.suspicious ?? false,
  };
}

export const storedStatus = (status: LeadStatus) => status.toLowerCase() as Contact['status'];
