import { randomUUID } from 'node:crypto';
import { type RecipientKind } from './mail-job.entity';

/**
 * The Message-ID of a lead's e-mail, fixed by the lead and recipient kind: if a crash makes the
 * outbox send it again, mail servers and clients see the same message and can drop the copy.
 */
export function leadMessageId(contactId: string, kind: RecipientKind, mailFrom: string): string {
  const domain = /@([^\s<>@]+?)>?$/.exec(mailFrom.trim())?.[1] ?? 'localhost';
  return `<lead-${contactId}-${kind}@${domain}>`;
}

/** The Message-ID of the e-mail about a chat asking for a person (one per chat). */
export function chatMessageId(sessionId: string, mailFrom: string): string {
  const domain = /@([^\s<>@]+?)>?$/.exec(mailFrom.trim())?.[1] ?? 'localhost';
  return `<person-request-${sessionId}@${domain}>`;
}

/** The Message-ID of the visitor's transcript of a chat (one per chat). */
export function transcriptMessageId(sessionId: string, mailFrom: string): string {
  const domain = /@([^\s<>@]+?)>?$/.exec(mailFrom.trim())?.[1] ?? 'localhost';
  return `<transcript-${sessionId}@${domain}>`;
}

/** The Message-ID of an owner's sign-in lockout e-mail (one per lockout window). */
export function lockoutMessageId(mailFrom: string): string {
  const domain = /@([^\s<>@]+?)>?$/.exec(mailFrom.trim())?.[1] ?? 'localhost';
  return `<sign-in-lockout-${randomUUID()}@${domain}>`;
}
