import { ChatAuthor } from './chat-author';
import { type ChatMessage } from './chat-message.entity';
import { ChatMessageKind } from './chat-message-kind';

/**
 * An assistant reply that answers: drawn from the site's pages (it carries the links it came
 * from), from an answer the owner taught, or the assistant's not-sure answer (weak: the desk's
 * "questions to answer" start from its "not helpful" votes), as the desk's review counts
 * answers (chat-review.store.ts). Questions the assistant asks back, the steps of a booking or
 * quote flow, greetings and an owner's lines answer nothing to rate, so the widget shows no
 * thumbs under them. Decided from the facts stored with the message, never its words.
 */
export function isRateableReply(
  message: Pick<ChatMessage, 'author' | 'kind' | 'links' | 'taughtAnswerId' | 'weakAnswer'>,
): boolean {
  if (message.author !== ChatAuthor.ASSISTANT || message.kind !== ChatMessageKind.MESSAGE) {
    return false;
  }
  return (message.links?.length ?? 0) > 0 || Boolean(message.taughtAnswerId) || message.weakAnswer;
}
