import { Matches } from 'class-validator';

/**
 * A single-line field (a name, a phone number, a company): no line break of any kind (CR, LF,
 * NEL, the Unicode line and paragraph separators). Text from these fields lands in e-mail
 * headers' neighbourhood and in one-line rows of the consultant's notification, where a line
 * break would let a visitor forge a row of their own ("Conversation: https://...").
 * On the input class, so every way in (REST, GraphQL, the no-JS form, chat flows) refuses it.
 */
export const SingleLine = (label: string) =>
  Matches(/^[^\r\n\u0085\u2028\u2029]*$/, { message: `${label} must be on one line.` });
