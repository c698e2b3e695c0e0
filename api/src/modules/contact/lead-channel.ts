import { site } from '@landman/content';

/**
 * Where a lead came from, as the caller of ContactService.create knows it: the no-JS form post,
 * or a chat flow. Without one, a request is the API's (REST or GraphQL), or the website form's
 * when it carries a valid form token (the form's script posts through REST).
 */
export type LeadOrigin =
  { via: 'form' } | { via: 'chat'; sessionId: string; kind: 'booking' | 'quote' | 'message' };

/** The way a lead came in, as the consultant's notification names it. */
export type LeadChannel =
  | 'form'
  | 'api'
  | 'chat_booking'
  | 'chat_quote'
  /** A message the chat took while no owner was at the desk (modules/desk/away-messages.ts). */
  | 'chat_message'
  | 'meeting';

export const leadChannelLabels: Record<LeadChannel, string> = {
  form: 'the website contact form',
  api: 'the API (REST or GraphQL)',
  chat_booking: 'the chat assistant (consultation booking)',
  chat_quote: 'the chat assistant (quote request)',
  chat_message: 'the chat (a message left while you were away)',
  meeting: 'a booked consultation call',
};

/**
 * Where the consultant reads a chat conversation: the one place the URL's shape is set (the
 * owner's desk serves this page).
 */
/** The lead's page in the owner's desk (its documents are read there, behind the sign-in). */
export function deskLeadUrl(contactId: string): string {
  return `${site.url}/admin/leads/${encodeURIComponent(contactId)}`;
}

export function conversationUrl(sessionId: string): string {
  return `${site.url}/admin/conversations/${encodeURIComponent(sessionId)}`;
}
