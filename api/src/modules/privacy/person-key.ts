import { type Contact } from '../contact/contact.entity';
import { addressKey } from '../../kernel/address-key';

/**
 * How one person is recognised across the tables: their mailbox as the contact form's limits
 * key it (any case, any `+tag`: `Name+x@Example.com` is `name@example.com`) and their phone
 * number's digits when there are enough to name one line, as the desk's "same contact" list
 * matches them.
 */
export interface PersonKey {
  addressKey: string | null;
  phoneDigits: string | null;
}

export function personKeyOf(lead: Pick<Contact, 'email' | 'phone'>): PersonKey {
  const email = lead.email?.trim();
  const digits = (lead.phone ?? '').replace(/\D/g, '');
  return {
    addressKey: email ? addressKey(email) : null,
    phoneDigits: digits.length >= 7 ? digits : null,
  };
}
