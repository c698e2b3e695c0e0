import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type DataSource } from 'typeorm';
import { advisoryLockKeys, takeAdvisoryLock } from '../../db/advisory-lock';
import { type Logger } from '../../logger';
import { type BlogArticle, MalformedArticleError, parseArticle } from './blog-file';

export interface BlogSyncReport {
  inserted: string[];
  updated: string[];
  /** Same content as the stored post (equal hash): nothing written. */
  unchanged: string[];
  /** Content differs but the file is not newer than what the stored post was synced from. */
  older: string[];
  /** Files that were not synced, with the reason (malformed front matter, duplicate slug...). */
  skipped: { file: string; reason: string }[];
}

/** An article as read from disk, with what the sync compares. */
interface SourceArticle extends BlogArticle {
  hash: string;
  modifiedAt: Date;
}

interface StoredVersion {
  slug: string;
  content_hash: string | null;
  source_modified_at: Date | null;
}

/**
 * Upserts every api/content/blog/*.md file by slug. Idempotent: an unchanged file (equal hash)
 * writes nothing, and posts whose file was removed are kept (the database is never pruned).
 * Several instances may sync at once (a rolling deploy): they take turns under an advisory
 * lock, and a file older than the one a post was last synced from never replaces it, so an old
 * instance restarting cannot bring back an old version of an article.
 */
export async function syncBlogDirectory(
  dataSource: DataSource,
  directory: string,
  logger: Logger,
): Promise<BlogSyncReport> {
  const report: BlogSyncReport = {
    inserted: [],
    updated: [],
    unchanged: [],
    older: [],
    skipped: [],
  };
  const articles = await readArticles(directory, report, logger);

  await dataSource.transaction(async (db) => {
    await takeAdvisoryLock(
      (sql, parameters) => db.query(sql, parameters),
      advisoryLockKeys.blogSync,
      'transaction',
    );
    const rows: StoredVersion[] = await db.query(
      'SELECT slug, content_hash, source_modified_at FROM blog_posts WHERE slug = ANY($1)',
      [articles.map((article) => article.slug)],
    );
    const stored = new Map(rows.map((row) => [row.slug, row]));
    for (const article of articles) {
      const outcome = compare(article, stored.get(article.slug));
      if (outcome === 'inserted' || outcome === 'updated') {
        await db.query(outcome === 'inserted' ? insertSql : updateSql, [
          article.slug,
          article.title,
          article.excerpt,
          article.content,
          article.category,
          article.publishedAt,
          article.hash,
          article.modifiedAt,
        ]);
      }
      report[outcome].push(article.slug);
    }
  });
  if (report.older.length > 0) {
    logger.warn(
      `Blog sync: kept the stored, newer version of ${report.older.join(', ')} ` +
        '(this instance has older files)',
    );
  }
  return report;
}

function compare(
  article: SourceArticle,
  stored: StoredVersion | undefined,
): 'inserted' | 'updated' | 'unchanged' | 'older' {
  if (!stored) return 'inserted';
  if (stored.content_hash === article.hash) return 'unchanged';
  const storedAt = stored.source_modified_at;
  if (storedAt && article.modifiedAt.getTime() < new Date(storedAt).getTime()) return 'older';
  return 'updated';
}

const insertSql = `
  INSERT INTO blog_posts
    (slug, title, excerpt, content, category, published_at, content_hash, source_modified_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`;

const updateSql = `
  UPDATE blog_posts SET
    title = $2, excerpt = $3, content = $4, category = $5, published_at = $6,
    content_hash = $7, source_modified_at = $8, updated_at = now()
  WHERE slug = $1`;

/** Hash of everything a post shows, so a change in any field (or in the rendering) counts. */
function hashOf(article: BlogArticle): string {
  const { slug, title, excerpt, content, category, publishedAt } = article;
  return createHash('sha256')
    .update(JSON.stringify([slug, title, excerpt, content, category, publishedAt.toISOString()]))
    .digest('hex');
}

async function readArticles(
  directory: string,
  report: BlogSyncReport,
  logger: Logger,
): Promise<SourceArticle[]> {
  let names: string[];
  try {
    names = (await fs.readdir(directory)).filter((name) => name.endsWith('.md')).sort();
  } catch (error) {
    logger.warn(
      `Blog sync: cannot read ${directory} (${(error as Error).message}); no articles synced`,
    );
    return [];
  }

  const bySlug = new Map<string, string>();
  const articles: SourceArticle[] = [];
  for (const name of names) {
    try {
      const file = path.join(directory, name);
      const [source, stat] = await Promise.all([fs.readFile(file, 'utf8'), fs.stat(file)]);
      const parsed = parseArticle(source);
      // Millisecond precision: what a Date (and so the comparison with the stored one) keeps.
      const modifiedAt = new Date(Math.floor(stat.mtimeMs));
      const article: SourceArticle = { ...parsed, hash: hashOf(parsed), modifiedAt };
      const earlier = bySlug.get(article.slug);
      if (earlier)
        throw new MalformedArticleError(`slug "${article.slug}" is already used by ${earlier}`);
      bySlug.set(article.slug, name);
      articles.push(article);
    } catch (error) {
      if (!(error instanceof MalformedArticleError)) throw error;
      report.skipped.push({ file: name, reason: error.message });
      logger.warn(`Blog sync: skipped ${name}: ${error.message}`);
    }
  }
  return articles;
}
