import type { ChatEntry } from './chat-types';

/** How the widget shows a message: whose bubble, or a line announcing who came or went. */
export type ChatSpeaker =
  | { kind: 'visitor' }
  | { kind: 'assistant' }
  | { kind: 'owner'; name: string }
  | { kind: 'notice' };

/**
 * The server's announcements, assistant lines: "Ellis Whitaker joined the chat." and "Ellis
 * Whitaker left the chat. The assistant will answer from here."
 */
const presenceNotice = /^(.+?) (joined|left) the chat\b/;

/** Said when an owner's name was never announced (a history cut short). */
const unnamedOwner = 'The consultant';

/**
 * Who wrote each message. Owner messages carry no name of their own: it is the one the latest
 * "… joined the chat" notice before them announced. Messages without `author` (an older
 * server) fall back to isUser.
 */
export function chatSpeakers(
  messages: readonly Pick<ChatEntry, 'message' | 'isUser' | 'author'>[],
): ChatSpeaker[] {
  let ownerName = unnamedOwner;
  return messages.map((entry) => {
    const author = entry.author ?? (entry.isUser ? 'VISITOR' : 'ASSISTANT');
    if (author === 'VISITOR') return { kind: 'visitor' };
    if (author === 'OWNER') return { kind: 'owner', name: ownerName };
    const notice = presenceNotice.exec(entry.message.trim());
    if (notice?.[1]) {
      if (notice[2] === 'joined') ownerName = notice[1];
      return { kind: 'notice' };
    }
    return { kind: 'assistant' };
  });
}
