import { type DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import { type CsvColumn, toCsvTable } from '../../csv/csv-table';
import { type ChatLog } from '../chat/chat-log';
import { type ChatMessage } from '../chat/chat-message.entity';
import { Contact } from '../contact/contact.entity';
import { InputValidationError } from '../../validation/input-validation.error';
import { DeskNotFoundError } from '../owner/owner.errors';
import { leadView, storedStatus } from './lead-view';
import { type Lead, type LeadConnection, type LeadStatus } from './lead.types';

export interface LeadFilter {
  status?: LeadStatus | null;
  search?: string | null;
}

export interface LeadPage extends LeadFilter {
  first: number;
  after?: string | null;
}

export interface LeadChanges {
  status?: LeadStatus | null;
  note?: string | null;
}

/** The most rows one CSV export holds (a consultant's whole archive, bounded). */
const csvRowLimit = 10_000;
const conversationLimit = 500;
const sameContactLimit = 20;
const uuidPattern = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** The desk's inbox: the stored contacts with their status, note and read flag. */
export class LeadsService {
  private readonly contacts: Repository<Contact>;
  constructor(
    dataSource: DataSource,
    private readonly chatLog: ChatLog,
  ) {
    this.contacts = dataSource.getRepository(Contact);
  }

  /** Newest first; `after` is the endCursor of the previous page. */
  async list(page: LeadPage): Promise<LeadConnection> {
    const filtered = () => this.filtered(page);
    const query = filtered();
    const after = page.after ? decodeCursor(page.after) : undefined;
    if (after) {
      query.andWhere('(contact.created_at, contact.id) < (:afterAt, :afterId)', {
        afterAt: after.createdAt,
        afterId: after.id,
      });
    }
    const [rows, totalCount, unreadCount] = await Promise.all([
      query
        .orderBy('contact.created_at', 'DESC')
        .addOrderBy('contact.id', 'DESC')
        .take(page.first + 1)
        .getMany(),
      filtered().getCount(),
      filtered().andWhere('contact.read = false').getCount(),
    ]);
    const edges = rows
      .slice(0, page.first)
      .map((contact) => ({ cursor: encodeCursor(contact), node: leadView(contact) }));
    return {
      edges,
      pageInfo: { hasNextPage: rows.length > page.first, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount,
      unreadCount,
    };
  }

  /** One lead; opening it marks it read. */
  async open(id: string): Promise<Lead | undefined> {
    const contact = await this.find(id);
    if (!contact) return undefined;
    if (!contact.read) {
      await this.contacts.update({ id }, { read: true });
      contact.read = true;
    }
    return leadView(contact);
  }

  async update(id: string, changes: LeadChanges): Promise<Lead> {
    const contact = await this.find(id);
    if (!contact) throw new DeskNotFoundError('No lead has this id.');
    if (changes.status) contact.status = storedStatus(changes.status);
    if (changes.note !== undefined) contact.note = changes.note?.trim() || null;
    await this.contacts.update({ id }, { status: contact.status, note: contact.note, read: true });
    return leadView({ ...contact, read: true });
  }

  /**
   * The same person's other requests: leads with the same e-mail (any case) or the same phone
   * number (its digits, when it has at least seven), newest first, at most 20.
   */
  async sameContact(lead: Pick<Lead, 'id' | 'email' | 'phone'>): Promise<Lead[]> {
    const email = lead.email?.trim().toLowerCase() || null;
    const digits = phoneDigits(lead.phone);
    if (!email && !digits) return [];
    const query = this.contacts
      .createQueryBuilder('contact')
      .where('contact.id <> :id', { id: lead.id });
    query.andWhere(
      `(${[
        email ? 'lower(contact.email) = :email' : null,
        digits ? "regexp_replace(coalesce(contact.phone, ''), '[^0-9]', '', 'g') = :digits" : null,
      ]
        .filter(Boolean)
        .join(' OR ')})`,
      { email, digits },
    );
    const rows = await query
      .orderBy('contact.created_at', 'DESC')
      .addOrderBy('contact.id', 'DESC')
      .take(sameContactLimit)
      .getMany();
    return rows.map(leadView);
  }

  /** The chat behind a lead, oldest first. */
  async conversation(sessionId: string | null): Promise<ChatMessage[]> {
    if (!sessionId) return [];
    return this.chatLog.history(sessionId, { limit: conversationLimit, from: 'oldest' });
  }

  /** Every lead matching the filter, newest first, as CSV (RFC 4180, formula-safe). */
  async csv(filter: LeadFilter): Promise<string> {
    const rows = await this.filtered(filter)
      .orderBy('contact.created_at', 'DESC')
      .addOrderBy('contact.id', 'DESC')
      .take(csvRowLimit)
      .getMany();
    return toCsv(rows.map(leadView));
  }

  private find(id: string): Promise<Contact | null> {
    if (!uuidPattern.test(id)) return Promise.resolve(null);
    return this.contacts.findOneBy({ id });
  }

  private filtered(filter: LeadFilter): SelectQueryBuilder<Contact> {
    const query = this.contacts.createQueryBuilder('contact').where('1 = 1');
    if (filter.status)
      query.andWhere('contact.status = :status', { status: storedStatus(filter.status) });
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

/** A phone number's digits, when there are enough to name one line (7 or more). */
export function phoneDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 7 ? digits : null;
}

function encodeCursor(contact: Contact): string {
  return Buffer.from(`${contact.createdAt.toISOString()}|${contact.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } | undefined {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !id || !uuidPattern.test(id)) {
    throw new InputValidationError({ after: 'The cursor is not one this list gave out.' });
  }
  return { createdAt, id };
}

const csvColumns: CsvColumn<Lead>[] = [
  ['Received', (lead) => lead.createdAt.toISOString()],
  ['Status', (lead) => lead.status.toLowerCase()],
  ['Source', (lead) => lead.source.toLowerCase()],
  ['Name', (lead) => lead.name],
  ['E-mail', (lead) => lead.email],
  ['Phone', (lead) => lead.phone],
  ['Company', (lead) => lead.company],
  ['Service', (lead) => lead.interest],
  ['Location', (lead) => lead.location],
  ['Message', (lead) => lead.message],
  ['Note', (lead) => lead.note],
  ['Read', (lead) => (lead.read ? 'yes' : 'no')],
  ['Suspected spam', (lead) => (lead.suspicious ? 'yes' : 'no')],
  ['Chat session', (lead) => lead.sessionId],
  ['Id', (lead) => lead.id],
];

export function toCsv(leads: readonly Lead[]): string {
  return toCsvTable(csvColumns, leads);
}
