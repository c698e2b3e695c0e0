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

/** SQL taking the session-level lock `$1` in the current schema (waits until it is free). */
export const lockSql = 'SELECT pg_advisory_lock($1, hashtext(current_schema()))';
export const unlockSql = 'SELECT pg_advisory_unlock($1, hashtext(current_schema()))';
/** The same lock, held until the surrounding transaction ends. */
export const transactionLockSql = 'SELECT pg_advisory_xact_lock($1, hashtext(current_schema()))';
