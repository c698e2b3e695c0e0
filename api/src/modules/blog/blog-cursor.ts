/** Where a page of the newest-first blog list ends: the last post's date and slug. */
export interface BlogListPosition {
  publishedAt: Date;
  slug: string;
}

/** A slug is at most 200 characters (the column); a cursor is never longer than this. */
export const maxCursorLength = 400;

/**
 * An opaque cursor for the position: base64url of `[publishedAt ISO, slug]`. It names a place in
 * the order, not an offset, so posts added meanwhile neither repeat nor skip rows on later pages.
 * Dates keep milliseconds, as the sync writes them (from JavaScript dates); a date written with
 * finer precision by hand would compare just after its own cursor.
 */
export function encodeBlogCursor(position: BlogListPosition): string {
  const json = JSON.stringify([position.publishedAt.toISOString(), position.slug]);
  return Buffer.from(json, 'utf8').toString('base64url');
}

/** The position a cursor names, or undefined when it is not one this server wrote. */
export function decodeBlogCursor(cursor: string): BlogListPosition | undefined {
  if (cursor.length === 0 || cursor.length > maxCursorLength) return undefined;
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
  const [date, slug] = parsed as unknown[];
  if (typeof date !== 'string' || typeof slug !== 'string') return undefined;
  if (slug.length === 0 || slug.length > 200) return undefined;
  const publishedAt = new Date(date);
  if (Number.isNaN(publishedAt.getTime()) || publishedAt.toISOString() !== date) return undefined;
  return { publishedAt, slug };
}
