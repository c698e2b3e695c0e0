import { type ChatMessage } from '../chat/chat-message.entity';
import { type Contact } from './contact.entity';
import { transcriptLines } from '../chat/chat-transcript';
import { conversationUrl, deskLeadUrl, leadChannelLabels } from './lead-channel';
import { documentLines, type MailedDocument } from './mailed-documents';
import { escapeHtml, oneLine } from '../../kernel/html';
import { type OutgoingMail } from '../../jobs/mail/mailer';

const isChat = (contact: Contact) =>
  contact.channel === 'chat_booking' ||
  contact.channel === 'chat_quote' ||
  contact.channel === 'chat_message';

/**
 * The consultant's e-mail for a new lead: every detail given, where it came from, and for a
 * chat lead the conversation's summary and a link to it. Reply-To is the visitor, so answering
 * it answers them; a chat visitor who left only a phone number gets no Reply-To, and the mail
 * says to call them. A lead the spam screen flagged says so first.
 */
export function consultantNotification(
  contact: Contact,
  to: string,
  messageId: string,
  /** The chat behind a message taken while nobody was at the desk, oldest first. */
  transcript?: readonly ChatMessage[],
  /** What the visitor sent with the request: listed with a link to the desk, never attached. */
  documents: readonly MailedDocument[] = [],
): OutgoingMail {
  const rows: [string, string][] = [
    ['Name', contact.name],
    ['E-mail', contact.email ?? 'not given'],
    ['Phone', contact.phone ?? 'not given'],
    ['Company', contact.company ?? 'not given'],
    ['Service', contact.service ?? 'not given'],
    ['Location', contact.location ?? 'not given'],
    ['Came from', leadChannelLabels[contact.channel]],
    ['Received', contact.createdAt.toISOString()],
  ];
  if (contact.tool) rows.push(['Sent from the tool', contact.tool]);
  const chatLink = isChat(contact) && contact.sessionId ? conversationUrl(contact.sessionId) : null;
  if (chatLink) rows.push(['Conversation', chatLink]);

  const warning = contact.suspicious
    ? `SUSPECTED SPAM (score ${contact.spamScore}: ${contact.spamReasons ?? ''}). No acknowledgement was sent to the address given.`
    : null;
  const messageHeading =
    contact.channel === 'chat_message'
      ? 'Their message'
      : isChat(contact)
        ? 'Conversation summary'
        : 'Message';
  const conversation = transcript?.length ? transcriptLines(transcript, 'Visitor') : [];
  const documentList = documentLines(documents);
  const documentsHeading = `Documents sent with the request (open them in the desk: ${deskLeadUrl(contact.id)})`;
  const howToAnswer = contact.email
    ? 'Reply to this e-mail to answer the visitor directly.'
    : `No e-mail given, call ${contact.phone ?? 'the visitor (no phone given either)'}.`;

  const text = [
    ...(warning ? [warning, ''] : []),
    `A new request came in through ${leadChannelLabels[contact.channel]}.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${messageHeading}:`,
    contact.message,
    '',
    ...(conversation.length > 0 ? ['The conversation:', ...conversation, ''] : []),
    ...(documentList.length > 0
      ? [`${documentsHeading}:`, ...documentList.map((line) => `- ${line}`), '']
      : []),
    howToAnswer,
  ].join('\n');

  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5">',
    warning ? `<p style="color: #b00020"><strong>${escapeHtml(warning)}</strong></p>` : '',
    `<p>A new request came in through ${escapeHtml(leadChannelLabels[contact.channel])}.</p>`,
    '<table cellpadding="4">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${
          label === 'Conversation'
            ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
            : escapeHtml(value)
        }</td></tr>`,
    ),
    '</table>',
    `<h3>${messageHeading}</h3>`,
    `<p style="white-space: pre-wrap">${escapeHtml(contact.message)}</p>`,
    conversation.length > 0
      ? `<h3>The conversation</h3>\n<p style="white-space: pre-wrap">${escapeHtml(conversation.join('\n'))}</p>`
      : '',
    documentList.length > 0
      ? [
          `<h3>Documents sent with the request</h3>`,
          '<ul>',
          ...documentList.map((line) => `<li>${escapeHtml(line)}</li>`),
          '</ul>',
          `<p><a href="${escapeHtml(deskLeadUrl(contact.id))}">Open them in the desk</a> (the files are never sent by e-mail).</p>`,
        ].join('\n')
      : '',
    `<p>${escapeHtml(howToAnswer)}</p>`,
    '</body></html>',
    '',
  ]
    .filter(Boolean)
    .join('\n');

  const subject = [
    contact.suspicious ? '[Suspected spam] ' : '',
    `New lead: ${oneLine(contact.name, 80)}`,
    ` (${contact.service ?? 'General inquiry'}, ${leadChannelLabels[contact.channel]})`,
  ].join('');

  return {
    to,
    ...(contact.email
      ? { replyTo: { name: oneLine(contact.name, 100), address: contact.email } }
      : {}),
    subject,
    text,
    html,
    messageId,
  };
}
