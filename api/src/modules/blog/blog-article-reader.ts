import { type DataSource } from 'typeorm';
import { publicPostCondition } from './blog-post-status';
import { type BlogService } from './blog.service';

/** An article's searchable fields: what the assistant indexes. */
export interface ArticleText {
  slug: string;
  title: string;
  excerpt: string;
  /** Sanitized HTML, as stored. */
  content: string;
  category: string;
}

/**
 * The blog as a search index reads it: which posts exist and in which version (slugs and
 * hashes, no bodies), then the bodies of only the posts it needs, a page at a time. So keeping
 * an index up to date costs a small query per change, and even a first build never pulls every
 * article through the database (the embedded one runs on the server's own thread) in one go.
 * The version counter and change notifications are the BlogService's (local syncs and, through
 * the event bus, other instances').
 */
export class BlogArticleReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly blog: BlogService,
  ) {}

  get contentVersion(): number {
    return this.blog.contentVersion;
  }

  onChange(listener: () => void): () => void {
    return this.blog.onChange(listener);
  }

  /** Every post's slug and a string that changes whenever the post does. */
  async versions(): Promise<Map<string, string>> {
    const rows: { slug: string; version: string }[] = await this.dataSource.query(
      `SELECT slug, coalesce(content_hash, updated_at::text) AS version FROM blog_posts
       WHERE ${publicPostCondition('blog_posts')}`,
    );
    return new Map(rows.map((row) => [row.slug, row.version]));
  }

  /** The posts with these slugs (absent ones are left out). */
  read(slugs: readonly string[]): Promise<ArticleText[]> {
    return this.dataSource.query(
      `SELECT slug, title, excerpt, content, category FROM blog_posts
       WHERE slug = ANY($1) AND ${publicPostCondition('blog_posts')}`,
      [slugs],
    );
  }
}
