import type { ReplyRating, StoredChatMessage } from '../../lib/chat/chat-message-model';

/**
 * A message as the widget shows it: a stored one, or the widget's own greeting and the reply
 * being streamed (no author, kind or seq: told by isUser).
 */
export interface ChatEntry
  extends
    Pick<StoredChatMessage, 'id' | 'message' | 'isUser'>,
    Partial<Pick<StoredChatMessage, 'author' | 'kind' | 'ownerName' | 'createdAt' | 'rateable'>> {
  /** A visitor's message the server has not stored yet: on its way, or refused (retry). */
  delivery?: 'sending' | 'failed';
  /** Pages the assistant's answer comes from. */
  links?: readonly ChatEntryLink[];
  /** The visitor's vote on an assistant reply, as last chosen (saved, or being saved). */
  rating?: ReplyRating;
  /** Why the visitor's last vote on this reply was not saved. */
  ratingError?: string;
  /** A request's details, shown as a card (the text says the same for text-only clients). */
  summary?: ChatEntrySummary | null;
  /** Typed quick replies under the message: Send / Change a summary, e-mail the transcript. */
  actions?: readonly ChatEntryAction[] | null;
}

export interface ChatEntrySummary {
  title: string;
  fields: readonly { label: string; value: string }[];
}

export interface ChatEntryAction {
  kind: 'SEND' | 'CHANGE' | 'EMAIL_TRANSCRIPT';
  label: string;
  reply?: string | null;
}

export interface ChatEntryLink {
  label: string;
  href: string;
}
