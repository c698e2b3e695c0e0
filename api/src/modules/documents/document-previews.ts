import { type DataSource, type EntityManager } from 'typeorm';
import { type Jobs } from '../../jobs/jobs';
import { type RetryPolicy } from '../../jobs/retry-delay';
import { type Logger } from '../../logger';
import { runLargeStatement } from './large-statement';
import { RenderInterruptedError } from './pdf-preview';

/** Draws a PDF's first page as a PNG (pdf-preview.ts in production). */
export type PreviewRenderer = (pdf: Buffer) => Promise<Buffer>;

/** The job that draws one stored PDF's first page. */
export const previewJob = 'document.preview';

interface PreviewPayload {
  documentId: string;
}

/** One pending preview per document, however often it is asked for. */
const previewKey = (documentId: string) => `${previewJob}:${documentId}`;

/**
 * A render cut short by a busy machine is tried again: three tries, the second 15-30 s after the
 * first, the third 30-60 s after that (jobs/retry-delay.ts), while the load passes.
 */
export const previewRetry: RetryPolicy = {
  maxAttempts: 3,
  retryBaseMs: 30_000,
  retryMaxMs: 2 * 60_000,
};

/** PostgreSQL's foreign_key_violation: the document was deleted while its page was drawn. */
const foreignKeyViolation = '23503';

/**
 * Whether a render failed for want of time or a process (pdf-preview.ts's typed error) rather
 * than because pdf.js cannot read the PDF. Only the first is worth another try.
 */
export const renderWasInterrupted = (error: unknown): boolean =>
  error instanceof RenderInterruptedError;

/**
 * First-page previews of uploaded PDFs for the desk, in `document_previews` beside their
 * documents (deleted with them). A scanned page takes pdf.js seconds to draw, so the upload
 * answers first and the drawing is a `document.preview` job, queued with the upload, run by the
 * one jobs runner (so it survives a restart) and read from the stored bytes (nothing large waits
 * in memory). The renderer draws one page at a time in this process, whatever the runner's
 * concurrency. A PDF pdf.js cannot read simply has no preview; a render a loaded machine cut
 * short is retried.
 */
export class DocumentPreviews {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: Pick<Jobs, 'registry' | 'enqueue' | 'wake'>,
    private readonly render: PreviewRenderer,
    private readonly logger: Logger,
  ) {
    jobs.registry.handle<PreviewPayload>(
      previewJob,
      ({ documentId }) => this.draw(documentId),
      previewRetry,
    );
  }

  /** Queues the drawing of a stored PDF inside the upload's transaction (`wake` once committed). */
  async queue(documentId: string, manager: EntityManager): Promise<void> {
    await this.jobs.enqueue<PreviewPayload>(
      { kind: previewJob, payload: { documentId }, key: previewKey(documentId) },
      manager,
    );
  }

  /** A preview was queued in a transaction that has committed: the runner takes it now. */
  wake(): void {
    this.jobs.wake();
  }

  /** Which of these documents have a preview. */
  async having(documentIds: readonly string[]): Promise<Set<string>> {
    if (documentIds.length === 0) return new Set();
    const rows = (await this.dataSource.query(
      `SELECT document_id AS id FROM document_previews WHERE document_id = ANY($1::varchar[])`,
      [[...documentIds]],
    )) as { id: string }[];
    return new Set(rows.map((row) => row.id));
  }

  /** The PNG of an attached document (the owner's desk); undefined when there is none. */
  async png(documentId: string): Promise<Buffer | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT p.content FROM document_previews p JOIN documents d ON d.id = p.document_id
       WHERE p.document_id = $1 AND d.contact_id IS NOT NULL`,
      [documentId],
    )) as { content: Buffer }[];
    return row?.content;
  }

  /** The job's handler: rejects only when the render was interrupted (then it is retried). */
  private async draw(documentId: string): Promise<void> {
    const [stored] = await runLargeStatement<{ content: Buffer }>(
      this.dataSource,
      `SELECT content FROM documents WHERE id = $1 AND content_type = 'application/pdf'`,
      [documentId],
    );
    // Deleted meanwhile (removed by its uploader, purged, forgotten).
    if (!stored) return;
    let png: Buffer;
    try {
      png = await this.render(stored.content);
    } catch (error) {
      // The runner retries it, and after the last try keeps the job as failed.
      if (renderWasInterrupted(error)) throw error;
      this.logger.info(`Documents: no preview for a PDF (${(error as Error).message})`);
      return;
    }
    try {
      await this.dataSource.query(
        `INSERT INTO document_previews (document_id, content) VALUES ($1, $2)
         ON CONFLICT (document_id) DO NOTHING`,
        [documentId, png],
      );
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code !== foreignKeyViolation)
        throw error;
    }
  }
}
