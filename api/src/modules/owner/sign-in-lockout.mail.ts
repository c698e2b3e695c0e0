import { randomUUID } from 'node:crypto';
import { site } from '@landman/content';
import { type MailQueue } from '../../jobs/mail/mail-queue';
import { messageIdOn } from '../../jobs/mail/message-id';
import { textToHtml } from '../../kernel/html';
import { type OutgoingMail } from '../../jobs/mail/mailer';

/**
 * The owner's e-mail when their address met the sign-in limit (at most one per lockout window):
 * what happened, that their own browsers still get in, and what to do if it was not them. It
 * carries no text from whoever tried.
 */
export function signInLockoutMail(
  to: string,
  windowMinutes: number,
  messageId: string,
): OutgoingMail {
  const text = [
    `Someone failed to sign in to the ${site.name} desk with your address several times.`,
    '',
    `For the next ${windowMinutes} minutes, sign-ins with your address are held back on browsers that have not signed in to the desk before. A browser you have signed in with before still gets in with your password as usual.`,
    '',
    'If this was you, there is nothing to do. If it was not, your password held: nobody got in. Choosing a long password of your own, and turning on the authenticator-app code (npm run owner:add -- --email YOUR-ADDRESS --totp), keeps it that way.',
  ].join('\n');
  return {
    to,
    subject: `Repeated failed sign-ins to the ${site.name} desk`,
    text,
    html: textToHtml(text),
    messageId,
  };
}

/**
 * Registers the lockout e-mail (written when sent; it says how long the window lasts) and
 * answers the function that queues one to an owner (the caller sends one per window).
 */
export function signInLockoutMails(
  mail: Pick<MailQueue, 'enqueue' | 'compose'>,
  options: { windowMinutes: number; mailFrom: string },
): (ownerEmail: string) => Promise<void> {
  mail.compose('sign_in_lockout', async (queued) =>
    signInLockoutMail(queued.to, options.windowMinutes, queued.messageId),
  );
  return async (ownerEmail) => {
    await mail.enqueue({
      kind: 'sign_in_lockout',
      to: ownerEmail,
      messageId: messageIdOn(options.mailFrom, `sign-in-lockout-${randomUUID()}`),
    });
  };
}
