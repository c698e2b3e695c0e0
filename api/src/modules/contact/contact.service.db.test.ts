import { type DataSource } from 'typeorm';
import { createMemoryLogger } from '../../logger';
import { sampleContact } from '../../testing/fixtures/contact';
import { openTestDataSource } from '../../testing/test-data-source';
import { validateInput } from '../../validation/validate-input';
import { ChatLeadInput } from './chat-lead.input';
import { ContactInput } from './contact.input';
import { ContactLimits } from './contact-limits';
import { ContactService } from './contact.service';
import { LeadOutbox } from './lead-outbox';
import { FormTokens } from './spam/form-token';
import { mailJobsView, queueOnlyMail } from '../../testing/mail/mail-jobs-view';

const form = { ...sampleContact, referenceCode: '' };
const generousLimits = { perClientPerHour: 1000, perEmailPerHour: 1000, globalPerMinute: 1000 };

describe('ContactService', () => {
  let dataSource: DataSource;
  let logger: ReturnType<typeof createMemoryLogger>;
  let contacts: ContactService;
  const stored = async (id: string) =>
    Number((await dataSource.query('SELECT count(*) AS n FROM contacts WHERE id = $1', [id]))[0].n);

  beforeAll(async () => {
    dataSource = await openTestDataSource();
  });
  afterAll(() => dataSource.destroy());
  beforeEach(() => {
    logger = createMemoryLogger();
    const queue = queueOnlyMail(dataSource);
    const outbox = new LeadOutbox(dataSource, queue, new FormTokens('s'.repeat(32)), logger, {
      mailFrom: 'Test <no-reply@example.com>',
      notifyTo: 'owner@example.com',
      acknowledgementsPerHour: 1000,
      formMinFillSeconds: 3,
    });
    contacts = new ContactService(dataSource, logger, new ContactLimits(generousLimits), outbox);
  });

  it('stores a request whose honeypot is empty', async () => {
    // An address of its own: other test files acknowledge the sample's once a day.
    const email = `dana-${Date.now().toString(36)}@example.com`;
    const contact = await contacts.create(await validateInput(ContactInput, { ...form, email }));
    expect(await stored(contact.id)).toBe(1);
    expect(logger.lines).toEqual([]);
    // Stored with its e-mails queued, in the same transaction.
    const jobs = await dataSource.query(
      `SELECT recipient_kind FROM ${mailJobsView} WHERE contact_id = $1 ORDER BY recipient_kind`,
      [contact.id],
    );
    expect(jobs.map((j: { recipient_kind: string }) => j.recipient_kind)).toEqual([
      'consultant',
      'visitor',
    ]);
  });

  it('answers a request with the honeypot filled as stored, stores nothing and logs it at info', async () => {
    const before = Number((await dataSource.query('SELECT count(*) AS n FROM contacts'))[0].n);
    const input = await validateInput(ContactInput, { ...form, referenceCode: 'http://spam' });
    const contact = await contacts.create(input);

    expect(contact).toMatchObject({ name: 'Dana Reyes', email: 'dana@example.com' });
    expect(contact.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(contact.createdAt).toBeInstanceOf(Date);
    expect(await stored(contact.id)).toBe(0);
    const after = Number((await dataSource.query('SELECT count(*) AS n FROM contacts'))[0].n);
    expect(after).toBe(before);
    expect(logger.lines).toHaveLength(1);
    expect(JSON.parse(logger.lines[0] as string)).toMatchObject({
      level: 'info',
      msg: expect.stringMatching(/honeypot/),
    });
    // Whoever it was, their details stay out of the log.
    expect(logger.lines[0]).not.toContain('dana@example.com');
  });
  it('stores a chat lead with only a phone number: the consultant is notified, nobody acknowledged', async () => {
    const sessionId = `chat-lead-${Date.now().toString(36)}`;
    const input = await validateInput(ChatLeadInput, {
      name: 'Wanda Pruitt',
      phone: '318-555-0199',
      message: 'Consultation request from the website chat\nTopic: An inheritance',
    });
    const contact = await contacts.createFromChat(input, {
      via: 'chat',
      sessionId,
      kind: 'booking',
    });
    const [row] = await dataSource.query(
      'SELECT email, phone, source, session_id, channel FROM contacts WHERE id = $1',
      [contact.id],
    );
    expect(row).toEqual({
      email: null,
      phone: '318-555-0199',
      source: 'chat',
      session_id: sessionId,
      channel: 'chat_booking',
    });
    const jobs = await dataSource.query(
      `SELECT recipient_kind, recipient FROM ${mailJobsView} WHERE contact_id = $1`,
      [contact.id],
    );
    expect(jobs).toEqual([{ recipient_kind: 'consultant', recipient: 'owner@example.com' }]);
  });
});
