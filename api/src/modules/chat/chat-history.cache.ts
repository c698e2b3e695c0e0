import { LRUCache } from 'lru-cache';
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
  private readonly sessions: LRUCache<string, LRUCache<string, ChatHistoryEntry>>;

  /**
   * @param perSession messages kept per session (the history limit plus a few in flight); the
   *   oldest remembered go first.
   * @param sessionLimit sessions kept; the least recently used go first.
   */
  constructor(
    private readonly perSession: number,
    sessionLimit = defaultSessionLimit,
  ) {
    this.sessions = new LRUCache({ max: sessionLimit });
  }

  remember(sessionId: string, id: string, entry: ChatHistoryEntry): void {
    let messages = this.sessions.get(sessionId);
    if (!messages) {
      messages = new LRUCache({ max: this.perSession });
      this.sessions.set(sessionId, messages);
    }
    messages.set(id, entry);
  }

  /** The cached entries for `ids`, in the same order (undefined where not cached). */
  lookup(sessionId: string, ids: readonly string[]): (ChatHistoryEntry | undefined)[] {
    const messages = this.sessions.get(sessionId);
    // peek: reading the history does not make a message newer; the session is (get above).
    return ids.map((id) => messages?.peek(id));
  }

  forget(sessionId: string): void {
    this.sessions.delete(sessionId);
  }
}
