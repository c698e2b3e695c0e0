/**
 * Keys of the PostgreSQL advisory locks the app takes. Each lock is the pair
 * (the purpose's key, hashtext(current_schema())), so apps in different schemas of one
 * database (the test run's workers) never wait on each other. The per-chat-session locks use
 * the one-bigint form instead (a separate key space in PostgreSQL): see session-lock.ts.
 */
export const advisoryLockKeys = {
  /** Held while migrations run, so simultaneous cold starts migrate one at a time. */
  migrations: 73_100_001,
  /** Held (per transaction) while the blog's Markdown files are synced into the database. */
  blogSync: 73_100_002,
} as const;

export const unlockSql = 'SELECT pg_advisory_unlock($1, hashtext(current_schema()))';

/** One try at the lock: held by this connection (`session`) or until its transaction ends. */
const tryLockSql = {
  session: 'SELECT pg_try_advisory_lock($1, hashtext(current_schema())) AS taken',
  transaction: 'SELECT pg_try_advisory_xact_lock($1, hashtext(current_schema())) AS taken',
};

type Query = (sql: string, parameters: unknown[]) => Promise<{ taken: boolean }[]>;

/**
 * Takes the lock `key` on the connection behind `query`, trying every 100 ms until `timeoutMs`.
 * Each try is one short statement, so waiting for another instance's migrations or blog sync
 * is never cut off by the statement timeouts that keep requests from hanging on a frozen
 * database (a blocking pg_advisory_lock would be one long statement).
 */
export async function takeAdvisoryLock(
  query: Query,
  key: number,
  scope: keyof typeof tryLockSql,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await query(tryLockSql[scope], [key]);
    if (row?.taken) return;
    if (Date.now() > deadline) {
      throw new Error(`Gave up after ${timeoutMs} ms waiting for advisory lock ${key}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
