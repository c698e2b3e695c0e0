import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A document a visitor sent with a request: scanned, re-encoded (images) or parsed (PDFs),
 * and kept in the database itself, so every instance serves the same files, backups include
 * them, and no static path can ever reach them. `id` is an unguessable token: it only
 * attaches the file to a request; reading it takes the owner's session.
 */
@Entity({ name: 'documents' })
export class LeadDocument {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  /** The file's name as the visitor's device gave it (shown, never used as a path). */
  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'integer' })
  size!: number;

  /** By content (document-type.ts), never the declared type. */
  @Column({ name: 'content_type', type: 'varchar', length: 40 })
  contentType!: string;

  /** A PDF's page count; null for images. */
  @Column({ type: 'integer', nullable: true })
  pages!: number | null;

  /** Whether a PDF is encrypted (the desk says it may need a password); null for images. */
  @Column({ type: 'boolean', nullable: true })
  encrypted!: boolean | null;

  /** The stored bytes: loaded only for a download. */
  @Column({ type: 'bytea', select: false })
  content!: Buffer;

  /** The chat the file was sent in, when it was. */
  @Column({ name: 'session_id', type: 'varchar', length: 100, nullable: true })
  sessionId!: string | null;

  /** The lead it is attached to; null until attached (deleted after a day if never). */
  @Column({ name: 'contact_id', type: 'uuid', nullable: true })
  contactId!: string | null;

  /** The meeting it was added to from the visitor's meeting page, when it was. */
  @Column({ name: 'meeting_id', type: 'uuid', nullable: true })
  meetingId!: string | null;

  /** The owner keeps it past DOCUMENT_RETENTION_DAYS. */
  @Column({ type: 'boolean', default: false })
  kept!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
