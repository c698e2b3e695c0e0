import { site } from '@landman/content';
import { type ChatMessage } from '../chat/chat-message.entity';
import { transcriptLines } from '../chat/chat-transcript';
import { textToHtml } from '../../kernel/html';
import { type OutgoingMail } from '../../jobs/mail/mailer';

/**
 * The visitor's copy of their chat, asked for from the widget and sent to an address they gave
 * in that chat. Replies reach the consultant.
 */
export function chatTranscriptMail(
  messages: readonly ChatMessage[],
  to: string,
  replyTo: string,
  messageId: string,
): OutgoingMail {
  const text = [
    `Here is your conversation on the ${site.name} website, as you asked.`,
    '',
    ...transcriptLines(messages, 'You'),
    '',
    `To add anything, reply to this e-mail or call ${site.phone}.`,
    '',
    `${site.name}, ${site.url}`,
  ].join('\n');
  return {
    to,
    replyTo: { name: site.name, address: replyTo },
    subject: `Your conversation with ${site.name}`,
    text,
    html: textToHtml(text),
    messageId,
  };
}
