import sharp from 'sharp';
import { type DataSource } from 'typeorm';
import { createMemoryLogger } from '../../logger';
import { createRateLimiter } from '../../rate-limit/rate-limiter';
import { openTestDataSource } from '../../testing/test-data-source';
import { DocumentPreviews, type PreviewRenderer } from './document-previews';
import { DocumentsService } from './documents.service';
import { renderPdfPreview } from './pdf-preview';
import { samplePdf, samplePng } from './testing/sample-files';

jest.setTimeout(30_000);

/** A PDF's first page drawn after the upload answers, stored beside it, shown to the owner. */
describe('PDF previews', () => {
  let dataSource: DataSource;
  const drawn: number[] = [];
  let render: PreviewRenderer = renderPdfPreview;
  let previews: DocumentPreviews;
  let documents: DocumentsService;

  beforeAll(async () => {
    dataSource = await openTestDataSource();
    const logger = createMemoryLogger();
    previews = new DocumentPreviews(
      dataSource,
      (pdf) => {
        drawn.push(pdf.length);
        return render(pdf);
      },
      logger,
    );
    documents = new DocumentsService(
      dataSource,
      { maxBytes: 1024 * 1024, perRequest: 5, retentionDays: 730, scanWaitMs: 0 },
      createRateLimiter({ keyPrefix: 'p', points: 1000, durationSeconds: 60, message: () => 'x' }),
      () => Promise.resolve({ clean: true }),
      logger,
      previews,
    );
  });
  afterAll(() => dataSource.destroy());
  beforeEach(() => {
    drawn.length = 0;
    render = renderPdfPreview;
  });

  const newContact = async (): Promise<string> => {
    const [row] = (await dataSource.query(
      `INSERT INTO contacts (name, email, message, source) VALUES ('Pia Preview', 'pia@example.com', 'x', 'form') RETURNING id`,
    )) as { id: string }[];
    return (row as { id: string }).id;
  };
  const attach = (ids: string[], contactId: string) =>
    dataSource.transaction((manager) => documents.attach(manager, ids, contactId));
  const summaryOf = async (contactId: string, id: string) =>
    (await documents.forContacts([contactId])).get(contactId)?.find((d) => d.id === id);

  it("draws a PDF's first page as a PNG after the upload, for the owner once attached", async () => {
    const pdf = await samplePdf(2);
    const { id } = await documents.upload({ name: 'lease.pdf', bytes: pdf }, {});
    await previews.idle();
    expect(drawn).toEqual([pdf.length]);
    // Not attached yet: nobody sees it, not even the owner's desk.
    expect(await documents.preview(id)).toBeUndefined();
    const contact = await newContact();
    await attach([id], contact);
    expect((await summaryOf(contact, id))?.hasPreview).toBe(true);
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

  it('draws no image, no encrypted PDF; a PDF that cannot be drawn simply has none', async () => {
    await documents.upload({ name: 'stub.png', bytes: await samplePng() }, {});
    await documents.upload(
      { name: 'locked.pdf', bytes: await samplePdf(1, { encrypted: true }) },
      {},
    );
    await previews.idle();
    expect(drawn).toEqual([]);

    render = () => Promise.reject(new Error('damaged'));
    const { id } = await documents.upload({ name: 'odd.pdf', bytes: await samplePdf(1) }, {});
    await previews.idle();
    expect(drawn).toHaveLength(1);
    const contact = await newContact();
    await attach([id], contact);
    expect((await summaryOf(contact, id))?.hasPreview).toBe(false);
    expect(await documents.preview(id)).toBeUndefined();
  });

  it('skips a document deleted before its turn, and keeps drawing the next ones', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    render = async (pdf) => {
      await held;
      return renderPdfPreview(pdf);
    };
    const first = await documents.upload({ name: 'a.pdf', bytes: await samplePdf(1) }, {});
    const second = await documents.upload({ name: 'b.pdf', bytes: await samplePdf(1) }, {});
    // The first is being drawn; the second is taken back by its uploader meanwhile.
    expect(await documents.discard(first.id)).toBe('deleted');
    expect(await documents.discard(second.id)).toBe('deleted');
    release();
    await previews.idle();
    const third = await documents.upload({ name: 'c.pdf', bytes: await samplePdf(1) }, {});
    await previews.idle();
    const contact = await newContact();
    await attach([third.id], contact);
    expect((await summaryOf(contact, third.id))?.hasPreview).toBe(true);
  });
});
