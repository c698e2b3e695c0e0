import { type ChatHistoryEntry } from '../assistant/assistant.port';

/** Sessions remembered; the least recently used are forgotten first. */
const defaultSessionLimit = 1_000;

/**
 * The recent messages of active chat sessions, by id, so that a reply does not read the
 * session's history again: the statement storing the visitor's message returns the ids of the
 * messages before it (ChatMessageStore), and only ids missing here are read from the database.
 * The database decides which messages make up the history, so the cache can never serve a stale
 * or incomplete one, even when other instances write to the same session; it assumes stored
 * messages are never edited (call `forget` if that changes).
 */
export class ChatHistoryCache {
  private readonly sessions = new Map<string, Map<string, ChatHistoryEntry>>();

  /**
   * @param perSession messages kept per session (the history limit plus a few in flight); the
   *   oldest remembered go first.
   */
  constructor(
    private readonly perSession: number,
    private readonly sessionLimit = defaultSessionLimit,
  ) {}

  remember(sessionId: string, id: string, entry: ChatHistoryEntry): void {
    const messages = this.touch(sessionId) ?? new Map<string, ChatHistoryEntry>();
    this.sessions.set(sessionId, messages);
    messages.set(id, entry);
    if (messages.size > this.perSession) messages.delete(messages.keys().next().value!);
    if (this.sessions.size > this.sessionLimit) {
      this.sessions.delete(this.sessions.keys().next().value!);
    }
  }

  /** The cached entries for `ids`, in the same order (undefined where not cached). */
  lookup(sessionId: string, ids: readonly string[]): (ChatHistoryEntry | undefined)[] {
    const messages = this.touch(sessionId);
    return ids.map((id) => messages?.get(id));
  }

  forget(sessionId: string): void {
    this.sessions.delete(sessionId);
  }

  /** Marks the session as the most recently used. */
  private touch(sessionId: string): Map<string, ChatHistoryEntry> | undefined {
    const messages = this.sessions.get(sessionId);
    if (messages) {
      this.sessions.delete(sessionId);
      this.sessions.set(sessionId, messages);
    }
    return messages;
  }
}
