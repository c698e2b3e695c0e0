import { type DataSource } from 'typeorm';
import { type Config } from '../../config';
import { type Logger } from '../../logger';
import { type NewsletterService } from '../newsletter/newsletter.service';
import { BlogAuthoringService, type PublicationAnnouncer } from './blog-authoring.service';
import { BlogImageService } from './blog-image.service';
import { type BlogService } from './blog.service';
import { ScheduledPublisher } from './scheduled-publisher';

export interface Publishing {
  /** The desk's writing: posts, revisions, the bin. */
  authoring: BlogAuthoringService;
  /** Uploaded pictures. */
  images: BlogImageService;
  /** Publishes scheduled posts on time; started here, stopped on shutdown. */
  publisher: ScheduledPublisher;
}

/** Writing the blog from the desk, wired to the newsletter (first publication is announced). */
export function createPublishing(
  dataSource: DataSource,
  config: Config,
  blog: BlogService,
  newsletter: NewsletterService,
  logger: Logger,
): Publishing {
  const announcer: PublicationAnnouncer = {
    queueAnnouncement: (manager, postId) => newsletter.queueAnnouncement(manager, postId),
    wake: () => newsletter.wake(),
  };
  // Saving a scheduled post wakes the publisher (called only after both exist).
  const authoring = new BlogAuthoringService(dataSource, blog, logger, announcer, {
    scheduled: () => publisher.scheduled(),
  });
  const publisher = new ScheduledPublisher(
    dataSource,
    blog,
    authoring,
    logger,
    { pollIntervalMs: config.publishing.schedulePollIntervalMs },
    announcer,
    () => newsletter.hourly(),
  );
  publisher.start();
  const images = new BlogImageService(dataSource, {
    directory: config.publishing.imageDir,
    maxBytes: config.publishing.imageMaxBytes,
  });
  return { authoring, images, publisher };
}
