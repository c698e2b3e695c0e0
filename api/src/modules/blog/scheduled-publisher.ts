import { type DataSource } from 'typeorm';
import { type Logger } from '../../logger';
import { type BlogAuthoringService, type PublicationAnnouncer } from './blog-authoring.service';
import { type BlogService } from './blog.service';

export interface ScheduledPublisherOptions {
  /** How often the database is asked for due posts (also catches other instances' schedules). */
  pollIntervalMs: number;
}

/** A timer further out than this is re-armed by the next poll anyway. */
const maxTimerMs = 2 ** 31 - 1;
/** Posts deleted over 30 days ago are removed, and digests queued, this often. */
const purgeEveryMs = 60 * 60_000;
/**
 * A due time the database does not see as due yet (its clock a little behind this one) is
 * asked again after this long, not at once: no loop of queries while the clocks disagree.
 */
const recheckDueMs = 100;

/**
 * Publishes scheduled posts when their time comes, in the server (not on a visit), like the mail
 * outbox's worker: the post row is the durable job (status 'scheduled', published_at), polled
 * every few seconds and, for the next post due, timed to the millisecond. One UPDATE moves every
 * due post to published, so on several instances each post is published (and announced to
 * subscribers) once; the instance that did it tells the others through the event bus, and every
 * instance drops its lists, pages, sitemap, feeds and the assistant's index at once. Posts whose
 * time passed while the server was down are published at the next start.
 */
export class ScheduledPublisher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private lastPurge = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly blog: BlogService,
    private readonly authoring: BlogAuthoringService,
    private readonly logger: Logger,
    private readonly options: ScheduledPublisherOptions,
    private readonly announcer?: PublicationAnnouncer,
    /** Hourly work of the same worker (the newsletter's weekly digests). */
    private readonly hourly: () => Promise<unknown> = async () => undefined,
  ) {}

  start(): void {
    this.stopped = false;
    this.nudge();
  }

  /** A post was scheduled here: look again now, so the timer is armed for its time. */
  scheduled(): void {
    this.nudge();
  }

  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.tick()
      .catch((error: unknown) => {
        if (!this.stopped)
          this.logger.warn('Scheduled posts: could not check for due posts', error);
        return undefined;
      })
      .then((nextDue) => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.nudge();
          return;
        }
        const untilDue = nextDue
          ? Math.max(recheckDueMs, nextDue.getTime() - Date.now())
          : Infinity;
        const wait = Math.min(this.options.pollIntervalMs, untilDue, maxTimerMs);
        this.timer = setTimeout(() => this.nudge(), wait).unref();
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Publishes what is due; resolves with the time of the next scheduled post, if any. */
  async publishDue(): Promise<string[]> {
    const published = await this.dataSource.transaction(async (manager) => {
      const result: unknown[] = await manager.query(
        `UPDATE blog_posts SET status = 'published', updated_at = now()
         WHERE status = 'scheduled' AND published_at <= now() AND deleted_at IS NULL
         RETURNING id, slug, (announced_at IS NULL) AS first_time`,
      );
      const rows = (Array.isArray(result[0]) ? result[0] : result) as {
        id: string;
        slug: string;
        first_time: boolean;
      }[];
      const announce = rows.filter((row) => row.first_time).map((row) => row.id);
      if (announce.length > 0 && this.announcer) {
        await manager.query(
          `UPDATE blog_posts SET announced_at = now() WHERE id = ANY($1::uuid[])`,
          [announce],
        );
        for (const id of announce) await this.announcer.queueAnnouncement(manager, id);
      }
      return rows;
    });
    if (published.length > 0) {
      this.logger.info(`Scheduled posts: published ${published.map((row) => row.slug).join(', ')}`);
      this.blog.changed();
      this.announcer?.wake();
    }
    return published.map((row) => row.slug);
  }

  private async tick(): Promise<Date | undefined> {
    await this.publishDue();
    if (Date.now() - this.lastPurge > purgeEveryMs) {
      this.lastPurge = Date.now();
      const purged = await this.authoring.purgeDeleted();
      if (purged > 0) this.logger.info(`Blog: removed ${purged} post(s) deleted over 30 days ago`);
      await this.hourly();
    }
    const [next] = (await this.dataSource.query(
      `SELECT min(published_at) AS due FROM blog_posts
       WHERE status = 'scheduled' AND deleted_at IS NULL`,
    )) as { due: Date | string | null }[];
    return next?.due ? new Date(next.due) : undefined;
  }
}
