import sharp from 'sharp';
import { type DataSource } from 'typeorm';
import { Jobs } from '../../jobs/jobs';
import { createMemoryLogger } from '../../logger';
import { createRateLimiter } from '../../rate-limit/rate-limiter';
import { until } from '../../testing/mail/smtp-sink';
import { openTestDataSource } from '../../testing/test-data-source';
import { DocumentPreviews, type PreviewRenderer, previewJob } from './document-previews';
import { DocumentsService } from './documents.service';
import { renderPdfPreview } from './pdf-preview';
import { samplePdf, samplePng } from './testing/sample-files';

jest.setTimeout(60_000);

interface PreviewJobRow {
  status: string;
  attempts: number;
  last_error: string | null;
  leased: boolean;
  payload: unknown;
  /** Seconds until it may run again. */
  due_in: number;
}

/** A render pdf-preview.ts cuts short: its deadline passes before the child has even started. */
const timingOut: PreviewRenderer = (pdf) => renderPdfPreview(pdf, 1);
/** A render of a file pdf.js cannot read (the upload's own checks are passed by a real PDF). */
const damaged: PreviewRenderer = () => renderPdfPreview(Buffer.from('%PDF-1.7\nnot really a pdf'));

/** Each PDF's first page drawn by a `document.preview` job, stored beside it, shown to the owner. */
describe('PDF previews', () => {
  let dataSource: DataSource;
  const drawn: number[] = [];
  let render: PreviewRenderer = renderPdfPreview;
  const started: Jobs[] = [];

  /** One server's documents with its jobs runner (started unless said otherwise). */
  const instance = (options: { start?: boolean } = {}) => {
    const logger = createMemoryLogger();
    const jobs = new Jobs(dataSource, logger, { pollIntervalMs: 100 });
    started.push(jobs);
    const previews = new DocumentPreviews(
      dataSource,
      jobs,
      (pdf) => {
        drawn.push(pdf.length);
        return render(pdf);
      },
      logger,
    );
    const documents = new DocumentsService(
      dataSource,
      { maxBytes: 1024 * 1024, perRequest: 5, retentionDays: 730, scanWaitMs: 0 },
      createRateLimiter({ keyPrefix: 'p', points: 1000, durationSeconds: 60, message: () => 'x' }),
      () => Promise.resolve({ clean: true }),
      logger,
      previews,
    );
    if (options.start !== false) jobs.start();
    return { jobs, documents };
  };

  beforeAll(async () => {
    dataSource = await openTestDataSource();
  });
  afterAll(() => dataSource.destroy());
  beforeEach(async () => {
    drawn.length = 0;
    render = renderPdfPreview;
    await dataSource.query(`DELETE FROM jobs WHERE kind = $1`, [previewJob]);
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((jobs) => jobs.stop()));
  });

  const jobOf = async (documentId: string): Promise<PreviewJobRow | undefined> => {
    const [row] = (await dataSource.query(
      `SELECT status, attempts, last_error, leased_until IS NOT NULL AS leased, payload,
              extract(epoch FROM run_at - now())::float AS due_in
       FROM jobs WHERE dedupe_key = $1`,
      [`${previewJob}:${documentId}`],
    )) as PreviewJobRow[];
    return row;
  };
  /** Its job has ended: deleted (a preview drawn, or none to draw). */
  const ended = (documentId: string) =>
    until(async () => (await jobOf(documentId)) === undefined, 30_000, 'the preview job to end');
  /** Its job failed `attempts` times and waits, unleased, for a retry (or was given up on). */
  const failedTimes = async (documentId: string, attempts: number) => {
    await until(
      async () => {
        const job = await jobOf(documentId);
        return job?.attempts === attempts && !job.leased && job.last_error !== null;
      },
      30_000,
      `attempt ${attempts} of the preview to fail`,
    );
    return (await jobOf(documentId)) as PreviewJobRow;
  };
  const newContact = async (): Promise<string> => {
    const [row] = (await dataSource.query(
      `INSERT INTO contacts (name, email, message, source) VALUES ('Pia Preview', 'pia@example.com', 'x', 'form') RETURNING id`,
    )) as { id: string }[];
    return (row as { id: string }).id;
  };
  const attach = (documents: DocumentsService, ids: string[], contactId: string) =>
    dataSource.transaction((manager) => documents.attach(manager, ids, contactId));
  const summaryOf = async (documents: DocumentsService, contactId: string, id: string) =>
    (await documents.forContacts([contactId])).get(contactId)?.find((d) => d.id === id);

  it('queues a job with the upload: another runner draws it after a restart, for the owner once attached', async () => {
    // The process that took the upload stops before its runner ever looked at the table.
    const before = instance({ start: false });
    const pdf = await samplePdf(2);
    const { id } = await before.documents.upload({ name: 'lease.pdf', bytes: pdf }, {});
    expect(await jobOf(id)).toMatchObject({ status: 'pending', payload: { documentId: id } });
    expect(drawn).toEqual([]);

    const { documents } = instance();
    await ended(id);
    expect(drawn).toEqual([pdf.length]);
    // Not attached yet: nobody sees it, not even the owner's desk.
    expect(await documents.preview(id)).toBeUndefined();
    const contact = await newContact();
    await attach(documents, [id], contact);
    expect((await summaryOf(documents, contact, id))?.hasPreview).toBe(true);
    const png = await documents.preview(id);
    expect((await sharp(png).metadata()).format).toBe('png');
    // It goes with its document.
    await dataSource.query(`DELETE FROM contacts WHERE id = $1`, [contact]);
    const [left] = (await dataSource.query(
      `SELECT count(*)::int AS n FROM document_previews WHERE document_id = $1`,
      [id],
    )) as { n: number }[];
    expect(left?.n).toBe(0);
  });

  it('queues no job for an image nor an encrypted PDF', async () => {
    const { documents } = instance();
    const image = await documents.upload({ name: 'stub.png', bytes: await samplePng() }, {});
    const locked = await documents.upload(
      { name: 'locked.pdf', bytes: await samplePdf(1, { encrypted: true }) },
      {},
    );
    expect(await jobOf(image.id)).toBeUndefined();
    expect(await jobOf(locked.id)).toBeUndefined();
    expect(drawn).toEqual([]);
  });

  it('a PDF pdf.js cannot read gets no preview, and its job ends without a retry', async () => {
    const { documents } = instance();
    render = damaged;
    const { id } = await documents.upload({ name: 'odd.pdf', bytes: await samplePdf(1) }, {});
    await ended(id);
    expect(drawn).toHaveLength(1);
    const contact = await newContact();
    await attach(documents, [id], contact);
    expect((await summaryOf(documents, contact, id))?.hasPreview).toBe(false);
    expect(await documents.preview(id)).toBeUndefined();
  });

  it('a render that timed out (a loaded machine) is tried again after a back-off, and drawn', async () => {
    const { jobs, documents } = instance();
    render = timingOut;
    const { id } = await documents.upload({ name: 'slow.pdf', bytes: await samplePdf(1) }, {});
    const waiting = await failedTimes(id, 1);
    expect(waiting).toMatchObject({
      status: 'pending',
      last_error: 'The first page took too long to draw.',
    });
    // Retried later, not at once: the load has time to pass (15-30 s; 10 s leaves slack).
    expect(waiting.due_in).toBeGreaterThan(10);

    render = renderPdfPreview;
    await jobs.queue.runNow(`${previewJob}:${id}`);
    jobs.wake();
    await ended(id);
    expect(drawn).toHaveLength(2);
    const contact = await newContact();
    await attach(documents, [id], contact);
    expect((await summaryOf(documents, contact, id))?.hasPreview).toBe(true);
  });

  it('gives up after three interrupted renders: the job is kept as failed, with no preview', async () => {
    const { jobs, documents } = instance();
    render = timingOut;
    const { id } = await documents.upload({ name: 'slower.pdf', bytes: await samplePdf(1) }, {});
    for (const attempt of [1, 2]) {
      expect((await failedTimes(id, attempt)).status).toBe('pending');
      await jobs.queue.runNow(`${previewJob}:${id}`);
      jobs.wake();
    }
    expect((await failedTimes(id, 3)).status).toBe('failed');
    expect(drawn).toHaveLength(3);
    expect(await documents.preview(id)).toBeUndefined();
  });

  it('a document deleted before or while it is drawn ends its job quietly; the next ones are drawn', async () => {
    const before = instance({ start: false });
    const first = await before.documents.upload({ name: 'a.pdf', bytes: await samplePdf(1) }, {});
    // Taken back by its uploader before any runner came to it.
    expect(await before.documents.discard(first.id)).toBe('deleted');
    const { documents } = instance();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    render = async (pdf) => {
      await held;
      return renderPdfPreview(pdf);
    };
    const second = await documents.upload({ name: 'b.pdf', bytes: await samplePdf(1) }, {});
    // Being drawn when its uploader takes it back.
    await until(() => drawn.length === 1, 30_000, 'the second PDF to be drawn');
    expect(await documents.discard(second.id)).toBe('deleted');
    release();
    await ended(first.id);
    await ended(second.id);
    expect(drawn).toHaveLength(1);

    render = renderPdfPreview;
    const third = await documents.upload({ name: 'c.pdf', bytes: await samplePdf(1) }, {});
    await ended(third.id);
    const contact = await newContact();
    await attach(documents, [third.id], contact);
    expect((await summaryOf(documents, contact, third.id))?.hasPreview).toBe(true);
  });
});
