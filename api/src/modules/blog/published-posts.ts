import { type DataSource, type EntityManager } from 'typeorm';
import { publicPostCondition } from './blog-post-status';

/** A public post as other modules see it (the newsletter's e-mails and digests). */
export interface PublishedPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  publishedAt: Date;
}

/** Digests list at most this many posts. */
const listLimit = 50;

/**
 * A post announced to the subscribers: public, and written in the desk (the Markdown files are a
 * seed, never news); `announced_at` is when it first went public.
 */
const announcedCondition = `${publicPostCondition('post')} AND post.desk_edited_at IS NOT NULL`;

/**
 * The blog's published posts for other modules: they read posts here, never the blog's tables
 * (the table-ownership test keeps it so). Only public posts are ever answered.
 */
export class PublishedPosts {
  constructor(private readonly dataSource: DataSource) {}

  /** The public post with this id; undefined when there is none (or it is not public). */
  async byId(id: string): Promise<PublishedPostSummary | undefined> {
    const [post] = await this.read(`post.id = $1`, [id]);
    return post;
  }

  /** Posts announced in (since, until], newest first (at most 50). */
  announcedBetween(since: Date, until: Date): Promise<PublishedPostSummary[]> {
    return this.read(
      `${announcedCondition} AND post.announced_at > $1 AND post.announced_at <= $2`,
      [since, until],
    );
  }

  /** How many posts were announced in (since, until]; `manager` reads in the caller's transaction. */
  async countAnnouncedBetween(
    since: Date,
    until: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    const [row] = (await manager.query(
      `SELECT count(*) AS count FROM blog_posts post
       WHERE ${announcedCondition} AND post.announced_at > $1 AND post.announced_at <= $2`,
      [since, until],
    )) as { count: string | number }[];
    return Number(row?.count ?? 0);
  }

  private async read(where: string, parameters: unknown[]): Promise<PublishedPostSummary[]> {
    const rows: (Omit<PublishedPostSummary, 'publishedAt'> & { published_at: Date })[] =
      await this.dataSource.query(
        `SELECT slug, title, excerpt, category, published_at FROM blog_posts post
         WHERE ${publicPostCondition('post')} AND ${where}
         ORDER BY published_at DESC LIMIT ${listLimit}`,
        parameters,
      );
    return rows.map(({ published_at, ...post }) => ({
      ...post,
      publishedAt: new Date(published_at),
    }));
  }
}
