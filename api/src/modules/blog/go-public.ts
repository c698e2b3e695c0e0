import { type EntityManager } from 'typeorm';

/**
 * What happens when a post goes public for the first time: its subscribers' e-mails are queued
 * in the same transaction (modules/newsletter), then the outbox is woken.
 */
export interface PublicationAnnouncer {
  queueAnnouncement(manager: EntityManager, postId: string): Promise<void>;
  wake(): void;
}

/** What every instance must hear when the public blog changed (BlogService.changed). */
export interface PublicBlogChanges {
  changed(): void;
}

/**
 * Which path made the post public. The desk and the schedule are news for the subscribers; a
 * Markdown file is a seed, never announced: it counts as announced at its own date, so neither
 * an e-mail nor a digest ever lists it, even when the desk later edits it.
 */
export type PublicationSource = 'desk' | 'schedule' | 'file';

/** What `goPublic` did, handed to `afterCommit`. */
export interface Publication {
  /** Posts announced to their subscribers (e-mails queued). */
  announced: string[];
}

/**
 * The one way a post goes public, used by the desk's save, the scheduled-publishing job and the
 * Markdown file sync. Two steps, because the e-mails must be queued in the transaction that made
 * the post public (both or neither), while caches may only be dropped once it committed:
 * `goPublic` inside the transaction, `afterCommit` after it.
 */
export class PostPublication {
  constructor(
    private readonly blog: PublicBlogChanges,
    private readonly announcer?: PublicationAnnouncer,
  ) {}

  /**
   * The posts `postIds` (already public in this transaction) that were never public before are
   * marked announced, once ever (the row's `announced_at`, claimed with one UPDATE so two
   * instances never announce twice); unless they came from a file, their subscribers' e-mails
   * are queued in the same transaction.
   */
  async goPublic(
    manager: EntityManager,
    postIds: readonly string[],
    source: PublicationSource,
    now = new Date(),
  ): Promise<Publication> {
    if (postIds.length === 0) return { announced: [] };
    const result: unknown[] = await manager.query(
      `UPDATE blog_posts SET announced_at = CASE WHEN $3 THEN published_at ELSE $2 END
       WHERE id = ANY($1::uuid[]) AND announced_at IS NULL RETURNING id`,
      [postIds, now, source === 'file'],
    );
    const firstTime = (Array.isArray(result[0]) ? result[0] : result) as { id: string }[];
    if (source === 'file' || !this.announcer) return { announced: [] };
    for (const { id } of firstTime) await this.announcer.queueAnnouncement(manager, id);
    return { announced: firstTime.map((row) => row.id) };
  }

  /**
   * After the transaction committed: every instance drops its copies of the public blog (lists,
   * pages, sitemap, feeds, the assistant's index) and the outbox sends the queued e-mails now.
   */
  afterCommit(publication: Publication): void {
    this.blog.changed();
    if (publication.announced.length > 0) this.announcer?.wake();
  }
}
