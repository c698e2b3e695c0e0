import { type DataSource } from 'typeorm';
import { type MailQueue } from '../../jobs/mail/mail-queue';
import { type ChatLog } from '../chat/chat-log';
import { consultantNotification } from './consultant-notification.mail';
import { type LeadMailKind } from './lead-message-id';
import { type MailedDocument } from './mailed-documents';
import { StoredLeads } from './stored-leads';
import { visitorAcknowledgement } from './visitor-acknowledgement.mail';

/** The most messages the consultant's e-mail quotes of a chat (the newest). */
const transcriptMessages = 200;

/** A lead's e-mail of `kind` is queued once for good (lead-outbox.ts). */
export const leadMailKey = (contactId: string, kind: LeadMailKind) => `lead:${contactId}:${kind}`;

export interface LeadMailDeps {
  /** Where a chat lead's conversation is read. */
  chatLog: Pick<ChatLog, 'history'>;
  /** The documents sent with a lead, as its e-mail lists them (modules/documents/ tells). */
  documentsOf: (contactId: string) => Promise<MailedDocument[]>;
  /** The consultant (LEAD_NOTIFY_TO): the visitors' replies go there. */
  notifyTo: string;
}

/**
 * Writes a lead's two e-mails when they are sent (the outbox queues them with the lead): the
 * lead as stored, its chat and its documents as they are by then. A lead forgotten meanwhile
 * has nothing left to send.
 */
export function registerLeadMails(
  mail: Pick<MailQueue, 'compose'>,
  dataSource: DataSource,
  deps: LeadMailDeps,
): void {
  const leads = new StoredLeads(dataSource);
  mail.compose('consultant', async (queued) => {
    const contact = await leads.byId(String(queued.data.contactId));
    if (!contact) return undefined;
    // A message taken in the chat while nobody was at the desk comes with its conversation.
    const transcript =
      contact.channel === 'chat_message' && contact.sessionId
        ? await deps.chatLog.history(contact.sessionId, { limit: transcriptMessages })
        : undefined;
    const documents = await deps.documentsOf(contact.id);
    return consultantNotification(contact, queued.to, queued.messageId, transcript, documents);
  });
  mail.compose('visitor', async (queued) => {
    const contact = await leads.byId(String(queued.data.contactId));
    if (!contact) return undefined;
    return visitorAcknowledgement(
      { name: contact.name, email: queued.to },
      deps.notifyTo,
      queued.messageId,
    );
  });
}
