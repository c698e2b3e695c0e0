import { Pool, type PoolClient } from 'pg';

/**
 * Runs one task at a time per chat session, in the order they were queued, so two quick
 * messages never read and write the same session state at once and replies come back in the
 * order the questions were asked. The one serialization mechanism of the app: the chat service
 * runs each reply (history, assistant, session state, stored reply) inside it.
 */
export interface SessionLock {
  run<T>(sessionId: string, task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** One process (the embedded database): a promise chain per session is enough. */
export class InProcessSessionLock implements SessionLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(sessionId: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(sessionId) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(sessionId, tail);
    void tail.then(() => {
      if (this.tails.get(sessionId) === tail) this.tails.delete(sessionId);
    });
    return result;
  }

  async close(): Promise<void> {
    await Promise.all(this.tails.values());
  }
}

export interface AdvisorySessionLockOptions {
  url: string;
  /** Connections that may hold or wait for session locks at once (beside the app's pool). */
  maxConnections: number;
  /** Longest wait for a session another instance is working on; then the task fails. */
  waitTimeoutMs: number;
}

/**
 * Several instances on one PostgreSQL: a session-level advisory lock per session id, taken on a
 * connection of its own (the task's queries use the app's pool, so a task holding the lock can
 * never starve itself of connections). Tasks of one session on this instance queue in process
 * first (they keep their order and take one lock connection, not several); across instances,
 * PostgreSQL grants the lock to waiters in the order they asked. If the instance dies, its
 * connection closes and PostgreSQL releases the lock.
 */
export class AdvisorySessionLock implements SessionLock {
  private readonly local = new InProcessSessionLock();
  private readonly pool: Pool;

  constructor(options: AdvisorySessionLockOptions) {
    this.pool = new Pool({
      connectionString: options.url,
      max: options.maxConnections,
      idleTimeoutMillis: 30_000,
      // Waiting for a free lock connection is waiting for the lock: the same bound applies.
      connectionTimeoutMillis: Math.max(1, options.waitTimeoutMs),
      application_name: 'landman-session-lock',
    });
    // An idle connection that drops is replaced by the pool; nothing to do but not crash.
    this.pool.on('error', () => undefined);
    this.pool.on('connect', (client) => {
      void client.query(`SET lock_timeout = ${Math.max(1, options.waitTimeoutMs)}`);
    });
  }

  run<T>(sessionId: string, task: () => Promise<T>): Promise<T> {
    return this.local.run(sessionId, () => this.holding(sessionId, task));
  }

  async close(): Promise<void> {
    await this.local.close();
    await this.pool.end();
  }

  private async holding<T>(sessionId: string, task: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    // A connection that fails while checked out emits 'error'; the lock is gone with it.
    const onError = (error: Error) => (broken = error);
    client.on('error', onError);
    try {
      await client.query(`SELECT pg_advisory_lock(${lockKeySql})`, [sessionId]).catch((error) => {
        broken = error as Error;
        throw error;
      });
      try {
        return await task();
      } finally {
        await unlock(client, sessionId).catch((error: Error) => (broken = error));
      }
    } finally {
      client.off('error', onError);
      // A connection in doubt is closed rather than reused: closing releases any lock it holds.
      client.release(broken);
    }
  }
}

/** One bigint per (schema, session): apps in different schemas of one database never collide. */
const lockKeySql = `(hashtext(current_schema())::bigint << 32) | (hashtext($1)::bigint & 4294967295)`;

async function unlock(client: PoolClient, sessionId: string): Promise<void> {
  await client.query(`SELECT pg_advisory_unlock(${lockKeySql})`, [sessionId]);
}
