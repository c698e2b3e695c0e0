import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Who a lead's e-mail is for: the consultant's notification or the visitor's acknowledgement;
 * or `person_request`, the consultant's e-mail about a chat asking for a person (no lead yet);
 * or `sign_in_lockout`, a desk owner's e-mail that their address met the sign-in limit;
 * or `meeting_visitor` / `meeting_consultant`, a booked meeting's invites and reminders.
 */
export type RecipientKind =
  | 'consultant'
  | 'visitor'
  | 'person_request'
  /** The visitor's copy of their chat (modules/desk/chat-transcripts.ts), one per chat. */
  | 'chat_transcript'
  | 'sign_in_lockout'
  | 'meeting_visitor'
  | 'meeting_consultant'
  /** The blog's e-mails (modules/newsletter): a double opt-in link, a new post, a digest. */
  | 'subscription_confirm'
  | 'blog_post'
  | 'blog_digest';

/** pending: waiting or retrying; sent: the SMTP server accepted it; failed: gave up, kept. */
export type MailJobStatus = 'pending' | 'sent' | 'failed';

/**
 * One e-mail of one lead in the outbox. (contact_id, recipient_kind) is unique: the idempotency
 * key, so a lead can never queue the same e-mail twice; `messageId` is fixed when it is queued,
 * so a resend after a crash carries the same Message-ID and receivers can drop the copy.
 */
@Entity({ name: 'mail_jobs' })
export class MailJob {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The lead; null for a `person_request` job, which belongs to a chat session instead. */
  @Column({ name: 'contact_id', type: 'uuid', nullable: true })
  contactId!: string | null;

  /** The chat a `person_request` job is about; (session_id, recipient_kind) is unique. */
  @Column({ name: 'session_id', type: 'varchar', length: 128, nullable: true })
  sessionId!: string | null;

  /** A booked meeting's e-mail (modules/booking/): the meeting, what happened, which version. */
  @Column({ name: 'meeting_id', type: 'uuid', nullable: true })
  meetingId!: string | null;

  @Column({ name: 'meeting_event', type: 'varchar', length: 20, nullable: true })
  meetingEvent!: string | null;

  @Column({ name: 'meeting_sequence', type: 'integer', nullable: true })
  meetingSequence!: number | null;

  /** The blog subscriber a newsletter job is for (modules/newsletter). */
  @Column({ name: 'subscriber_id', type: 'uuid', nullable: true })
  subscriberId!: string | null;

  /** The post a `blog_post` job announces; (subscriber_id, post_id) is unique. */
  @Column({ name: 'post_id', type: 'uuid', nullable: true })
  postId!: string | null;

  /** The end of the week a `blog_digest` job covers; (subscriber_id, digest_until) is unique. */
  @Column({ name: 'digest_until', type: 'timestamptz', nullable: true })
  digestUntil!: Date | null;

  @Column({ name: 'recipient_kind', type: 'varchar', length: 20 })
  recipientKind!: RecipientKind;

  @Column({ type: 'varchar', length: 254 })
  recipient!: string;

  @Column({ name: 'message_id', type: 'varchar', length: 255 })
  messageId!: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status!: MailJobStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  /** A worker's lease: while in the future the job is being sent; after, anyone may retry it. */
  @Column({ name: 'claimed_until', type: 'timestamptz', nullable: true })
  claimedUntil!: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
