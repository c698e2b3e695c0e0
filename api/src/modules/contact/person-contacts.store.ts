import { type DataSource, type EntityManager } from 'typeorm';
import { addressKeySql, phoneDigitsSql } from '../../kernel/address-key';
import { Contact } from './contact.entity';
import { deleteByIds } from '../../db/delete-by-ids';

/** How a person is recognised among the stored requests (modules/privacy/person-key.ts). */
export interface ContactMatch {
  /** Their mailbox as addressKey() spells it; null when they gave no e-mail. */
  addressKey: string | null;
  /** Their phone number's digits (seven or more); null when they gave none. */
  phoneDigits: string | null;
}

/**
 * The contacts table's side of forgetting a person: their requests (leads) found by mailbox
 * (any case, any `+tag`) or phone digits, read for their export and deleted in the forgetting
 * transaction. The desk's "same contact" list matches a person the same way.
 */
export class PersonContactsStore {
  constructor(private readonly dataSource: DataSource) {}

  /** One request by its id (the lead the desk asks to export or forget); null when none. */
  byId(id: string): Promise<Contact | null> {
    return this.dataSource.getRepository(Contact).findOneBy({ id });
  }

  /** Oldest first. */
  find(match: ContactMatch): Promise<Contact[]> {
    if (!match.addressKey && !match.phoneDigits) return Promise.resolve([]);
    return this.dataSource
      .getRepository(Contact)
      .createQueryBuilder('contact')
      .where(
        `(${addressKeySql('contact.email')} = :addressKey
          OR ${phoneDigitsSql('contact.phone')} = :phoneDigits)`,
        match,
      )
      .orderBy('contact.created_at', 'ASC')
      .addOrderBy('contact.id', 'ASC')
      .getMany();
  }

  /** Inside the forgetting transaction; returns how many were deleted. */
  delete(manager: EntityManager, ids: readonly string[]): Promise<number> {
    return deleteByIds(manager, Contact, ids);
  }
}
