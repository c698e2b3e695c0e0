import { type DataSource } from 'typeorm';
import { type CsvColumn, toCsvTable } from '../../csv/csv-table';
import { type ChatLog } from '../chat/chat-log';
import { type ChatMessage } from '../chat/chat-message.entity';
import { type Contact } from '../contact/contact.entity';
import { type LeadInboxFilter, LeadInboxStore } from '../contact/lead-inbox.store';
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

/**
 * The desk's inbox: the stored contacts with their status, note and read flag. The contact
 * module's LeadInboxStore reads and marks them; this shapes them into the desk's leads.
 */
export class LeadsService {
  private readonly inbox: LeadInboxStore;
  constructor(
    dataSource: DataSource,
    private readonly chatLog: ChatLog,
  ) {
    this.inbox = new LeadInboxStore(dataSource);
  }

  /** Newest first; `after` is the endCursor of the previous page. */
  async list(page: LeadPage): Promise<LeadConnection> {
    const after = page.after ? decodeCursor(page.after) : undefined;
    const { rows, totalCount, unreadCount } = await this.inbox.page(
      inboxFilter(page),
      page.first + 1,
      after,
    );
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
      await this.inbox.mark(id, {});
      contact.read = true;
    }
    return leadView(contact);
  }

  async update(id: string, changes: LeadChanges): Promise<Lead> {
    const contact = await this.find(id);
    if (!contact) throw new DeskNotFoundError('No lead has this id.');
    if (changes.status) contact.status = storedStatus(changes.status);
    if (changes.note !== undefined) contact.note = changes.note?.trim() || null;
    await this.inbox.mark(id, { status: contact.status, note: contact.note });
    return leadView({ ...contact, read: true });
  }

  /**
   * One status for several leads at once (the desk's bulk change), all or none: an id that names
   * no lead refuses the whole change, so the owner never half-applies a selection they see.
   * Returns the leads in the order asked, each once.
   */
  async updateMany(ids: readonly string[], status: LeadStatus): Promise<Lead[]> {
    const unique = [...new Set(ids)];
    if (unique.some((id) => !uuidPattern.test(id))) {
      throw new DeskNotFoundError('No lead has one of these ids.');
    }
    const found = new Map((await this.inbox.byIds(unique)).map((row) => [row.id, row]));
    if (found.size !== unique.length) throw new DeskNotFoundError('No lead has one of these ids.');
    const stored = storedStatus(status);
    await this.inbox.markMany(unique, { status: stored });
    return unique.flatMap((id) => {
      const row = found.get(id);
      return row ? [leadView({ ...row, status: stored, read: true })] : [];
    });
  }

  /**
   * The same person's other requests: leads with the same e-mail (any case) or the same phone
   * number (its digits, when it has at least seven), newest first, at most 20.
   */
  async sameContact(lead: Pick<Lead, 'id' | 'email' | 'phone'>): Promise<Lead[]> {
    const email = lead.email?.trim().toLowerCase() || null;
    const digits = phoneDigits(lead.phone);
    const rows = await this.inbox.sameContact(lead.id, { email, digits }, sameContactLimit);
    return rows.map(leadView);
  }

  /** The chat behind a lead, oldest first. */
  async conversation(sessionId: string | null): Promise<ChatMessage[]> {
    if (!sessionId) return [];
    return this.chatLog.history(sessionId, { limit: conversationLimit, from: 'oldest' });
  }

  /** Every lead matching the filter, newest first, as CSV (RFC 4180, formula-safe). */
  async csv(filter: LeadFilter): Promise<string> {
    const rows = await this.inbox.all(inboxFilter(filter), csvRowLimit);
    return toCsv(rows.map(leadView));
  }

  private find(id: string): Promise<Contact | null> {
    if (!uuidPattern.test(id)) return Promise.resolve(null);
    return this.inbox.byId(id);
  }
}

/** The desk's filter in the contact module's terms (the stored, lower-case status). */
function inboxFilter(filter: LeadFilter): LeadInboxFilter {
  return { status: filter.status ? storedStatus(filter.status) : null, search: filter.search };
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
