import { type ChatMessage } from '../chat/chat-message.entity';
import { conversationUrl } from '../contact/lead-channel';
import { textToHtml } from '../../kernel/html';
import { type OutgoingMail } from '../../jobs/mail/mailer';

const authorLabels = { VISITOR: 'Visitor', ASSISTANT: 'Assistant', OWNER: 'You' } as const;

/**
 * The consultant's e-mail when a chat visitor asks for a person and nobody is signed in to the
 * desk: the latest messages and where to answer live. When the chat took the visitor's message
 * instead (away mode), the message's lead e-mail is sent and this one is not.
 */
export function personRequestMail(
  sessionId: string,
  messages: readonly ChatMessage[],
  to: string,
  messageId: string,
): OutgoingMail {
  const link = conversationUrl(sessionId);
  const text = [
    'A visitor in the website chat would like to talk to a person.',
    '',
    `Open the chat on your desk to answer while they are there: ${link}`,
    '',
    'Latest messages:',
    ...messages.map(
      (message) =>
        `${authorLabels[message.author]} (${message.createdAt.toISOString()}): ${message.message}`,
    ),
    '',
    'While nobody answers, the assistant offers to take their message. A message left in the chat reaches you as a lead with their details, in place of this e-mail; what they answered so far is in the messages above.',
  ].join('\n');
  return {
    to,
    subject: 'A chat visitor is asking for a person',
    text,
    html: textToHtml(text),
    messageId,
  };
}
