import { randomUUID } from 'node:crypto';
import { type DataSource, type EntityManager, type Repository } from 'typeorm';
import { type Logger } from '../../logger';
import { type LeadOrigin } from './lead-channel';
import { type LeadOutbox } from './lead-outbox';
import { type ContactLimits, type ContactRequester } from './contact-limits';
import { type ChatLeadInput } from './chat-lead.input';
import { Contact, type ContactSource } from './contact.entity';
import { type ContactInput } from './contact.input';

/** Who sent a request, and how it came in, as far as the way in knows. */
export interface ContactOrigin {
  /** The client's address (form, REST, GraphQL): what the per-client flood limit counts. */
  clientIp?: string;
  /** With the address, ties the lead to the visit it was sent in (insights); never stored. */
  userAgent?: string;
  /** The no-JS form post, or a chat flow (the chat's session then stands in for the client). */
  lead?: LeadOrigin;
}

/** A chat request's way in: its session and whether it was a booking or a quote. */
export type ChatLeadOrigin = Extract<LeadOrigin, { via: 'chat' }>;

/** What a booking tells about the visitor, for the lead it creates or joins. */
export interface BookingLeadFields {
  name: string;
  email?: string | null;
  phone?: string | null;
  topic: string;
  sessionId?: string | null;
  /** Documents sent with the booking (ids from POST /api/documents). */
  documentIds?: readonly string[] | null;
}

/** Attaches uploaded documents to a lead inside its transaction (modules/documents/ does). */
export interface LeadDocumentAttacher {
  attach(manager: EntityManager, ids: readonly string[], contactId: string): Promise<void>;
  /** What the chat's visitor uploaded and has not sent yet goes with the lead the chat became. */
  attachSession(manager: EntityManager, sessionId: string, contactId: string): Promise<number>;
}

/** What both inputs carry that a Contact stores. */
type ContactFields = Pick<
  ChatLeadInput,
  'name' | 'email' | 'phone' | 'message' | 'service' | 'location'
> & {
  company?: string;
  /** The owner tool a request was sent from (ContactInput only). */
  tool?: string;
};

export class ContactService {
  private readonly contacts: Repository<Contact>;

  constructor(
    dataSource: DataSource,
    private readonly logger: Logger,
    private readonly limits: ContactLimits,
    private readonly leads: Pick<LeadOutbox, 'storeLead'>,
    /** Attaches uploaded documents (modules/documents/) to the lead, in its transaction. */
    private readonly documents?: LeadDocumentAttacher,
    /** Insights: ties a stored lead to the visit it was sent in (never awaited). */
    private readonly visits?: { leadStored(leadId: string, client: ContactOrigin): void },
  ) {
    this.contacts = dataSource.getRepository(Contact);
  }

  /**
   * Stores a validated request (see ContactInput) with its e-mails queued; the no-JS form post
   * says where it came from. A request with the honeypot filled is answered the same way but
   * never stored, so a bot learns nothing from the reply. Over a limit, it throws
   * RateLimitedError and stores nothing.
   */
  async create(input: ContactInput, origin: ContactOrigin = {}): Promise<Contact> {
    const chat = origin.lead?.via === 'chat' ? origin.lead : undefined;
    const contact = await this.prepare(
      input,
      { clientIp: origin.clientIp, sessionId: chat?.sessionId },
      chat ? 'chat' : 'form',
    );
    if (input.referenceCode !== undefined) {
      // No personal data in the log: the request is most likely from a bot.
      this.logger.info('Contact: discarded a request with the hidden honeypot field filled');
      return Object.assign(contact, { id: randomUUID(), createdAt: new Date() });
    }
    // The lead and its e-mail jobs, in one transaction (lead-outbox.ts).
    const stored = await this.leads.storeLead(contact, {
      origin: origin.lead,
      formToken: input.formToken,
      alsoStore: this.documentsOf(input.documentIds),
    });
    this.visits?.leadStored(stored.id, origin);
    return stored;
  }

  /**
   * Stores a request the chat assistant collected (see ChatLeadInput: a phone number or an
   * e-mail, at least one), linked to its session, through the same limits and outbox as the
   * form. Without an e-mail the consultant is still notified; no acknowledgement is queued.
   */
  async createFromChat(input: ChatLeadInput, origin: ChatLeadOrigin): Promise<Contact> {
    const contact = await this.prepare(input, { sessionId: origin.sessionId }, 'chat');
    const documents = this.documents;
    return this.leads.storeLead(contact, {
      origin,
      ...(documents
        ? {
            alsoStore: async (manager: EntityManager, stored: Contact) => {
              await documents.attachSession(manager, origin.sessionId, stored.id);
            },
          }
        : {}),
    });
  }

  /**
   * The lead a booked meeting belongs to (modules/booking/), inside the booking's transaction:
   * the same chat's lead, or the latest lead with the same e-mail in the last 90 days; else a
   * new lead. The booking's own e-mails notify the consultant, so none is queued here.
   */
  async leadForBooking(manager: EntityManager, booking: BookingLeadFields): Promise<string> {
    const [found] = (await manager.query(
      `SELECT id FROM contacts
       WHERE ($1::varchar IS NOT NULL AND session_id = $1)
          OR ($2::varchar IS NOT NULL AND lower(email) = lower($2)
              AND created_at > now() - interval '90 days')
       ORDER BY (session_id IS NOT DISTINCT FROM $1) DESC, created_at DESC
       LIMIT 1`,
      [booking.sessionId ?? null, booking.email ?? null],
    )) as { id: string }[];
    const leadId = found?.id ?? (await this.newBookingLead(manager, booking));
    const ids = booking.documentIds ?? [];
    await this.documentsOf(ids)?.(manager, { id: leadId });
    return leadId;
  }

  private async newBookingLead(
    manager: EntityManager,
    booking: BookingLeadFields,
  ): Promise<string> {
    const stored = await manager.getRepository(Contact).save(
      this.contacts.create({
        name: booking.name,
        email: booking.email ?? null,
        phone: booking.phone ?? null,
        message: booking.topic,
        source: booking.sessionId ? 'chat' : 'form',
        sessionId: booking.sessionId ?? null,
        channel: 'meeting',
      }),
    );
    return stored.id;
  }

  /** Leads stored in [from, to): insights' funnel. */
  createdBetween(from: Date, to: Date): Promise<Contact[]> {
    return this.contacts
      .createQueryBuilder('c')
      .where('c.created_at >= :from AND c.created_at < :to', { from, to })
      .getMany();
  }

  /** What attaches a request's documents, or undefined when it names none. */
  private documentsOf(ids: readonly string[] | undefined) {
    if (!ids || ids.length === 0) return undefined;
    const documents = this.documents;
    if (!documents) throw new Error('Documents are not wired to the contact service.');
    return (manager: EntityManager, stored: Pick<Contact, 'id'>) =>
      documents.attach(manager, ids, stored.id);
  }

  /** Checks the flood limits (counting the request), then builds the unsaved Contact. */
  private async prepare(
    fields: ContactFields,
    requester: ContactRequester,
    source: ContactSource,
  ): Promise<Contact> {
    await this.limits.check(fields.email, requester);
    return this.contacts.create({
      name: fields.name,
      email: fields.email ?? null,
      phone: fields.phone ?? null,
      company: fields.company ?? null,
      message: fields.message,
      service: fields.service ?? null,
      location: fields.location ?? null,
      tool: fields.tool ?? null,
      source,
      sessionId: requester.sessionId ?? null,
    });
  }
}
