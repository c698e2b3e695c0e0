import { type DataSource } from 'typeorm';
import { createMemoryLogger } from '../../logger';
import { createRateLimiter } from '../../rate-limit/rate-limiter';
import { openTestDataSource } from '../../testing/test-data-source';
import { validateInput } from '../../validation/validate-input';
import { ChatLeadInput } from '../contact/chat-lead.input';
import { ContactLimits } from '../contact/contact-limits';
import { ContactService } from '../contact/contact.service';
import { LeadOutbox } from '../contact/lead-outbox';
import { FormTokens } from '../contact/spam/form-token';
import { DocumentsService } from './documents.service';
import { samplePdf, samplePng } from './testing/sample-files';
import { queueOnlyMail } from '../../testing/mail/mail-jobs-view';

const generousLimits = { perClientPerHour: 1000, perEmailPerHour: 1000, globalPerMinute: 1000 };

/** Documents sent in a chat go with the lead the chat becomes; a booking carries its own. */
describe('documents with a chat lead and a booking', () => {
  let dataSource: DataSource;
  let documents: DocumentsService;
  let contacts: ContactService;

  const documentsOf = async (contactId: string) =>
    ((await documents.forContacts([contactId])).get(contactId) ?? []).map((d) => d.name);

  beforeAll(async () => {
    dataSource = await openTestDataSource();
    const logger = createMemoryLogger();
    documents = new DocumentsService(
      dataSource,
      { maxBytes: 1024 * 1024, perRequest: 5, retentionDays: 730, scanWaitMs: 0 },
      createRateLimiter({ keyPrefix: 'c', points: 1000, durationSeconds: 60, message: () => 'x' }),
      () => Promise.resolve({ clean: true }),
      logger,
    );
    const queue = queueOnlyMail(dataSource);
    const outbox = new LeadOutbox(dataSource, queue, new FormTokens('s'.repeat(32)), logger, {
      mailFrom: 'Test <no-reply@example.com>',
      notifyTo: 'owner@example.com',
      acknowledgementsPerHour: 1000,
      formMinFillSeconds: 3,
    });
    contacts = new ContactService(
      dataSource,
      logger,
      new ContactLimits(generousLimits),
      outbox,
      documents,
    );
  });
  afterAll(() => dataSource.destroy());

  it("attaches what the chat's visitor uploaded, and nothing of another chat", async () => {
    const sessionId = `doc-chat-${Date.now().toString(36)}`;
    await documents.upload({ name: 'lease.pdf', bytes: await samplePdf(1) }, { sessionId });
    await documents.upload({ name: 'stub.png', bytes: await samplePng() }, { sessionId });
    const other = await documents.upload(
      { name: 'theirs.png', bytes: await samplePng() },
      { sessionId: `${sessionId}-other` },
    );
    const input = await validateInput(ChatLeadInput, {
      name: 'Cora Chat',
      phone: '318-555-0100',
      message: 'Is my decimal right?',
    });
    const lead = await contacts.createFromChat(input, { via: 'chat', sessionId, kind: 'quote' });
    expect((await documentsOf(lead.id)).sort()).toEqual(['lease.pdf', 'stub.png']);
    const [row] = (await dataSource.query(`SELECT contact_id FROM documents WHERE id = $1`, [
      other.id,
    ])) as { contact_id: string | null }[];
    expect(row?.contact_id).toBeNull();
  });

  it("a booking's documentIds go with the booking's lead, in its transaction", async () => {
    const sent = await documents.upload(
      { name: 'division order.pdf', bytes: await samplePdf(2) },
      {},
    );
    const booking = {
      name: 'Bo Booker',
      email: `bo-${Date.now().toString(36)}@example.com`,
      topic: 'A division order',
      documentIds: [sent.id],
    };
    const leadId = await dataSource.transaction((manager) =>
      contacts.leadForBooking(manager, booking),
    );
    expect(await documentsOf(leadId)).toEqual(['division order.pdf']);
    // An id that cannot be attached refuses the booking's transaction.
    await expect(
      dataSource.transaction((manager) => contacts.leadForBooking(manager, booking)),
    ).rejects.toThrow(/could not be attached/);
  });

  it("forgetting a person deletes what their chats uploaded, and nobody else's", async () => {
    const sessionId = `doc-forget-${Date.now().toString(36)}`;
    const theirs = await documents.upload(
      { name: 'a.png', bytes: await samplePng() },
      { sessionId },
    );
    const others = await documents.upload(
      { name: 'b.png', bytes: await samplePng() },
      { sessionId: `${sessionId}-x` },
    );
    const deleted = await dataSource.transaction((manager) =>
      documents.deleteSessions(manager, [sessionId]),
    );
    expect(deleted).toBe(1);
    const left = (await dataSource.query(`SELECT id FROM documents WHERE id = ANY($1)`, [
      [theirs.id, others.id],
    ])) as { id: string }[];
    expect(left.map((row) => row.id)).toEqual([others.id]);
  });
});
