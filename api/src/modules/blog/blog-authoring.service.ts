import { type DataSource, type EntityManager, In, IsNull, LessThan, Not } from 'typeorm';
import { type Logger } from '../../logger';
import { InputValidationError } from '../../validation/input-validation.error';
import { DeskNotFoundError } from '../owner/owner.errors';
import { renderArticleHtml } from './blog-html';
import { BlogImage } from './blog-image.entity';
import { BlogPostRevision } from './blog-post-revision.entity';
import { BlogPostStatus, isPublicPost } from './blog-post-status';
import { BlogPost } from './blog-post.entity';
import { type BlogPostInput } from './blog-post.input';
import { slugFromTitle } from '@landman/content';
import { type BlogService } from './blog.service';
import { type Publication, type PostPublication } from './go-public';

/** A deleted post can be restored this long; then the job worker removes it for good. */
export const deletedPostRetentionDays = 30;
/** Autosaves within this long of the previous autosave replace it instead of piling up. */
const autosaveMergeMs = 10 * 60_000;

/** Wakes the scheduled publisher when a post is scheduled (its job then waits for that time). */
export interface ScheduleWatcher {
  scheduled(at: Date): void;
}

/**
 * The desk's writing: posts created, edited, scheduled, deleted and restored, with a revision
 * per save. Every write marks the post as the desk's (the Markdown file sync never writes it
 * again) and, when the public blog changed, tells every instance through BlogService.changed.
 */
export class BlogAuthoringService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly blog: BlogService,
    private readonly logger: Logger,
    private readonly publication: PostPublication,
    private readonly scheduler?: ScheduleWatcher,
  ) {}

  /** Posts for the desk's list, newest change first: every status; deleted ones on request. */
  deskPosts(filter: { status?: BlogPostStatus | null; deleted?: boolean }): Promise<BlogPost[]> {
    return this.dataSource.getRepository(BlogPost).find({
      where: {
        ...(filter.status ? { status: filter.status } : {}),
        deletedAt: filter.deleted ? Not(IsNull()) : IsNull(),
      },
      order: { updatedAt: 'DESC', slug: 'ASC' },
      take: 500,
    });
  }

  /** Drafts and scheduled posts: everything written but not yet public. */
  drafts(): Promise<BlogPost[]> {
    return this.dataSource.getRepository(BlogPost).find({
      where: { status: In([BlogPostStatus.DRAFT, BlogPostStatus.SCHEDULED]), deletedAt: IsNull() },
      order: { updatedAt: 'DESC', slug: 'ASC' },
      take: 500,
    });
  }

  async post(id: string): Promise<BlogPost> {
    const post = await this.dataSource.getRepository(BlogPost).findOne({ where: { id } });
    if (!post) throw new DeskNotFoundError('No post has this id.');
    return post;
  }

  /** The Markdown as the public page shows it: the same renderer and sanitiser. */
  preview(markdown: string): string {
    return renderArticleHtml(markdown);
  }

  /** A free slug for `title`: its words, with -2, -3... when another post has them. */
  async suggestSlug(title: string, exceptId?: string): Promise<string> {
    return this.freeSlug(this.dataSource.manager, slugFromTitle(title), exceptId);
  }

  async create(input: BlogPostInput, now = new Date()): Promise<BlogPost> {
    return this.save(undefined, input, { autosave: false, now });
  }

  async update(
    id: string,
    input: BlogPostInput,
    options: { autosave?: boolean; now?: Date } = {},
  ): Promise<BlogPost> {
    return this.save(id, input, { autosave: options.autosave ?? false, now: options.now });
  }

  /** Moves a post to the bin: off the site at once, restorable for 30 days. */
  async delete(id: string): Promise<BlogPost> {
    const post = await this.post(id);
    if (post.deletedAt) return post;
    const wasPublic = isPublicPost(post);
    post.deletedAt = new Date();
    post.deskEditedAt = new Date();
    const saved = await this.dataSource.getRepository(BlogPost).save(post);
    if (wasPublic) this.blog.changed();
    return saved;
  }

  /** Takes a post out of the bin, with the status it had. */
  async restore(id: string): Promise<BlogPost> {
    const post = await this.post(id);
    if (!post.deletedAt) return post;
    const taken = await this.dataSource
      .getRepository(BlogPost)
      .exists({ where: { slug: post.slug, id: Not(post.id) } });
    if (taken) throw new InputValidationError({ slug: 'Another post now uses this address.' });
    post.deletedAt = null;
    const saved = await this.dataSource.getRepository(BlogPost).save(post);
    if (isPublicPost(saved)) this.blog.changed();
    if (saved.status === BlogPostStatus.SCHEDULED) this.scheduler?.scheduled(saved.publishedAt);
    return saved;
  }

  /** Saved versions of a post, newest first. */
  async revisions(postId: string): Promise<BlogPostRevision[]> {
    await this.post(postId);
    return this.dataSource.getRepository(BlogPostRevision).find({
      where: { postId },
      order: { createdAt: 'DESC' },
      take: 200,
    });
  }

  /** Makes a revision the post's current text again (a new revision records it). */
  async restoreRevision(revisionId: string): Promise<BlogPost> {
    const revision = await this.dataSource
      .getRepository(BlogPostRevision)
      .findOne({ where: { id: revisionId } });
    if (!revision) throw new DeskNotFoundError('No revision has this id.');
    const current = await this.post(revision.postId);
    return this.save(
      current.id,
      {
        title: revision.title,
        slug: revision.slug,
        excerpt: revision.excerpt,
        content: revision.markdown,
        category: revision.category,
        // The post keeps its current standing (a published post is not unpublished by a restore).
        status: current.status,
        publishedAt: current.publishedAt,
        coverImageId: revision.coverImageId,
      },
      { autosave: false },
    );
  }

  /**
   * Removes posts deleted more than 30 days ago (the job worker calls it). Their slugs (and old
   * slugs) are remembered, so the Markdown file a post was seeded from never brings it back.
   */
  async purgeDeleted(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - deletedPostRetentionDays * 86_400_000);
    return this.dataSource.transaction(async (manager) => {
      const expired = await manager
        .getRepository(BlogPost)
        .find({ select: { id: true }, where: { deletedAt: LessThan(cutoff) } });
      if (expired.length === 0) return 0;
      const ids = expired.map((post) => post.id);
      await manager.query(
        `INSERT INTO blog_removed_slugs (slug)
         SELECT slug FROM blog_posts WHERE id = ANY($1::uuid[])
         UNION SELECT old_slug FROM blog_slug_redirects WHERE post_id = ANY($1::uuid[])
         ON CONFLICT (slug) DO NOTHING`,
        [ids],
      );
      const result = await manager.getRepository(BlogPost).delete({ id: In(ids) });
      return result.affected ?? 0;
    });
  }

  private async save(
    id: string | undefined,
    input: BlogPostInput,
    options: { autosave: boolean; now?: Date },
  ): Promise<BlogPost> {
    const now = options.now ?? new Date();
    let publication: Publication | undefined;
    let before: { public: boolean; slug: string } | undefined;
    const saved = await this.dataSource.transaction(async (manager) => {
      const posts = manager.getRepository(BlogPost);
      // Saves of one post (the editor's autosave and a click) take turns.
      if (id) await manager.query('SELECT id FROM blog_posts WHERE id = $1 FOR UPDATE', [id]);
      const existing = id ? await posts.findOne({ where: { id } }) : undefined;
      if (id && !existing) throw new DeskNotFoundError('No post has this id.');
      if (existing?.deletedAt) {
        throw new InputValidationError({ id: 'This post is deleted: restore it first.' });
      }
      before = existing ? { public: isPublicPost(existing), slug: existing.slug } : undefined;
      if (input.coverImageId) {
        const image = await manager.getRepository(BlogImage).exists({
          where: { id: input.coverImageId },
        });
        if (!image) throw new InputValidationError({ coverImageId: 'No image has this id.' });
      }

      const slug = input.slug
        ? await this.claimSlug(manager, input.slug, existing?.id)
        : (existing?.slug ?? (await this.freeSlug(manager, slugFromTitle(input.title))));
      const { status, publishedAt } = standing(input, existing ?? undefined, now);

      const post = existing ?? posts.create();
      Object.assign(post, {
        slug,
        title: input.title,
        excerpt: input.excerpt,
        markdown: input.content,
        content: renderArticleHtml(input.content),
        category: input.category,
        status,
        publishedAt,
        coverImageId: input.coverImageId ?? null,
        deskEditedAt: now,
        updatedAt: now,
        // The file's hash no longer describes the post (the assistant's index reads updated_at).
        contentHash: null,
      });
      delete post.coverImage;
      const stored = await posts.save(post);

      if (before && before.slug !== slug && before.public) {
        await manager.query(
          `INSERT INTO blog_slug_redirects (old_slug, post_id) VALUES ($1, $2)
           ON CONFLICT (old_slug) DO UPDATE SET post_id = EXCLUDED.post_id, created_at = now()`,
          [before.slug, stored.id],
        );
      }
      await this.keepRevision(manager, stored, options.autosave, now);
      if (status === BlogPostStatus.PUBLISHED) {
        publication = await this.publication.goPublic(manager, [stored.id], 'desk', now);
      }
      return stored;
    });
    if (publication) this.publication.afterCommit(publication);
    else if (before?.public) this.blog.changed();
    if (saved.status === BlogPostStatus.SCHEDULED) this.scheduler?.scheduled(saved.publishedAt);
    this.logger.debug(`Blog: the desk saved "${saved.slug}" (${saved.status})`);
    return this.post(saved.id);
  }

  private async keepRevision(
    manager: EntityManager,
    post: BlogPost,
    autosave: boolean,
    now: Date,
  ): Promise<void> {
    const revisions = manager.getRepository(BlogPostRevision);
    const snapshot = {
      postId: post.id,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      markdown: post.markdown ?? '',
      category: post.category,
      publishedAt: post.publishedAt,
      status: post.status,
      coverImageId: post.coverImageId,
      autosave,
    };
    if (autosave) {
      const last = await revisions.findOne({
        where: { postId: post.id },
        order: { createdAt: 'DESC' },
      });
      if (last?.autosave && now.getTime() - last.createdAt.getTime() < autosaveMergeMs) {
        await revisions.update({ id: last.id }, snapshot);
        return;
      }
    }
    await revisions.save(revisions.create({ ...snapshot, createdAt: now }));
  }

  /** `slug` for this post, or a clear refusal when another post (or its old address) has it. */
  private async claimSlug(
    manager: EntityManager,
    slug: string,
    postId: string | undefined,
  ): Promise<string> {
    const owner: { id: string }[] = await manager.query(
      `SELECT id FROM blog_posts WHERE slug = $1
       UNION ALL
       SELECT post_id FROM blog_slug_redirects WHERE old_slug = $1`,
      [slug],
    );
    if (owner.some((row) => row.id !== postId)) {
      throw new InputValidationError({ slug: 'Another post already uses this address.' });
    }
    // The post takes back one of its own old addresses: no redirect from it any more.
    await manager.query(`DELETE FROM blog_slug_redirects WHERE old_slug = $1`, [slug]);
    return slug;
  }

  private async freeSlug(manager: EntityManager, base: string, exceptId?: string): Promise<string> {
    const rows: { slug: string }[] = await manager.query(
      `SELECT slug FROM blog_posts WHERE (slug = $1 OR slug LIKE $2) AND id IS DISTINCT FROM $3
       UNION ALL
       SELECT old_slug FROM blog_slug_redirects
       WHERE (old_slug = $1 OR old_slug LIKE $2) AND post_id IS DISTINCT FROM $3`,
      [base, `${base}-%`, exceptId ?? null],
    );
    const taken = new Set(rows.map((row) => row.slug));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n += 1) {
      const candidate = `${base}-${n}`;
      if (!taken.has(candidate)) return candidate;
    }
  }
}

/**
 * The status and time a save leaves the post with. A scheduled time already past publishes at
 * once; "published" with a future time waits for it (scheduled); a post published before keeps
 * its date unless a new one is given.
 */
function standing(
  input: BlogPostInput,
  existing: BlogPost | undefined,
  now: Date,
): { status: BlogPostStatus; publishedAt: Date } {
  const publishedAt = input.publishedAt ?? existing?.publishedAt ?? now;
  if (input.status === BlogPostStatus.DRAFT) return { status: input.status, publishedAt };
  if (input.status === BlogPostStatus.SCHEDULED && !input.publishedAt) {
    throw new InputValidationError({ publishedAt: 'A scheduled post needs its publication time.' });
  }
  const wasPublished = existing?.status === BlogPostStatus.PUBLISHED && !input.publishedAt;
  if (wasPublished) return { status: BlogPostStatus.PUBLISHED, publishedAt };
  if (publishedAt.getTime() > now.getTime()) {
    return { status: BlogPostStatus.SCHEDULED, publishedAt };
  }
  const when = input.status === BlogPostStatus.PUBLISHED && !input.publishedAt ? now : publishedAt;
  return { status: BlogPostStatus.PUBLISHED, publishedAt: when };
}
