/**
 * One model of a stored chat message for the visitor's widget (features/chat) and the owner's
 * desk (admin/): the fields both read, how two lists of messages become one, and who a message
 * is from. Each app has its own generated GraphQL types; both match these shapes.
 */

/** Who wrote a message (the API's ChatAuthor). */
export type ChatAuthorName = 'VISITOR' | 'ASSISTANT' | 'OWNER';

/** What a message is (the API's ChatMessageKind): said, or an owner coming or going. */
export type ChatMessageKindName = 'MESSAGE' | 'JOINED' | 'LEFT';

/** The visitor's vote on an assistant reply (the API's ChatMessage.rating): null is none. */
export type ReplyRating = boolean | null;

/** A stored message as both apps query it. */
export interface StoredChatMessage {
  id: string;
  message: string;
  isUser: boolean;
  author: ChatAuthorName;
  kind: ChatMessageKindName;
  /** The owner's display name on their messages and on JOINED / LEFT lines. */
  ownerName?: string | null;
  /** The server's storage order: larger is later. */
  seq: number;
  createdAt: string;
  /** The visitor's vote, on assistant replies (asked for where it is shown). */
  rating?: ReplyRating;
  /**
   * An assistant reply that answers (the server decides: ChatMessage.rateable); the only
   * messages a vote is offered under, not questions back or flow steps.
   */
  rateable?: boolean;
}

/**
 * Messages as one list, each once, in the order the server stored them (`seq`; two messages
 * can share a createdAt). `live` ones (pushed or just sent) fill in what `history` does not
 * hold yet; a message in both is taken from `history`.
 */
export function mergeMessages<T extends Pick<StoredChatMessage, 'id' | 'seq'>>(
  history: readonly T[],
  live: Iterable<T> = [],
): T[] {
  const byId = new Map<string, T>();
  for (const message of history) byId.set(message.id, message);
  for (const message of live) if (!byId.has(message.id)) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** How a message is shown: whose bubble, or a line announcing who came or went. */
export type ChatSpeaker =
  | { kind: 'visitor' }
  | { kind: 'assistant' }
  | { kind: 'owner'; name: string }
  | { kind: 'notice' };

/** Said when an owner's message carries no name (stored before names were). */
export const unnamedOwner = 'The consultant';

/**
 * Who a message is from, from its typed fields only. A message without `author` (the widget's
 * own greeting, streamed text) is told by isUser.
 */
export function speakerOf(
  message: Pick<StoredChatMessage, 'isUser'> &
    Partial<Pick<StoredChatMessage, 'author' | 'kind' | 'ownerName'>>,
): ChatSpeaker {
  if (message.kind === 'JOINED' || message.kind === 'LEFT') return { kind: 'notice' };
  const author = message.author ?? (message.isUser ? 'VISITOR' : 'ASSISTANT');
  if (author === 'VISITOR') return { kind: 'visitor' };
  if (author === 'OWNER') return { kind: 'owner', name: message.ownerName || unnamedOwner };
  return { kind: 'assistant' };
}

/**
 * An answer the assistant gave (not an owner's message, not a JOINED / LEFT line, not the
 * widget's own greeting, which has no author): what a visitor rates and the owner teaches from.
 */
export function isAssistantReply(
  message: Partial<Pick<StoredChatMessage, 'author' | 'kind'>>,
): boolean {
  return message.author === 'ASSISTANT' && (message.kind ?? 'MESSAGE') === 'MESSAGE';
}

/**
 * The visitor's question an assistant reply answered: the latest visitor message stored before
 * it (by `seq`), or undefined when the reply opened the chat or is not in `messages`.
 */
export function questionBefore(
  messages: readonly Pick<StoredChatMessage, 'id' | 'seq' | 'author' | 'message'>[],
  replyId: string,
): string | undefined {
  const reply = messages.find((m) => m.id === replyId);
  if (!reply) return undefined;
  let question: Pick<StoredChatMessage, 'seq' | 'message'> | undefined;
  for (const m of messages) {
    if (m.author !== 'VISITOR' || m.seq >= reply.seq) continue;
    if (!question || m.seq > question.seq) question = m;
  }
  return question?.message;
}

/** The owner who is in the chat now: the one the latest JOINED / LEFT line says joined. */
export function ownerInChat(
  messages: Iterable<Partial<Pick<StoredChatMessage, 'kind' | 'ownerName'>>>,
): { name: string } | null {
  let present: { name: string } | null = null;
  for (const message of messages) {
    if (message.kind === 'JOINED') present = { name: message.ownerName || unnamedOwner };
    else if (message.kind === 'LEFT') present = null;
  }
  return present;
}

/** A visitor's message shown before the server has stored it. */
export interface OutgoingChatMessage {
  /** The widget's own id for it (never a server id). */
  localId: string;
  message: string;
  /** The largest `seq` the widget knew of when it was sent: its stored copy comes later. */
  afterSeq: number;
  status: 'sending' | 'failed';
}

/**
 * The outgoing messages still to show beside the stored ones. One is settled (dropped) once a
 * stored visitor message with its text and a later `seq` than it was sent after is there, each
 * stored message settling one outgoing at most; until then it shows as sending or failed.
 */
export function unsettledOutgoing<O extends OutgoingChatMessage>(
  stored: readonly Pick<StoredChatMessage, 'id' | 'seq' | 'message' | 'author'>[],
  outgoing: readonly O[],
): O[] {
  const claimed = new Set<string>();
  return outgoing.filter((pending) => {
    const copy = stored.find(
      (m) =>
        !claimed.has(m.id) &&
        m.author === 'VISITOR' &&
        m.seq > pending.afterSeq &&
        m.message === pending.message,
    );
    if (!copy) return true;
    claimed.add(copy.id);
    return false;
  });
}
