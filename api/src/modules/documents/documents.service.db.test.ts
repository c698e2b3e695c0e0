import { type DataSource } from 'typeorm';
import { createMemoryLogger } from '../../logger';
import { createRateLimiter } from '../../rate-limit/rate-limiter';
import { openTestDataSource } from '../../testing/test-data-source';
import { InputValidationError } from '../../validation/input-validation.error';
import { DocumentsService, unattachedLifetimeMs } from './documents.service';
import { samplePng } from './testing/sample-files';

const day = 86_400_000;

/** Attaching (once, within a day) and deleting what is kept no longer. */
describe('DocumentsService', () => {
  let dataSource: DataSource;
  let documents: DocumentsService;

  const newContact = async (): Promise<string> => {
    const [row] = (await dataSource.query(
      `INSERT INTO contacts (name, email, message, source) VALUES ('Doc Test', 'doc@example.com', 'x', 'form') RETURNING id`,
    )) as { id: string }[];
    return (row as { id: string }).id;
  };
  const uploadPng = async () =>
    (await documents.upload({ name: 'photo.png', bytes: await samplePng() }, {})).id;
  const exists = async (id: string) =>
    ((await dataSource.query(`SELECT 1 FROM documents WHERE id = $1`, [id])) as unknown[]).length;
  const age = (id: string, ms: number) =>
    dataSource.query(
      `UPDATE documents SET created_at = now() - $2 * interval '1 millisecond' WHERE id = $1`,
      [id, ms],
    );
  const attach = (ids: string[], contactId: string) =>
    dataSource.transaction((manager) => documents.attach(manager, ids, contactId));

  beforeAll(async () => {
    dataSource = await openTestDataSource();
    documents = new DocumentsService(
      dataSource,
      { maxBytes: 1024 * 1024, perRequest: 2, retentionDays: 730, scanWaitMs: 0 },
      createRateLimiter({ keyPrefix: 't', points: 1000, durationSeconds: 60, message: () => 'x' }),
      () => Promise.resolve({ clean: true }),
      createMemoryLogger(),
    );
  });
  afterAll(() => dataSource.destroy());

  it('attaches each document once, within a day, and at most DOCUMENTS_PER_REQUEST', async () => {
    const contact = await newContact();
    const [a, b, c, old] = [
      await uploadPng(),
      await uploadPng(),
      await uploadPng(),
      await uploadPng(),
    ];
    await expect(attach([a, b, c], contact)).rejects.toBeInstanceOf(InputValidationError);
    await age(old, unattachedLifetimeMs + 60_000);
    await expect(attach([a, old], contact)).rejects.toThrow(/could not be attached/);
    // Nothing of a refused attach stays attached.
    expect((await documents.forContacts([contact])).get(contact)).toBeUndefined();

    await attach([a, b], contact);
    expect(
      (await documents.forContacts([contact]))
        .get(contact)
        ?.map((d) => d.id)
        .sort(),
    ).toEqual([a, b].sort());
    const other = await newContact();
    await expect(attach([a], other)).rejects.toThrow(/already sent/);
    await expect(attach(['no-such-document'], other)).rejects.toThrow(/unknown/);
  });

  it('deletes files never attached after a day, and attached ones after the retention', async () => {
    const contact = await newContact();
    const [fresh, stale, kept, expired] = [
      await uploadPng(),
      await uploadPng(),
      await uploadPng(),
      await uploadPng(),
    ];
    await attach([kept, expired], contact);
    await age(stale, unattachedLifetimeMs + 60_000);
    await age(kept, 700 * day);
    await age(expired, 731 * day);
    await documents.purge();
    expect([
      await exists(fresh),
      await exists(stale),
      await exists(kept),
      await exists(expired),
    ]).toEqual([1, 0, 1, 0]);
  });

  it('keeps past the retention what the owner keeps, and only attached documents', async () => {
    const contact = await newContact();
    const [kept, unattached] = [await uploadPng(), await uploadPng()];
    await attach([kept], contact);
    expect(await documents.keep(unattached, true)).toBeUndefined();
    expect((await documents.keep(kept, true))?.kept).toBe(true);
    await age(kept, 800 * day);
    await documents.purge();
    expect(await exists(kept)).toBe(1);
    await documents.keep(kept, false);
    await documents.purge();
    expect(await exists(kept)).toBe(0);
  });

  it("keeps all of a lead's documents at once, and nobody else's", async () => {
    const [contact, other] = [await newContact(), await newContact()];
    const [a, b, theirs] = [await uploadPng(), await uploadPng(), await uploadPng()];
    await attach([a, b], contact);
    await attach([theirs], other);
    const kept = await documents.keepAll(contact, true);
    expect(kept.map((d) => [d.id, d.kept]).sort()).toEqual(
      [
        [a, true],
        [b, true],
      ].sort(),
    );
    for (const id of [a, b, theirs]) await age(id, 800 * day);
    await documents.purge();
    expect([await exists(a), await exists(b), await exists(theirs)]).toEqual([1, 1, 0]);
    expect((await documents.keepAll(contact, false)).every((d) => !d.kept)).toBe(true);
    await documents.purge();
    expect([await exists(a), await exists(b)]).toEqual([0, 0]);
    expect(await documents.keepAll('not-a-lead', true)).toEqual([]);
  });

  it('lets its uploader delete a file not sent yet, and never one already attached', async () => {
    const contact = await newContact();
    const [unsent, sent] = [await uploadPng(), await uploadPng()];
    await attach([sent], contact);
    expect(await documents.discard(unsent)).toBe('deleted');
    expect(await exists(unsent)).toBe(0);
    expect(await documents.discard(unsent)).toBe('unknown');
    expect(await documents.discard(sent)).toBe('attached');
    expect(await exists(sent)).toBe(1);
    expect(await documents.discard("x' OR 1=1 --")).toBe('unknown');
  });

  it('goes with its lead when the lead is deleted (forgetting a person)', async () => {
    const contact = await newContact();
    const id = await uploadPng();
    await attach([id], contact);
    await dataSource.query(`DELETE FROM contacts WHERE id = $1`, [contact]);
    expect(await exists(id)).toBe(0);
  });
});
