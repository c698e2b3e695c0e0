import { messageIdOn } from '../../jobs/mail/message-id';

/** Who a lead's e-mail is for: the consultant's notification or the visitor's acknowledgement. */
export type LeadMailKind = 'consultant' | 'visitor';

/**
 * The Message-ID of a lead's e-mail, fixed by the lead and recipient kind: if a crash makes the
 * outbox send it again, mail servers and clients see the same message and can drop the copy.
 */
export function leadMessageId(contactId: string, kind: LeadMailKind, mailFrom: string): string {
  return messageIdOn(mailFrom, `lead-${contactId}-${kind}`);
}
