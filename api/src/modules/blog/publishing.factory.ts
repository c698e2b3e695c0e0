import { type DataSource } from 'typeorm';
import { type Config } from '../../config';
import { type Jobs } from '../../jobs/jobs';
import { type Logger } from '../../logger';
import { BlogAuthoringService } from './blog-authoring.service';
import { BlogImageService } from './blog-image.service';
import { type BlogService } from './blog.service';
import { PostPublication, type PublicationAnnouncer } from './go-public';
import { publishScheduledJob, ScheduledPublisher } from './scheduled-publisher';

/** The recurring job that removes posts left in the bin for 30 days. */
export const purgeBinJob = 'blog.purge-bin';

const hourMs = 60 * 60_000;

export interface Publishing {
  /** The desk's writing: posts, revisions, the bin. */
  authoring: BlogAuthoringService;
  /** Uploaded pictures. */
  images: BlogImageService;
  /** Publishes scheduled posts on time (a recurring job of the jobs runner). */
  publisher: ScheduledPublisher;
}

/**
 * Writing the blog from the desk; a post's first publication is handed to `announcer` (the
 * composition root passes the newsletter, which blog does not know). Its background work
 * (scheduled posts, the bin's purge) is registered as jobs.
 */
export function createPublishing(
  dataSource: DataSource,
  config: Config,
  blog: BlogService,
  announcer: PublicationAnnouncer,
  jobs: Jobs,
  logger: Logger,
): Publishing {
  // The desk and the scheduled job make posts public the same way (so does the file sync).
  const publication = new PostPublication(blog, announcer);
  // Saving a scheduled post runs the publisher's job now: it then waits for that post's time.
  const authoring = new BlogAuthoringService(dataSource, blog, logger, publication, {
    scheduled: () =>
      void jobs
        .runRecurringNow(publishScheduledJob)
        .catch((error: unknown) => logger.warn('Scheduled posts: could not look again', error)),
  });
  const publisher = new ScheduledPublisher(dataSource, logger, publication);
  jobs.registry.every(
    publishScheduledJob,
    { everyMs: config.publishing.schedulePollIntervalMs, atStart: true },
    () => publisher.run(),
  );
  jobs.registry.every(purgeBinJob, { everyMs: hourMs, atStart: true }, async () => {
    const purged = await authoring.purgeDeleted();
    if (purged > 0) logger.info(`Blog: removed ${purged} post(s) deleted over 30 days ago`);
  });
  const images = new BlogImageService(dataSource, {
    directory: config.publishing.imageDir,
    maxBytes: config.publishing.imageMaxBytes,
  });
  return { authoring, images, publisher };
}
