/**
 * A Message-ID on the sender's domain (MAIL_FROM's, or localhost): `<local@domain>`. Fixed when
 * an e-mail is queued, so a resend after a crash carries the same one and receivers can drop
 * the copy.
 */
export function messageIdOn(mailFrom: string, local: string): string {
  const domain = /@([^\s<>@]+?)>?$/.exec(mailFrom.trim())?.[1] ?? 'localhost';
  return `<${local}@${domain}>`;
}
