import { EventEmitter } from 'node:events';
import { type DataSource, type Repository } from 'typeorm';
import { type Logger } from '../../logger';
import { type BlogPostConnection, type BlogPostPage } from './blog-connection.type';
import { decodeBlogCursor, encodeBlogCursor } from './blog-cursor';
import { BlogListing, listedCategory } from './blog-listing';
import { blogPaging } from './blog-paging';
import { isBlogSlug } from './blog-slug';
import { BlogPost } from './blog-post.entity';
import { publicPostCondition, publicPostWhere } from './blog-post-status';
import { type BlogSyncReport, syncBlogDirectory } from './blog-sync';
import { PostPublication } from './go-public';

const publicOnly = publicPostWhere;

/** A keyset page request; `after` is a cursor already validated (BlogPostsArgs). */
export interface BlogPageRequest {
  category?: string | null;
  first?: number | null;
  after?: string | null;
}

/**
 * How instances tell each other that the blog changed (the app's event bus; through Redis when
 * several instances run). `onRemoteChange` fires for changes made elsewhere, and also when the
 * bus reconnects after an outage, since a change may have been missed meanwhile.
 */
export interface BlogChangeChannel {
  announce(): void;
  onRemoteChange(listener: () => void): () => void;
}

/**
 * Requests read the blog a bounded page at a time from the database (`connection`, `page`,
 * `related`, `getBySlug`); the whole list is kept in memory only for work inside the server
 * (`list`). Posts change through `syncFromDirectory`, the desk and the scheduled publisher
 * (`changed`), here or on another instance (announced through `BlogChangeChannel`); each drops
 * that copy and bumps `contentVersion`. Only published, undeleted posts are read here.
 * The SSR cache listens through `onChange` to drop its rendered pages at the same moment.
 */
/** What answers a /blog/<slug> address without reading a post. */
interface BlogAddresses {
  live: ReadonlySet<string>;
  /** Old slug -> the current slug of the same published post. */
  moved: ReadonlyMap<string, string>;
}

export class BlogService {
  private readonly posts: Repository<BlogPost>;
  private readonly listing: BlogListing;
  private readonly changes = new EventEmitter();
  private cache: Promise<{ list: BlogPost[] }> | undefined;
  private addresses: Promise<BlogAddresses> | undefined;
  private version = 1;
  /** Posts from files go public the way the desk's do (as seeds: no announcement). */
  private readonly publication = new PostPublication(this);

  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
    private readonly channel?: BlogChangeChannel,
  ) {
    this.posts = dataSource.getRepository(BlogPost);
    this.listing = new BlogListing(dataSource);
    channel?.onRemoteChange(() => this.invalidate());
  }

  /**
   * Every post, newest first; `category` filters by exact category name. For work inside the
   * server (the assistant's index); requests read pages (`connection`, `page`).
   */
  async list(category?: string | null): Promise<BlogPost[]> {
    const { list } = await this.load();
    const wanted = listedCategory(category);
    if (!wanted) return [...list];
    return list.filter((post) => post.category === wanted);
  }

  /** A keyset page, newest first: `first` posts (capped) after the cursor `after`. */
  async connection(request: BlogPageRequest): Promise<BlogPostConnection> {
    const category = listedCategory(request.category);
    const after = request.after ? decodeBlogCursor(request.after) : undefined;
    if (request.after && !after) throw new Error('The cursor was not validated (BlogPostsArgs).');
    const size = Math.min(request.first ?? blogPaging.defaultSize, blogPaging.maxSize);
    const [slice, totalCount] = await Promise.all([
      this.listing.after(category, after, size),
      this.listing.count(category),
    ]);
    const edges = slice.posts.map((node) => ({ cursor: encodeBlogCursor(node), node }));
    return {
      edges,
      pageInfo: {
        hasNextPage: slice.hasMore,
        hasPreviousPage: after !== undefined,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
      totalCount,
    };
  }

  /** Numbered page `page` of the list, for the website's /blog?page=N. */
  async page(request: {
    category?: string | null;
    page: number;
    pageSize: number;
  }): Promise<BlogPostPage> {
    const category = listedCategory(request.category);
    const pageSize = Math.min(request.pageSize, blogPaging.maxSize);
    const [posts, totalCount] = await Promise.all([
      this.listing.numbered(category, request.page, pageSize),
      this.listing.count(category),
    ]);
    const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
    return { posts, page: request.page, pageSize, pageCount, totalCount };
  }

  /** Up to `count` other posts of the same category as `slug`, newest first. */
  related(slug: string, count: number = blogPaging.defaultRelated): Promise<BlogPost[]> {
    return this.listing.related(slug, Math.min(count, blogPaging.maxRelated));
  }

  /** The newest `limit` published posts (of a category), for the feeds. */
  feedPosts(category: string | undefined, limit: number): Promise<BlogPost[]> {
    return this.listing.numbered(listedCategory(category), 1, limit);
  }

  /** Slug and date of every post, for sitemap.xml: no article text is read. */
  sitemapPosts(): Promise<{ slug: string; publishedAt: Date }[]> {
    return this.listing.sitemapPosts();
  }

  /**
   * One published post by its unique slug: one indexed row, never the whole blog. A slug no post
   * could have (see blog-slug.ts) is absent without a database read.
   */
  async getBySlug(slug: string): Promise<BlogPost | null> {
    if (!isBlogSlug(slug)) return null;
    return this.posts.findOne({ where: { slug, ...publicOnly } });
  }

  /**
   * The current address of a published post that used to live at `/blog/<oldSlug>` (its slug
   * was changed in the desk), for a 301; undefined when there is none. Answered from memory
   * like hasPost: a flood of made-up addresses reads nothing.
   */
  async currentSlugFor(oldSlug: string): Promise<string | undefined> {
    if (!isBlogSlug(oldSlug)) return undefined;
    const { live, moved } = await this.loadAddresses();
    return live.has(oldSlug) ? undefined : moved.get(oldSlug);
  }

  /**
   * Whether a post has this slug, cheaply enough to ask for every request a flood sends: a
   * slug no post could have is answered at once; the others from the set of every slug, read
   * once (slugs only) and kept until the blog changes.
   */
  async hasPost(slug: string): Promise<boolean> {
    if (!isBlogSlug(slug)) return false;
    return (await this.loadAddresses()).live.has(slug);
  }

  /** Every live slug and every old slug of a live post: small, read once per blog change. */
  private loadAddresses(): Promise<BlogAddresses> {
    if (this.addresses) return this.addresses;
    const pending = Promise.all([
      this.posts.find({ select: { slug: true }, where: publicOnly }),
      this.dataSource.query(
        `SELECT redirect.old_slug AS "oldSlug", post.slug AS "slug" FROM blog_slug_redirects redirect
         JOIN blog_posts post ON post.id = redirect.post_id
         WHERE ${publicPostCondition('post')}`,
      ) as Promise<{ oldSlug: string; slug: string }[]>,
    ]).then(([posts, redirects]): BlogAddresses => ({
      live: new Set(posts.map((post) => post.slug)),
      moved: new Map(redirects.map((row) => [row.oldSlug, row.slug])),
    }));
    this.addresses = pending;
    // A failed read must not be kept: the next request tries the database again.
    pending.catch(() => {
      if (this.addresses === pending) this.addresses = undefined;
    });
    return pending;
  }

  /** Increases whenever synced content changed; cheap to read on every request. */
  get contentVersion(): number {
    return this.version;
  }

  /** Calls `listener` after each sync that changed posts; returns the unsubscribe function. */
  onChange(listener: (version: number) => void): () => void {
    this.changes.on('change', listener);
    return () => this.changes.off('change', listener);
  }

  async syncFromDirectory(directory: string): Promise<BlogSyncReport> {
    const report = await syncBlogDirectory(
      this.dataSource,
      directory,
      this.logger,
      this.publication,
    );
    const changed = report.inserted.length + report.updated.length;
    this.logger.info(
      `Blog sync: ${report.inserted.length} new, ${report.updated.length} updated, ` +
        `${report.unchanged.length} unchanged, ${report.older.length} older than stored, ` +
        `${report.deskOwned.length} kept as edited in the desk, ${report.skipped.length} skipped`,
    );
    if (changed > 0) this.publication.afterCommit({ announced: [] });
    return report;
  }

  /**
   * Posts were written here (the desk, the scheduled publisher): drop this instance's copies
   * and tell the other instances to drop theirs.
   */
  changed(): void {
    this.invalidate();
    this.channel?.announce();
  }

  /** Drops the cached posts; the next read goes to the database. */
  private invalidate(): void {
    this.cache = undefined;
    this.addresses = undefined;
    this.version += 1;
    this.changes.emit('change', this.version);
  }

  private load() {
    if (this.cache) return this.cache;
    const pending = this.posts
      .find({ where: publicOnly, order: { publishedAt: 'DESC', slug: 'ASC' } })
      .then((list) => ({ list }));
    this.cache = pending;
    // A failed read must not be cached: the next request tries the database again.
    pending.catch(() => {
      if (this.cache === pending) this.cache = undefined;
    });
    return pending;
  }
}
