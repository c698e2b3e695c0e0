import { type DataSource, In, type Repository, type SelectQueryBuilder } from 'typeorm';
import { Contact } from './contact.entity';
import { phoneDigitsSql } from '../../kernel/address-key';

/** Which leads the desk's inbox lists: by stored status and a free-text search. */
export interface LeadInboxFilter {
  status?: Contact['status'] | null;
  search?: string | null;
}

/** The key of a lead in the inbox's order (newest first): where a page ends. */
export interface LeadPosition {
  createdAt: Date;
  id: string;
}

/**
 * The contacts table as the desk's inbox reads and marks it: filtered pages newest first, one
 * lead, the same person's other leads, and the desk's own fields (status, note, read). The desk
 * (modules/desk) shapes these rows into its view; only this module queries the table.
 */
export class LeadInboxStore {
  private readonly contacts: Repository<Contact>;

  constructor(dataSource: DataSource) {
    this.contacts = dataSource.getRepository(Contact);
  }

  /** Up to `take` leads after `after`, newest first, with the filter's total and unread counts. */
  async page(
    filter: LeadInboxFilter,
    take: number,
    after?: LeadPosition,
  ): Promise<{ rows: Contact[]; totalCount: number; unreadCount: number }> {
    const query = this.filtered(filter);
    if (after) {
      query.andWhere('(contact.created_at, contact.id) < (:afterAt, :afterId)', {
        afterAt: after.createdAt,
        afterId: after.id,
      });
    }
    const [rows, totalCount, unreadCount] = await Promise.all([
      newestFirst(query).take(take).getMany(),
      this.filtered(filter).getCount(),
      this.filtered(filter).andWhere('contact.read = false').getCount(),
    ]);
    return { rows, totalCount, unreadCount };
  }

  /** Every lead matching the filter, newest first, at most `limit`. */
  all(filter: LeadInboxFilter, limit: number): Promise<Contact[]> {
    return newestFirst(this.filtered(filter)).take(limit).getMany();
  }

  byId(id: string): Promise<Contact | null> {
    return this.contacts.findOneBy({ id });
  }

  /** The desk's fields of a lead; every change marks it read. */
  async mark(id: string, fields: Partial<Pick<Contact, 'status' | 'note'>>): Promise<void> {
    await this.contacts.update({ id }, { ...fields, read: true });
  }

  /** Several leads at once (the desk's bulk status change), in one statement; marks them read. */
  async markMany(ids: readonly string[], fields: Partial<Pick<Contact, 'status'>>): Promise<void> {
    if (ids.length === 0) return;
    await this.contacts.update({ id: In([...ids]) }, { ...fields, read: true });
  }

  /** The leads with these ids (those that exist), in no particular order. */
  byIds(ids: readonly string[]): Promise<Contact[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.contacts.findBy({ id: In([...ids]) });
  }

  /**
   * Other leads with the same e-mail (any case) or phone digits, newest first, at most `limit`.
   */
  sameContact(
    id: string,
    match: { email: string | null; digits: string | null },
    limit: number,
  ): Promise<Contact[]> {
    const { email, digits } = match;
    if (!email && !digits) return Promise.resolve([]);
    const query = this.contacts.createQueryBuilder('contact').where('contact.id <> :id', { id });
    query.andWhere(
      `(${[
        email ? 'lower(contact.email) = :email' : null,
        digits ? `${phoneDigitsSql('contact.phone')} = :digits` : null,
      ]
        .filter(Boolean)
        .join(' OR ')})`,
      { email, digits },
    );
    return newestFirst(query).take(limit).getMany();
  }

  private filtered(filter: LeadInboxFilter): SelectQueryBuilder<Contact> {
    const query = this.contacts.createQueryBuilder('contact').where('1 = 1');
    if (filter.status) query.andWhere('contact.status = :status', { status: filter.status });
    const search = filter.search?.trim();
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.andWhere(
        `(contact.name ILIKE :pattern OR contact.email ILIKE :pattern OR contact.phone ILIKE :pattern
          OR contact.company ILIKE :pattern OR contact.message ILIKE :pattern
          OR contact.service ILIKE :pattern OR contact.location ILIKE :pattern)`,
        { pattern },
      );
    }
    return query;
  }
}

function newestFirst(query: SelectQueryBuilder<Contact>): SelectQueryBuilder<Contact> {
  return query.orderBy('contact.created_at', 'DESC').addOrderBy('contact.id', 'DESC');
}
