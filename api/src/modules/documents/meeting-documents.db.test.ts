import { randomUUID } from 'node:crypto';
import { type DataSource } from 'typeorm';
import { createMemoryLogger } from '../../logger';
import { createRateLimiter } from '../../rate-limit/rate-limiter';
import { openTestDataSource } from '../../testing/test-data-source';
import { InputValidationError } from '../../validation/input-validation.error';
import { MeetingDocumentsRefusedError } from './document.errors';
import { DocumentsService, type MeetingForDocuments } from './documents.service';
import { samplePdf, samplePng } from './testing/sample-files';

const hour = 3_600_000;

/** The meeting page adds documents to the meeting's lead until the meeting starts. */
describe('documents added on a meeting page', () => {
  let dataSource: DataSource;
  let documents: DocumentsService;

  const newContact = async (): Promise<string> => {
    const [row] = (await dataSource.query(
      `INSERT INTO contacts (name, email, message, source) VALUES ('Mia Meeting', 'mia@example.com', 'x', 'form') RETURNING id`,
    )) as { id: string }[];
    return (row as { id: string }).id;
  };
  const meeting = async (change: Partial<MeetingForDocuments> = {}) => ({
    id: randomUUID(),
    start: new Date(Date.now() + 2 * hour),
    status: 'booked',
    contactId: await newContact(),
    ...change,
  });
  const upload = async (name: string) =>
    (await documents.upload({ name, bytes: await samplePng() }, {})).id;
  const onLead = async (contactId: string) =>
    ((await documents.forContacts([contactId])).get(contactId) ?? []).map((d) => d.name).sort();

  beforeAll(async () => {
    dataSource = await openTestDataSource();
    documents = new DocumentsService(
      dataSource,
      { maxBytes: 1024 * 1024, perRequest: 3, retentionDays: 730, scanWaitMs: 0 },
      createRateLimiter({ keyPrefix: 'm', points: 1000, durationSeconds: 60, message: () => 'x' }),
      () => Promise.resolve({ clean: true }),
      createMemoryLogger(),
    );
  });
  afterAll(() => dataSource.destroy());

  it("attaches to the meeting's lead and lists what the page added, at most DOCUMENTS_PER_REQUEST", async () => {
    const booked = await meeting();
    const lease = (await documents.upload({ name: 'lease.pdf', bytes: await samplePdf(2) }, {})).id;
    expect(await documents.addToMeeting(booked, [lease])).toEqual([
      { name: 'lease.pdf', size: expect.any(Number) as number, contentType: 'application/pdf' },
    ]);
    const added = await documents.addToMeeting(booked, [
      await upload('a.png'),
      await upload('b.png'),
    ]);
    expect(added.map((d) => d.name)).toEqual(['lease.pdf', 'a.png', 'b.png']);
    expect(await onLead(booked.contactId as string)).toEqual(['a.png', 'b.png', 'lease.pdf']);

    // The fourth is one too many for this meeting, and stays unattached.
    const fourth = await upload('c.png');
    await expect(documents.addToMeeting(booked, [fourth])).rejects.toThrow(
      /At most 3 documents .* this one has them all/,
    );
    expect(await documents.forMeeting(booked)).toHaveLength(3);
    // Another meeting counts its own.
    const other = await meeting();
    expect(await documents.addToMeeting(other, [fourth])).toHaveLength(1);
  });

  it('refuses once the meeting has started, when cancelled, or unknown; nothing is attached', async () => {
    const id = await upload('late.png');
    const refusal = (meetingFacts: MeetingForDocuments | undefined) =>
      documents.addToMeeting(meetingFacts, [id]).then(
        () => undefined,
        (error: unknown) => error,
      );
    const started = await refusal(await meeting({ start: new Date(Date.now() - 60_000) }));
    expect(started).toBeInstanceOf(MeetingDocumentsRefusedError);
    expect(started).toMatchObject({ code: 'BAD_USER_INPUT', message: /has started/ });
    expect(await refusal(await meeting({ status: 'cancelled' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: /cancelled/,
    });
    expect(await refusal(undefined)).toMatchObject({ code: 'NOT_FOUND' });
    // Still free: it can go with the next meeting that is open.
    const open = await meeting();
    expect(await documents.addToMeeting(open, [id])).toHaveLength(1);
  });

  it("refuses an id that is unknown or already sent, attaching none of the call's", async () => {
    const booked = await meeting();
    const fresh = await upload('fresh.png');
    await expect(documents.addToMeeting(booked, [fresh, 'not-one-we-gave'])).rejects.toBeInstanceOf(
      InputValidationError,
    );
    expect(await documents.forMeeting(booked)).toEqual([]);
    await documents.addToMeeting(booked, [fresh]);
    await expect(documents.addToMeeting(await meeting(), [fresh])).rejects.toThrow(/already sent/);
    await expect(documents.addToMeeting(booked, [])).rejects.toBeInstanceOf(InputValidationError);
  });

  it('two pages adding at once cannot pass the limit together', async () => {
    const booked = await meeting();
    const ids = [
      await upload('1.png'),
      await upload('2.png'),
      await upload('3.png'),
      await upload('4.png'),
    ];
    const outcomes = await Promise.allSettled([
      documents.addToMeeting(booked, ids.slice(0, 2)),
      documents.addToMeeting(booked, ids.slice(2, 4)),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await documents.forMeeting(booked)).toHaveLength(2);
  });
});
