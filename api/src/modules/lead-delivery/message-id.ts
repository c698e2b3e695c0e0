import { type RecipientKind } from './mail-job.entity';

/**
 * The Message-ID of a lead's e-mail, fixed by the lead and recipient kind: if a crash makes the
 * outbox send it again, mail servers and clients see the same message and can drop the copy.
 */
export function leadMessageId(contactId: string, kind: RecipientKind, mailFrom: string): string {
  const domain = /@([^\s<>@]+?)>?$/.exec(mailFrom.trim())?.[1] ?? 'localhost';
  return `<lead-${contactId}-${kind}@${domain}>`;
}
