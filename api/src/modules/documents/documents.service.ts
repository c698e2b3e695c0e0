import { randomBytes } from 'node:crypto';
import { type DataSource, type EntityManager, In, IsNull, LessThan, Not } from 'typeorm';
import { type DocumentsConfig } from '../../config';
import { type Logger } from '../../logger';
import { type RateLimiter } from '../../rate-limit/rate-limiter';
import { InputValidationError } from '../../validation/input-validation.error';
import { ScannerUnavailableError, type ScanVerdict } from './clamd-client';
import { prepareDocument } from './document-contents';
import { acceptedDocumentsMessage, detectDocumentType } from './document-type';
import { type DocumentPreviews } from './document-previews';
import { DocumentRefusedError, MeetingDocumentsRefusedError } from './document.errors';
import { runLargeStatement } from './large-statement';
import { LeadDocument } from './lead-document.entity';

/** A file as the upload route received it. */
export interface UploadedFile {
  /** The name the visitor's device gave it. */
  name: string;
  bytes: Buffer;
}

/** Who uploads: the client's address, and the chat it was sent in, if any. */
export interface DocumentRequester {
  clientIp?: string;
  sessionId?: string;
}

/** What the uploader is told, and what attaches it. */
export interface DocumentReceipt {
  id: string;
  name: string;
  size: number;
  contentType: string;
}

/** What the desk shows of a document (never its bytes), and whether it has a preview. */
export type DocumentSummary = { hasPreview: boolean } & Pick<
  LeadDocument,
  | 'id'
  | 'name'
  | 'size'
  | 'contentType'
  | 'pages'
  | 'encrypted'
  | 'contactId'
  | 'createdAt'
  | 'kept'
>;

/** What the documents module needs of a meeting found by its manage token (booking's). */
export interface MeetingForDocuments {
  id: string;
  start: Date;
  status: string;
  /** The meeting's lead, which its documents are attached to. */
  contactId: string | null;
}

/** What the visitor's meeting page shows of the documents added on it (never an id). */
export type MeetingDocument = Pick<LeadDocument, 'name' | 'size' | 'contentType'>;

/** What the owner's download sends. */
export interface DownloadedDocument {
  name: string;
  contentType: string;
  content: Buffer;
}

export type DocumentScanner = (bytes: Buffer) => Promise<ScanVerdict>;

const uuidPattern = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** A file not attached to any request within this long is deleted. */
export const unattachedLifetimeMs = 24 * 60 * 60_000;
/** Between two tries of an unreachable scanner, while the upload waits. */
const scanRetryMs = 500;

/**
 * Documents sent with a request: checked by content, scanned by ClamAV before anything is
 * stored, made safe (images re-encoded without metadata, PDFs parsed), kept in the database,
 * attached to a lead in its transaction, and deleted when unattached or past retention.
 */
export class DocumentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: Pick<
      DocumentsConfig,
      'maxBytes' | 'perRequest' | 'retentionDays' | 'scanWaitMs'
    >,
    private readonly uploads: RateLimiter,
    private readonly scan: DocumentScanner,
    private readonly logger: Logger,
    /** First-page previews of PDFs, drawn by a job after the upload answers; none without it. */
    private readonly previews?: DocumentPreviews,
  ) {}

  async upload(file: UploadedFile, requester: DocumentRequester): Promise<DocumentReceipt> {
    if (file.bytes.length === 0) throw new InputValidationError({ file: 'The file is empty.' });
    if (file.bytes.length > this.settings.maxBytes) {
      throw new DocumentRefusedError(
        413,
        `The file is larger than ${describeBytes(this.settings.maxBytes)}; send a smaller scan or split it.`,
      );
    }
    await this.uploads.consume(requester.clientIp ? `ip:${requester.clientIp}` : 'unknown');
    const type = detectDocumentType(file.bytes);
    if (!type) throw new DocumentRefusedError(415, acceptedDocumentsMessage);
    const verdict = await this.scanWaiting(file.bytes);
    if (!verdict.clean) {
      this.logger.warn(`Documents: refused an infected upload (${verdict.signature})`);
      throw new DocumentRefusedError(
        422,
        'This file was refused: the virus scanner found something harmful in it. It was not kept.',
      );
    }
    const prepared = await prepareDocument(file.bytes, type);
    const document = {
      // 192 random bits: an id that cannot be guessed, only attached by whoever was given it.
      id: randomBytes(24).toString('base64url'),
      name: cleanName(file.name),
      size: prepared.bytes.length,
      contentType: prepared.contentType,
    };
    // An encrypted PDF cannot be drawn without its password.
    const previews =
      prepared.contentType === 'application/pdf' && !prepared.encrypted ? this.previews : undefined;
    await runLargeStatement(
      this.dataSource,
      `INSERT INTO documents (id, name, size, content_type, pages, encrypted, content, session_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        document.id,
        document.name,
        document.size,
        document.contentType,
        prepared.pages,
        prepared.encrypted,
        prepared.bytes,
        requester.sessionId ?? null,
      ],
      // Its preview's job is queued with it: stored, it is drawn, even after a restart.
      previews && ((manager) => previews.queue(document.id, manager)),
    );
    previews?.wake();
    return {
      id: document.id,
      name: document.name,
      size: document.size,
      contentType: document.contentType,
    };
  }

  /**
   * Attaches uploaded documents to a lead, inside the transaction that stores it: each id must
   * be a document uploaded within the last day and not attached yet, or nothing is stored.
   */
  async attach(manager: EntityManager, ids: readonly string[], contactId: string): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    if (unique.length > this.settings.perRequest) {
      throw new InputValidationError({
        documentIds: `At most ${this.settings.perRequest} documents can go with one request.`,
      });
    }
    const since = new Date(Date.now() - unattachedLifetimeMs);
    const rows = (await manager.query(
      `UPDATE documents SET contact_id = $1
       WHERE id = ANY($2::varchar[]) AND contact_id IS NULL AND created_at > $3
       RETURNING id`,
      [contactId, unique, since],
    )) as unknown;
    const attached = Array.isArray(rows) && Array.isArray(rows[0]) ? rows[0] : rows;
    if ((attached as unknown[]).length !== unique.length) {
      throw new InputValidationError({
        documentIds:
          'A document could not be attached: it is unknown, older than a day, or already sent with another request. Upload it again.',
      });
    }
  }

  /**
   * The visitor adds documents from their meeting page (by its manage token, which found
   * `meeting`) until the meeting starts: attached to the meeting's lead, at most
   * DOCUMENTS_PER_REQUEST in all for the meeting, each uploaded within the last day and not
   * sent with anything else. Resolves with all the documents added to this meeting so far.
   */
  async addToMeeting(
    meeting: MeetingForDocuments | undefined,
    ids: readonly string[],
    now = new Date(),
  ): Promise<MeetingDocument[]> {
    const open = this.openMeeting(meeting, now);
    const unique = [...new Set(ids)];
    if (unique.length === 0) {
      throw new InputValidationError({ documentIds: 'Name at least one uploaded document.' });
    }
    const since = new Date(now.getTime() - unattachedLifetimeMs);
    return this.dataSource.transaction(async (manager) => {
      // Two pages adding at once cannot pass the limit together: one waits for the other.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [
        `meeting-documents:${open.id}`,
      ]);
      const [counted] = (await manager.query(
        `SELECT count(*)::int AS n FROM documents WHERE meeting_id = $1`,
        [open.id],
      )) as { n: number }[];
      const already = counted?.n ?? 0;
      if (already + unique.length > this.settings.perRequest) {
        const left = Math.max(0, this.settings.perRequest - already);
        throw new MeetingDocumentsRefusedError(
          'BAD_USER_INPUT',
          `At most ${this.settings.perRequest} documents can be added to one meeting` +
            (left === 0 ? '; this one has them all.' : `; ${left} more can go.`) +
            ' Bring any others to the call or e-mail them.',
        );
      }
      const rows = (await manager.query(
        `UPDATE documents SET contact_id = $1, meeting_id = $2
         WHERE id = ANY($3::varchar[]) AND contact_id IS NULL AND created_at > $4
         RETURNING id`,
        [open.contactId, open.id, unique, since],
      )) as unknown;
      const attached = Array.isArray(rows) && Array.isArray(rows[0]) ? rows[0] : rows;
      if ((attached as unknown[]).length !== unique.length) {
        throw new InputValidationError({
          documentIds:
            'A document could not be added: it is unknown, older than a day, or already sent with a request. Upload it again.',
        });
      }
      return this.ofMeeting(open.id, manager);
    });
  }

  /** The documents added on a meeting's page so far, oldest first (the page lists them). */
  async forMeeting(meeting: MeetingForDocuments | undefined): Promise<MeetingDocument[]> {
    if (!meeting) throw meetingNotFound();
    return this.ofMeeting(meeting.id, this.dataSource.manager);
  }

  private ofMeeting(meetingId: string, manager: EntityManager): Promise<MeetingDocument[]> {
    return manager.getRepository(LeadDocument).find({
      select: { name: true, size: true, contentType: true },
      where: { meetingId },
      order: { createdAt: 'ASC' },
    });
  }

  /** The meeting, if documents may still be added to it; else the visitor is told why not. */
  private openMeeting(
    meeting: MeetingForDocuments | undefined,
    now: Date,
  ): MeetingForDocuments & { contactId: string } {
    if (!meeting || meeting.contactId === null) throw meetingNotFound();
    if (meeting.status === 'cancelled') {
      throw new MeetingDocumentsRefusedError(
        'BAD_USER_INPUT',
        'This meeting is cancelled: documents can no longer be added to it.',
      );
    }
    if (meeting.status !== 'booked' || meeting.start.getTime() <= now.getTime()) {
      throw new MeetingDocumentsRefusedError(
        'BAD_USER_INPUT',
        'The meeting has started: documents can no longer be added here. Show them on the call or e-mail them.',
      );
    }
    return { ...meeting, contactId: meeting.contactId };
  }

  /**
   * Attaches what a chat's visitor uploaded (with its sessionId) in the last day and has not
   * sent with another request yet, to the lead the chat became. Resolves with how many.
   */
  async attachSession(
    manager: EntityManager,
    sessionId: string,
    contactId: string,
  ): Promise<number> {
    const since = new Date(Date.now() - unattachedLifetimeMs);
    const rows = (await manager.query(
      `UPDATE documents SET contact_id = $1
       WHERE id IN (SELECT id FROM documents
                    WHERE session_id = $2 AND contact_id IS NULL AND created_at > $3
                    ORDER BY created_at LIMIT $4)
       RETURNING id`,
      [contactId, sessionId, since, this.settings.perRequest],
    )) as unknown;
    const attached = Array.isArray(rows) && Array.isArray(rows[0]) ? rows[0] : rows;
    return (attached as unknown[]).length;
  }

  /**
   * Forgetting a person: what their chats uploaded (attached ones go with their leads, by the
   * foreign key), inside the forgetting transaction. Resolves with how many went.
   */
  async deleteSessions(manager: EntityManager, sessionIds: readonly string[]): Promise<number> {
    if (sessionIds.length === 0) return 0;
    const result = await manager
      .getRepository(LeadDocument)
      .delete({ sessionId: In([...sessionIds]) });
    return result.affected ?? 0;
  }

  /** The owner keeps an attached document past the retention, or lets it go again. */
  async keep(id: string, kept: boolean): Promise<DocumentSummary | undefined> {
    const documents = this.dataSource.getRepository(LeadDocument);
    const result = await documents.update({ id, contactId: Not(IsNull()) }, { kept });
    if (!result.affected) return undefined;
    const document = await documents.findOneBy({ id });
    if (!document) return undefined;
    const withPreview = (await this.previews?.having([id])) ?? new Set<string>();
    return { ...document, hasPreview: withPreview.has(id) };
  }

  /**
   * The owner keeps every document of a lead past the retention (or lets them all go again).
   * Resolves with the lead's documents as they now are (none for an unknown lead).
   */
  async keepAll(contactId: string, kept: boolean): Promise<DocumentSummary[]> {
    if (!uuidPattern.test(contactId)) return [];
    const documents = this.dataSource.getRepository(LeadDocument);
    await documents.update({ contactId }, { kept });
    return (await this.forContacts([contactId])).get(contactId) ?? [];
  }

  /**
   * Its uploader takes back a file not sent yet (the chat's tray, a removed chip): the id is
   * the uploader's token. One already attached to a request is the consultant's now and stays.
   */
  async discard(id: string): Promise<'deleted' | 'attached' | 'unknown'> {
    if (!/^[\w-]{1,64}$/.test(id)) return 'unknown';
    const documents = this.dataSource.getRepository(LeadDocument);
    const result = await documents.delete({ id, contactId: IsNull() });
    if (result.affected) return 'deleted';
    return (await documents.existsBy({ id })) ? 'attached' : 'unknown';
  }

  /** The documents of each lead, oldest first (no bytes). */
  async forContacts(contactIds: readonly string[]): Promise<Map<string, DocumentSummary[]>> {
    const byContact = new Map<string, DocumentSummary[]>();
    if (contactIds.length === 0) return byContact;
    const rows = await this.dataSource.getRepository(LeadDocument).find({
      where: { contactId: In([...contactIds]) },
      order: { createdAt: 'ASC' },
    });
    const withPreview =
      (await this.previews?.having(rows.map((row) => row.id))) ?? new Set<string>();
    for (const row of rows) {
      const list = byContact.get(row.contactId as string) ?? [];
      list.push({ ...row, hasPreview: withPreview.has(row.id) });
      byContact.set(row.contactId as string, list);
    }
    return byContact;
  }

  /** What a lead's e-mail says of its documents: name, type, pages and size, oldest first. */
  async forMail(
    contactId: string,
  ): Promise<Pick<LeadDocument, 'name' | 'contentType' | 'pages' | 'size'>[]> {
    return this.dataSource.getRepository(LeadDocument).find({
      select: { name: true, contentType: true, pages: true, size: true },
      where: { contactId },
      order: { createdAt: 'ASC' },
    });
  }

  /** An attached document with its bytes, for the owner's download; undefined when unknown. */
  async download(id: string): Promise<DownloadedDocument | undefined> {
    if (!/^[\w-]{1,64}$/.test(id)) return undefined;
    const [found] = await runLargeStatement<DownloadedDocument>(
      this.dataSource,
      `SELECT name, content_type AS "contentType", content FROM documents
       WHERE id = $1 AND contact_id IS NOT NULL`,
      [id],
    );
    return found;
  }

  /** The first-page PNG of an attached PDF, for the owner's desk; undefined when none. */
  async preview(id: string): Promise<Buffer | undefined> {
    if (!/^[\w-]{1,64}$/.test(id)) return undefined;
    return this.previews?.png(id);
  }

  /**
   * Deletes what is kept no longer: files never attached after a day, and attached files past
   * DOCUMENT_RETENTION_DAYS. Resolves with how many went.
   */
  async purge(now = new Date()): Promise<number> {
    const documents = this.dataSource.getRepository(LeadDocument);
    const unattached = await documents.delete({
      contactId: IsNull(),
      createdAt: LessThan(new Date(now.getTime() - unattachedLifetimeMs)),
    });
    const expired = await documents.delete({
      createdAt: LessThan(new Date(now.getTime() - this.settings.retentionDays * 86_400_000)),
      kept: false,
    });
    const count = (unattached.affected ?? 0) + (expired.affected ?? 0);
    if (count > 0) this.logger.info(`Documents: deleted ${count} past their time`);
    return count;
  }

  /**
   * The scan, waiting a few seconds for a scanner that is down (a restart, a signature
   * reload); then ScannerUnavailableError: nothing is ever stored unscanned.
   */
  private async scanWaiting(bytes: Buffer): Promise<ScanVerdict> {
    const deadline = Date.now() + this.settings.scanWaitMs;
    for (;;) {
      try {
        return await this.scan(bytes);
      } catch (error) {
        if (!(error instanceof ScannerUnavailableError)) throw error;
        if (Date.now() + scanRetryMs > deadline) {
          this.logger.error('Documents: upload refused, the virus scanner is unavailable', error);
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, scanRetryMs));
      }
    }
  }
}

const meetingNotFound = () =>
  new MeetingDocumentsRefusedError(
    'NOT_FOUND',
    'This meeting link is not valid, or the meeting is over.',
  );

/** A name for display: no path, no control characters, at most 255 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'document').slice(0, 255);
}

function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round(bytes / 1024 / 1024)} MB`
    : `${Math.round(bytes / 1024)} KB`;
}
