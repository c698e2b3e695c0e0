import { site } from '@landman/content';
import { type ChatMessage } from './chat-message.entity';
import { ChatMessageKind } from './chat-message-kind';

/** Who said it, as a transcript names them (read from the message's typed fields). */
function speaker(message: ChatMessage, visitor: string): string {
  if (message.author === 'VISITOR') return visitor;
  if (message.author === 'OWNER') return message.ownerName ?? site.name;
  return 'Assistant';
}

/**
 * A chat as plain-text lines, oldest first: "Name (time UTC): text", the owner's coming and
 * going as a line of its own. `visitor` is how the visitor is called ("Visitor" for the
 * consultant, "You" in the visitor's own copy). The choices a reply offered (a booking's open
 * times) follow it, one a line: its text says to pick one without listing them, and a mail has
 * no chips.
 */
export function transcriptLines(messages: readonly ChatMessage[], visitor: string): string[] {
  return messages.flatMap((message) => {
    const at = `${message.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    if (message.kind !== ChatMessageKind.MESSAGE) return [`(${at}) ${message.message}`];
    const choices = (message.choices ?? []).map((choice) => `    - ${choice}`);
    return [`${speaker(message, visitor)} (${at}): ${message.message}`, ...choices];
  });
}
