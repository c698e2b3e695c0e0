import { type EntityManager } from 'typeorm';
import { mailAbout, type MailQueue } from '../../jobs/mail/mail-queue';
import { messageIdOn } from '../../jobs/mail/message-id';
import { type ChatLog } from '../chat/chat-log';
import { chatTranscriptMail } from './chat-transcript.mail';
import { personRequestMail } from './person-request.mail';

/** The latest messages a person-request e-mail quotes. */
const personRequestMailMessages = 20;
/** The most messages a transcript holds (the newest; the widget shows as many at most). */
const transcriptMessages = 200;

type ChatMailKind = 'person_request' | 'chat_transcript';
const chatMailKey = (sessionId: string, kind: ChatMailKind) => `chat:${sessionId}:${kind}`;

/**
 * The desk's e-mails about a chat, at most one of each per chat: the consultant's about a chat
 * asking for a person, and the visitor's copy of their chat. Both are written when sent, from
 * the chat log as it is then (what was said by that time).
 */
export class ChatMails {
  constructor(
    private readonly mail: Pick<MailQueue, 'enqueue' | 'cancel' | 'compose'>,
    chatLog: Pick<ChatLog, 'history'>,
    private readonly options: { notifyTo: string; mailFrom: string },
  ) {
    mail.compose('person_request', async (queued) => {
      const sessionId = String(queued.data.sessionId);
      const messages = await chatLog.history(sessionId, { limit: personRequestMailMessages });
      return personRequestMail(sessionId, messages, queued.to, queued.messageId);
    });
    mail.compose('chat_transcript', async (queued) => {
      const sessionId = String(queued.data.sessionId);
      const messages = await chatLog.history(sessionId, { limit: transcriptMessages });
      if (messages.length === 0) return undefined;
      return chatTranscriptMail(messages, queued.to, options.notifyTo, queued.messageId);
    });
  }

  /**
   * The consultant's e-mail about a chat asking for a person, at most one per chat, sent at
   * `dueAt` (default now). Resolves true when it was queued now. A message the chat takes
   * meanwhile (a `chat_message` lead) replaces it (`dropPersonRequest`).
   */
  queuePersonRequest(sessionId: string, options: { dueAt?: Date } = {}): Promise<boolean> {
    return this.queue(sessionId, 'person_request', this.options.notifyTo, options.dueAt);
  }

  /** The visitor's copy of a chat, to an address they gave in it; true when queued now. */
  queueChatTranscript(sessionId: string, recipient: string): Promise<boolean> {
    return this.queue(sessionId, 'chat_transcript', recipient);
  }

  /**
   * Inside a lead's transaction: the chat's person-request e-mail not sent yet (nor being sent)
   * is void, and deleted (the message's lead e-mail says it all).
   */
  async dropPersonRequest(manager: EntityManager, sessionId: string): Promise<void> {
    await this.mail.cancel({ key: chatMailKey(sessionId, 'person_request') }, manager);
  }

  private async queue(
    sessionId: string,
    kind: ChatMailKind,
    to: string,
    runAt?: Date,
  ): Promise<boolean> {
    const local = kind === 'person_request' ? 'person-request' : 'transcript';
    const queued = await this.mail.enqueue({
      kind,
      to,
      key: chatMailKey(sessionId, kind),
      messageId: messageIdOn(this.options.mailFrom, `${local}-${sessionId}`),
      about: [mailAbout('chat', sessionId)],
      data: { sessionId },
      ...(runAt ? { runAt } : {}),
    });
    return queued > 0;
  }
}
