/**
 * With DATABASE_URL the data lives in PostgreSQL, whose own tools back it up better than this
 * app could (consistent, compressed, any size, restorable to a newer server): the backup and
 * restore commands refuse, and say what to run instead (the README has the same).
 */
export class UsePgDumpError extends Error {
  constructor(action: 'backup' | 'restore') {
    super(
      action === 'backup'
        ? 'DATABASE_URL is set: the data is in PostgreSQL, which this command does not back up. ' +
            'Use pg_dump, for example: pg_dump --format=custom --file=landman-$(date -u +%Y%m%dT%H%M%SZ).dump "$DATABASE_URL"'
        : 'DATABASE_URL is set: the data is in PostgreSQL, which this command does not restore. ' +
            'Use pg_restore into a new, empty database, for example: createdb landman_restored && ' +
            'pg_restore --no-owner --dbname=postgres://.../landman_restored landman-....dump; then point DATABASE_URL at it.',
    );
    this.name = 'UsePgDumpError';
  }
}
