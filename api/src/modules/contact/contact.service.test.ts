import { type DataSource } from 'typeorm';
import { createMemoryLogger } from '../../logger';
import { sampleContact } from '../../testing/fixtures/contact';
import { openTestDataSource } from '../../testing/test-data-source';
import { validateInput } from '../../validation/validate-input';
import { ContactInput } from './contact.input';
import { ContactLimits } from './contact-limits';
import { ContactService } from './contact.service';

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
    contacts = new ContactService(dataSource, logger, new ContactLimits(generousLimits));
  });

  it('stores a request whose honeypot is empty', async () => {
    const contact = await contacts.create(await validateInput(ContactInput, form));
    expect(await stored(contact.id)).toBe(1);
    expect(logger.lines).toEqual([]);
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
});
