import { consultationOffers, site } from '@landman/content';
import { type Contact } from './contact.entity';
import { textToHtml } from '../../kernel/html';
import { type OutgoingMail } from '../../jobs/mail/mailer';
import { greetingName } from './visitor-name';

const freeConsultation = consultationOffers.find((offer) => offer.title === 'Free Consultation');

/**
 * The visitor's acknowledgement. It goes to an address anyone can type, so it carries nothing
 * they typed except their (cleaned) name: the form cannot be used to mail a message to a
 * stranger. Replies go to the consultant.
 */
export function visitorAcknowledgement(
  contact: Pick<Contact, 'name'> & { email: string },
  replyTo: string,
  messageId: string,
): OutgoingMail {
  const name = greetingName(contact.name);
  const text = [
    name ? `Hello ${name},` : 'Hello,',
    '',
    `Thank you for contacting ${site.name}, ${site.role}. Your request has been received, and you will hear back within ${site.replyTime}.`,
    '',
    'What happens next:',
    `- ${site.name} reads your request personally and replies by e-mail or phone.`,
    ...(freeConsultation
      ? [
          `- If a conversation helps, the first one is a ${freeConsultation.title.toLowerCase()}: a ${freeConsultation.detail}.`,
        ]
      : []),
    '- Keep any leases, deeds, offers or letters about the property at hand; they help.',
    '',
    `If it is urgent, call ${site.phone}.`,
    '',
    site.name,
    site.role,
    site.coverageLine,
    site.url,
    '',
    'You received this because this address was given on our website. If that was not you, you can ignore this message.',
  ].join('\n');

  return {
    to: contact.email,
    replyTo,
    subject: `We received your request - ${site.name}`,
    text,
    html: textToHtml(text),
    messageId,
  };
}
