import { type DataSource } from 'typeorm';
import { type Logger } from '../../logger';
import { runLargeStatement } from './large-statement';

/** Draws a PDF's first page as a PNG (pdf-preview.ts in production). */
export type PreviewRenderer = (pdf: Buffer) => Promise<Buffer>;

/** PostgreSQL's foreign_key_violation: the document was deleted while its page was drawn. */
const foreignKeyViolation = '23503';

/**
 * First-page previews of uploaded PDFs for the desk, in `document_previews` beside their
 * documents (deleted with them). A scanned page takes pdf.js seconds to draw, so the upload
 * answers first and the drawing follows here, one at a time, reading the stored bytes again
 * (nothing large waits in memory). A PDF that cannot be drawn simply has no preview.
 */
export class DocumentPreviews {
  private readonly queue: string[] = [];
  private draining: Promise<void> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly render: PreviewRenderer,
    private readonly logger: Logger,
    /** Past this many waiting, a new PDF gets no preview rather than an ever longer queue. */
    private readonly maxQueued = 50,
  ) {}

  /** Draws the stored PDF's first page soon; never awaited by the upload. */
  schedule(documentId: string): void {
    if (this.queue.length >= this.maxQueued) {
      this.logger.warn('Documents: too many previews waiting; this PDF gets none');
      return;
    }
    this.queue.push(documentId);
    this.draining ??= this.drain().finally(() => (this.draining = undefined));
  }

  /** Resolves once nothing is waiting or being drawn. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
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

  private async drain(): Promise<void> {
    for (let id = this.queue.shift(); id !== undefined; id = this.queue.shift()) {
      await this.drawOne(id).catch((error: unknown) =>
        this.logger.warn('Documents: a PDF preview could not be stored', error),
      );
    }
  }

  private async drawOne(documentId: string): Promise<void> {
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
