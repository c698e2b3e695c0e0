import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type DataSource } from 'typeorm';
import { advisoryLockKeys, takeAdvisoryLock } from '../../db/advisory-lock';
import { type Logger } from '../../logger';
import { type BlogArticle, MalformedArticleError, parseArticle } from './blog-file';
import { renderingFingerprint } from './blog-html';
import { type PostPublication } from './go-public';

export interface BlogSyncReport {
  inserted: string[];
  updated: string[];
  /** Same content as the stored post (equal hash): nothing written. */
  unchanged: string[];
  /** Content differs but the file is not newer than what the stored post was synced from. */
  older: string[];
  /**
   * Posts the desk has written (or renamed away from this slug): the desk's copy wins, the
   * file is not synced.
   */
  deskOwned: string[];
  /** Files that were not synced, with the reason (malformed front matter, duplicate slug...). */
  skipped: { file: string; reason: string }[];
}

/** A Markdown file as read from disk: its bytes' hash decides whether it needs parsing. */
interface SourceFile {
  name: string;
  source: string;
  /** Hash of the file's text and of the rendering (see `sourceHashOf`). */
  hash: string;
  modifiedAt: Date;
}

/** An article parsed from a file that differs from what is stored. */
interface SourceArticle extends BlogArticle {
  hash: string;
  modifiedAt: Date;
}

interface StoredVersion {
  slug: string;
  content_hash: string | null;
  source_modified_at: Date | null;
  desk_edited_at: Date | null;
}

type Outcome = 'inserted' | 'updated' | 'unchanged' | 'older';

/**
 * One write statement carries up to this many posts or this much article text, whichever comes
 * first: each statement stays far inside the statement timeout meant for requests (a 3 MB insert
 * did not, on a busy machine with the embedded database).
 */
const rowsPerStatement = 200;
const charsPerStatement = 200_000;
/** Files read at once. */
const readConcurrency = 32;

/**
 * Upserts every api/content/blog/*.md file by slug. Idempotent: an unchanged file (equal hash)
 * writes nothing, and posts whose file was removed are kept (the database is never pruned).
 * A restart with unchanged files costs one query and a hash per file: only a file whose bytes
 * (or the rendering) changed is parsed and rendered, and new posts are written in batches.
 * Several instances may sync at once (a rolling deploy): they take turns under an advisory
 * lock, and a file older than the one a post was last synced from never replaces it, so an old
 * instance restarting cannot bring back an old version of an article.
 */
export async function syncBlogDirectory(
  dataSource: DataSource,
  directory: string,
  logger: Logger,
  publication: Pick<PostPublication, 'goPublic'>,
): Promise<BlogSyncReport> {
  const report: BlogSyncReport = {
    inserted: [],
    updated: [],
    unchanged: [],
    older: [],
    deskOwned: [],
    skipped: [],
  };
  const files = await readSourceFiles(directory, logger);
  // Files not stored as they are, parsed before the transaction: it holds the sync lock and a
  // connection (the embedded database's only one), and rendering thousands of articles is slow.
  const storedHashes = new Set(
    ((await dataSource.query('SELECT content_hash FROM blog_posts')) as StoredVersion[]).map(
      (row) => row.content_hash,
    ),
  );
  const parsed = new Map(
    files.filter((file) => !storedHashes.has(file.hash)).map((file) => [file, parseSource(file)]),
  );

  await dataSource.transaction(async (db) => {
    await takeAdvisoryLock(
      (sql, parameters) => db.query(sql, parameters),
      advisoryLockKeys.blogSync,
      'transaction',
    );
    // Every stored version: a file whose hash is among them is that post, unchanged (the slug
    // is part of the hashed text), with no need to parse it.
    const rows: StoredVersion[] = await db.query(
      'SELECT slug, content_hash, source_modified_at, desk_edited_at FROM blog_posts',
    );
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    // A desk-renamed post's file still carries the old slug: it must not come back as a copy;
    // nor may a post the desk deleted and the bin then removed for good.
    const renamed = new Set(
      (
        (await db.query(
          'SELECT old_slug AS slug FROM blog_slug_redirects UNION SELECT slug FROM blog_removed_slugs',
        )) as { slug: string }[]
      ).map((row) => row.slug),
    );
    const byHash = new Map(rows.map((row) => [row.content_hash, row]));

    const slugFiles = new Map<string, string>();
    const writes: { article: SourceArticle; outcome: 'inserted' | 'updated' }[] = [];
    const rehashed: SourceArticle[] = [];
    for (const file of files) {
      const same = byHash.get(file.hash);
      if (same && !slugFiles.has(same.slug)) {
        slugFiles.set(same.slug, file.name);
        report.unchanged.push(same.slug);
        continue;
      }
      const article = claimSlug(
        file,
        parsed.get(file) ?? parseSource(file),
        slugFiles,
        report,
        logger,
      );
      if (!article) continue;
      const stored = bySlug.get(article.slug);
      if (stored?.desk_edited_at || renamed.has(article.slug)) {
        report.deskOwned.push(article.slug);
        continue;
      }
      const outcome = compare(article, stored);
      if (outcome === 'unchanged') rehashed.push(article);
      else if (outcome !== 'older') writes.push({ article, outcome });
      report[outcome].push(article.slug);
    }
    const written = await writeArticles(db, writes);
    // New posts go public the one way every post does (as seeds: never announced).
    await publication.goPublic(db, written, 'file');
    await storeHashes(db, rehashed);
  });
  if (report.older.length > 0) {
    logger.warn(
      `Blog sync: kept the stored, newer version of ${report.older.join(', ')} ` +
        '(this instance has older files)',
    );
  }
  return report;
}

/** The article in a file, or what is wrong with it. */
function parseSource(file: SourceFile): SourceArticle | MalformedArticleError {
  try {
    return { ...parseArticle(file.source), hash: file.hash, modifiedAt: file.modifiedAt };
  } catch (error) {
    if (error instanceof MalformedArticleError) return error;
    throw error;
  }
}

/** The article if its file is well formed and the first with its slug; else reported. */
function claimSlug(
  file: SourceFile,
  parsed: SourceArticle | MalformedArticleError,
  slugFiles: Map<string, string>,
  report: BlogSyncReport,
  logger: Logger,
): SourceArticle | undefined {
  const earlier = parsed instanceof MalformedArticleError ? undefined : slugFiles.get(parsed.slug);
  const problem =
    parsed instanceof MalformedArticleError
      ? parsed
      : earlier
        ? new MalformedArticleError(`slug "${parsed.slug}" is already used by ${earlier}`)
        : undefined;
  if (problem) {
    report.skipped.push({ file: file.name, reason: problem.message });
    logger.warn(`Blog sync: skipped ${file.name}: ${problem.message}`);
    return undefined;
  }
  const article = parsed as SourceArticle;
  slugFiles.set(article.slug, file.name);
  return article;
}

function compare(article: SourceArticle, stored: StoredVersion | undefined): Outcome {
  if (!stored) return 'inserted';
  // Stored under the hash of the rendered fields (before the sync hashed the source): the
  // same article, whose hash is brought up to date without touching the post.
  if (stored.content_hash === renderedHashOf(article)) return 'unchanged';
  const storedAt = stored.source_modified_at;
  if (storedAt && article.modifiedAt.getTime() < new Date(storedAt).getTime()) return 'older';
  return 'updated';
}

type Query = (sql: string, parameters: unknown[]) => Promise<unknown>;

/**
 * New and changed posts, in batches: one statement per `rowsPerStatement` posts. Resolves with
 * the ids of the posts written that were never public before (the new ones).
 */
async function writeArticles(
  db: { query: Query },
  writes: readonly { article: SourceArticle; outcome: 'inserted' | 'updated' }[],
): Promise<string[]> {
  const firstTime: string[] = [];
  for (const batch of batches(writes, ({ article }) => article.content.length)) {
    const parameters = batch.flatMap(({ article }) => [
      article.markdown,
      article.slug,
      article.title,
      article.excerpt,
      article.content,
      article.category,
      article.publishedAt,
      article.hash,
      article.modifiedAt,
    ]);
    const values = batch.map((_, row) => {
      const first = row * 9;
      const cast = ['', '', '', '', '', '', '::timestamptz', '', '::timestamptz'];
      const columns = cast.map((type, column) => `$${first + column + 1}${type}`);
      return `(${columns.join(', ')})`;
    });
    const result = (await db.query(upsertSql(values.join(',\n    ')), parameters)) as unknown[];
    const rows = (Array.isArray(result[0]) ? result[0] : result) as NewlyPublic[];
    firstTime.push(...rows.filter((row) => row.first_time).map((row) => row.id));
  }
  return firstTime;
}

interface NewlyPublic {
  id: string;
  first_time: boolean;
}

/** `items` in runs of at most `rowsPerStatement` items and (past the first) `charsPerStatement`. */
function* batches<T>(items: readonly T[], sizeOf: (item: T) => number): Generator<T[]> {
  let batch: T[] = [];
  let chars = 0;
  for (const item of items) {
    const size = sizeOf(item);
    if (
      batch.length > 0 &&
      (batch.length >= rowsPerStatement || chars + size > charsPerStatement)
    ) {
      yield batch;
      batch = [];
      chars = 0;
    }
    batch.push(item);
    chars += size;
  }
  if (batch.length > 0) yield batch;
}

/** Posts stored under their old (rendered) hash: only the hash and file time change. */
async function storeHashes(
  db: { query: Query },
  articles: readonly SourceArticle[],
): Promise<void> {
  for (const batch of batches(articles, () => 0)) {
    await db.query(
      `UPDATE blog_posts AS post SET content_hash = fresh.hash, source_modified_at = fresh.modified
       FROM unnest($1::varchar[], $2::char(64)[], $3::timestamptz[]) AS fresh(slug, hash, modified)
       WHERE post.slug = fresh.slug`,
      [
        batch.map((article) => article.slug),
        batch.map((article) => article.hash),
        batch.map((article) => article.modifiedAt),
      ],
    );
  }
}

/**
 * Inserts new posts and updates changed ones (created_at stays; updated_at moves). A post the
 * desk has written is never updated (checked again here, under the row lock). Returns each row
 * written, and whether it was never public before (then `goPublic` marks it, as a seed).
 */
const upsertSql = (values: string) => `
  INSERT INTO blog_posts
    (markdown, slug, title, excerpt, content, category, published_at, content_hash,
     source_modified_at)
  VALUES
    ${values}
  ON CONFLICT (slug) DO UPDATE SET
    markdown = EXCLUDED.markdown,
    title = EXCLUDED.title, excerpt = EXCLUDED.excerpt, content = EXCLUDED.content,
    category = EXCLUDED.category, published_at = EXCLUDED.published_at,
    content_hash = EXCLUDED.content_hash, source_modified_at = EXCLUDED.source_modified_at,
    updated_at = now()
  WHERE blog_posts.desk_edited_at IS NULL
  RETURNING id, (announced_at IS NULL) AS first_time`;

/**
 * Hash of a file's text and of how articles are rendered: equal means the stored post is this
 * file as this version renders it. A change to the renderer (`renderingFingerprint`) changes
 * every hash, so the next sync renders every article again.
 */
function sourceHashOf(source: string): string {
  return createHash('sha256')
    .update(renderingFingerprint)
    .update('\0')
    .update(source)
    .digest('hex');
}

/** The hash stored before the sync hashed sources: of everything a post shows. */
function renderedHashOf(article: BlogArticle): string {
  const { slug, title, excerpt, content, category, publishedAt } = article;
  return createHash('sha256')
    .update(JSON.stringify([slug, title, excerpt, content, category, publishedAt.toISOString()]))
    .digest('hex');
}

async function readSourceFiles(directory: string, logger: Logger): Promise<SourceFile[]> {
  let names: string[];
  try {
    names = (await fs.readdir(directory)).filter((name) => name.endsWith('.md')).sort();
  } catch (error) {
    logger.warn(
      `Blog sync: cannot read ${directory} (${(error as Error).message}); no articles synced`,
    );
    return [];
  }
  const files: SourceFile[] = [];
  for (let at = 0; at < names.length; at += readConcurrency) {
    const batch = names.slice(at, at + readConcurrency);
    files.push(...(await Promise.all(batch.map((name) => readSourceFile(directory, name)))));
  }
  return files;
}

async function readSourceFile(directory: string, name: string): Promise<SourceFile> {
  const file = path.join(directory, name);
  const [source, stat] = await Promise.all([fs.readFile(file, 'utf8'), fs.stat(file)]);
  // Millisecond precision: what a Date (and so the comparison with the stored one) keeps.
  const modifiedAt = new Date(Math.floor(stat.mtimeMs));
  return { name, source, hash: sourceHashOf(source), modifiedAt };
}
