import { EventEmitter } from 'node:events';
import { type DataSource, type Repository } from 'typeorm';
import { type Logger } from '../../logger';
import { BlogPost } from './blog-post.entity';
import { type BlogSyncReport, syncBlogDirectory } from './blog-sync';

/** The list label of the blog page means "no filter". */
const allPostsLabel = 'All Posts';

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
 * Blog reads are served from memory: posts only change through `syncFromDirectory` (here or on
 * another instance, announced through `BlogChangeChannel`), which drops the cache and bumps
 * `contentVersion`. The SSR cache listens through `onChange` to drop its rendered pages at the
 * same moment.
 */
export class BlogService {
  private readonly posts: Repository<BlogPost>;
  private readonly changes = new EventEmitter();
  private cache: Promise<{ list: BlogPost[]; bySlug: Map<string, BlogPost> }> | undefined;
  private version = 1;

  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
    private readonly channel?: BlogChangeChannel,
  ) {
    this.posts = dataSource.getRepository(BlogPost);
    channel?.onRemoteChange(() => this.invalidate());
  }

  /** Newest first; `category` filters by exact category name. */
  async list(category?: string | null): Promise<BlogPost[]> {
    const { list } = await this.load();
    const wanted = category?.trim();
    if (!wanted || wanted === allPostsLabel) return [...list];
    return list.filter((post) => post.category === wanted);
  }

  async getBySlug(slug: string): Promise<BlogPost | null> {
    const { bySlug } = await this.load();
    return bySlug.get(slug) ?? null;
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
    const report = await syncBlogDirectory(this.dataSource, directory, this.logger);
    const changed = report.inserted.length + report.updated.length;
    this.logger.info(
      `Blog sync: ${report.inserted.length} new, ${report.updated.length} updated, ` +
        `${report.unchanged.length} unchanged, ${report.older.length} older than stored, ` +
        `${report.skipped.length} skipped`,
    );
    if (changed > 0) {
      this.invalidate();
      this.channel?.announce();
    }
    return report;
  }

  /** Drops the cached posts; the next read goes to the database. */
  private invalidate(): void {
    this.cache = undefined;
    this.version += 1;
    this.changes.emit('change', this.version);
  }

  private load() {
    if (this.cache) return this.cache;
    const pending = this.posts
      .find({ order: { publishedAt: 'DESC', slug: 'ASC' } })
      .then((list) => ({ list, bySlug: new Map(list.map((post) => [post.slug, post])) }));
    this.cache = pending;
    // A failed read must not be cached: the next request tries the database again.
    pending.catch(() => {
      if (this.cache === pending) this.cache = undefined;
    });
    return pending;
  }
}
