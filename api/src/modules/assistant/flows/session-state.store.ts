import { LRUCache } from 'lru-cache';
import type { DataSource, EntityManager } from 'typeorm';
import { emptySessionState, type SessionState } from './session-state';

export interface SessionStateStore {
  load(sessionId: string): Promise<SessionState>;
  /**
   * `durable: false` keeps the state for this process only. Used for plain questions: what they
   * teach (the topic, a place, an e-mail) is also in the stored chat history, which a request
   * reads again when it starts, so only a request under way has to reach the database.
   */
  save(sessionId: string, state: SessionState, options?: { durable: boolean }): Promise<void>;
}

/** Sessions remembered in memory; the least recently used are forgotten first. */
const defaultCacheLimit = 5_000;

export interface DatabaseSessionStateOptions {
  /**
   * True when other instances may serve the same session (PostgreSQL shared by several app
   * processes): every load then reads the database (under the session lock, so it is the latest
   * state) and every changed state is written, since the next message may reach another
   * instance. False (one process): a bounded in-process cache serves reads.
   */
  shared: boolean;
  /** Sessions the in-process cache holds (default 5,000); the least recently used go first. */
  cacheLimit?: number;
}

/**
 * Session state in the `assistant_sessions` table (one JSON document per session), so a flow
 * half-way through survives a restart. In one process, reads are served from a bounded cache
 * and a write reaches the database only when it is durable and the stored document changed, so
 * plain questions cost no database round trip. Shared by several instances, nothing is cached.
 */
export class DatabaseSessionStateStore implements SessionStateStore {
  /** Each session's state as JSON. */
  private readonly cache: LRUCache<string, string>;
  /** What the database holds per cached session, to skip writes that change nothing. */
  private readonly stored = new Map<string, string>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: DatabaseSessionStateOptions = { shared: false },
  ) {
    this.cache = new LRUCache({
      max: options.cacheLimit ?? defaultCacheLimit,
      // A session pushed out is read from the database again: forget what it holds there too.
      dispose: (_json, sessionId, reason) => {
        if (reason === 'evict') this.stored.delete(sessionId);
      },
    });
  }

  async load(sessionId: string): Promise<SessionState> {
    let json = this.options.shared ? undefined : this.cache.get(sessionId);
    if (json === undefined) {
      const rows: { state: unknown }[] = await this.dataSource.query(
        'SELECT state FROM assistant_sessions WHERE session_id = $1',
        [sessionId],
      );
      const stored = rows[0]?.state;
      json = stored === undefined ? JSON.stringify(emptySessionState()) : toJson(stored);
      if (stored !== undefined) this.stored.set(sessionId, json);
      else this.stored.delete(sessionId);
    }
    this.remember(sessionId, json);
    return { ...emptySessionState(), ...(JSON.parse(json) as Partial<SessionState>) };
  }

  async save(sessionId: string, state: SessionState, options = { durable: true }): Promise<void> {
    const json = JSON.stringify(state);
    this.remember(sessionId, json);
    const durable = options.durable || this.options.shared;
    if (!durable || this.stored.get(sessionId) === json) return;
    await this.dataSource.query(
      `INSERT INTO assistant_sessions (session_id, state, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (session_id) DO UPDATE SET state = EXCLUDED.state, updated_at = now()`,
      [sessionId, json],
    );
    this.stored.set(sessionId, json);
  }

  /**
   * Deletes the sessions nobody has written to since `before` and returns how many went. A chat
   * session lives as long as a browser tab, so an old row only keeps a visitor's details.
   */
  async forgetIdleSince(before: Date): Promise<number> {
    const result = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from('assistant_sessions')
      .where('updated_at < :before', { before })
      .execute();
    // A cached session may have been among them: its next durable save writes it again.
    this.stored.clear();
    return result.affected ?? 0;
  }

  /**
   * Inside the transaction that forgets a person (modules/privacy/): what the assistant holds of
   * their chats, in the database and in this process. Returns how many rows were deleted.
   */
  async deleteSessions(manager: EntityManager, sessionIds: readonly string[]): Promise<number> {
    if (sessionIds.length === 0) return 0;
    for (const sessionId of sessionIds) {
      this.cache.delete(sessionId);
      this.stored.delete(sessionId);
    }
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from('assistant_sessions')
      .where('session_id = ANY(:sessionIds)', { sessionIds })
      .execute();
    return result.affected ?? 0;
  }

  private remember(sessionId: string, json: string): void {
    this.cache.set(sessionId, json);
  }
}

/** The pg driver returns jsonb parsed; a text column or another driver would return a string. */
function toJson(stored: unknown): string {
  return typeof stored === 'string' ? stored : JSON.stringify(stored);
}

/** For unit tests and tools that run the assistant without a database. */
export class MemorySessionStateStore implements SessionStateStore {
  private readonly states = new Map<string, string>();

  async load(sessionId: string): Promise<SessionState> {
    const json = this.states.get(sessionId);
    return json ? (JSON.parse(json) as SessionState) : emptySessionState();
  }

  async save(sessionId: string, state: SessionState): Promise<void> {
    this.states.set(sessionId, JSON.stringify(state));
  }
}
