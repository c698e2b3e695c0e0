import { type DataSource } from 'typeorm';
import { type Logger } from '../../logger';
import { type PostPublication } from './go-public';

/** The recurring job that publishes scheduled posts (api/src/jobs runs it). */
export const publishScheduledJob = 'blog.publish-scheduled';

/**
 * Publishes scheduled posts when their time comes, in the server (not on a visit): the handler of
 * a recurring job of the jobs runner, which runs it every BLOG_SCHEDULE_POLL_INTERVAL_MS, at each
 * start (posts whose time passed while the server was down), at once when a post is scheduled
 * here, and at the time of the next post due, which `run` returns. The post row is the durable
 * state (status 'scheduled', published_at). One UPDATE moves every due post to published, so on
 * several instances each post is published (and announced to subscribers) once; the instance
 * that did it tells the others through the event bus, and every instance drops its lists, pages,
 * sitemap, feeds and the assistant's index at once.
 */
export class ScheduledPublisher {
  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
    private readonly publication: PostPublication,
  ) {}

  /** The job's run: publishes what is due; resolves with the time of the next post due, if any. */
  async run(): Promise<Date | undefined> {
    await this.publishDue();
    const [next] = (await this.dataSource.query(
      `SELECT min(published_at) AS due FROM blog_posts
       WHERE status = 'scheduled' AND deleted_at IS NULL`,
    )) as { due: Date | string | null }[];
    return next?.due ? new Date(next.due) : undefined;
  }

  /** Publishes what is due; resolves with the slugs published. */
  async publishDue(): Promise<string[]> {
    const { rows, publication } = await this.dataSource.transaction(async (manager) => {
      const result: unknown[] = await manager.query(
        `UPDATE blog_posts SET status = 'published', updated_at = now()
         WHERE status = 'scheduled' AND published_at <= now() AND deleted_at IS NULL
         RETURNING id, slug`,
      );
      const published = (Array.isArray(result[0]) ? result[0] : result) as {
        id: string;
        slug: string;
      }[];
      const ids = published.map((row) => row.id);
      return {
        rows: published,
        publication: await this.publication.goPublic(manager, ids, 'schedule'),
      };
    });
    if (rows.length > 0) {
      this.logger.info(`Scheduled posts: published ${rows.map((row) => row.slug).join(', ')}`);
      this.publication.afterCommit(publication);
    }
    return rows.map((row) => row.slug);
  }
}
