import fs from 'node:fs/promises';
import path from 'node:path';
import { type DataSource } from 'typeorm';
import { type Logger } from '../../logger';
import { type BlogArticle, MalformedArticleError, parseArticle } from './blog-file';

export interface BlogSyncReport {
  inserted: string[];
  updated: string[];
  unchanged: string[];
  /** Files that were not synced, with the reason (malformed front matter, duplicate slug...). */
  skipped: { file: string; reason: string }[];
}

/**
 * Upserts every api/content/blog/*.md file by slug. Idempotent: an unchanged file writes
 * nothing, and posts whose file was removed are kept (the database is never pruned).
 */
export async function syncBlogDirectory(
  dataSource: DataSource,
  directory: string,
  logger: Logger,
): Promise<BlogSyncReport> {
  const report: BlogSyncReport = { inserted: [], updated: [], unchanged: [], skipped: [] };
  const articles = await readArticles(directory, report, logger);

  await dataSource.transaction(async (db) => {
    for (const article of articles) {
      const rows: { inserted: boolean }[] = await db.query(upsertSql, [
        article.slug,
        article.title,
        article.excerpt,
        article.content,
        article.category,
        article.publishedAt,
      ]);
      const outcome = rows[0] ? (rows[0].inserted ? 'inserted' : 'updated') : 'unchanged';
      report[outcome].push(article.slug);
    }
  });
  return report;
}

// `xmax = 0` tells a fresh insert from an update; the WHERE makes an unchanged file a no-op.
const upsertSql = `
  INSERT INTO blog_posts (slug, title, excerpt, content, category, published_at)
  VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT (slug) DO UPDATE SET
    title = EXCLUDED.title,
    excerpt = EXCLUDED.excerpt,
    content = EXCLUDED.content,
    category = EXCLUDED.category,
    published_at = EXCLUDED.published_at,
    updated_at = now()
  WHERE (blog_posts.title, blog_posts.excerpt, blog_posts.content, blog_posts.category, blog_posts.published_at)
    IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.excerpt, EXCLUDED.content, EXCLUDED.category, EXCLUDED.published_at)
  RETURNING (xmax = 0) AS inserted`;

async function readArticles(
  directory: string,
  report: BlogSyncReport,
  logger: Logger,
): Promise<BlogArticle[]> {
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
  const articles: BlogArticle[] = [];
  for (const name of names) {
    try {
      const article = parseArticle(await fs.readFile(path.join(directory, name), 'utf8'));
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
