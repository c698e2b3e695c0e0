import { FigureGuard, figuresIn } from '../guardrails/figure.guard';
import type { BlogDoc } from './blog.passages';
import { contentCorpus } from '../text/content-corpus';
import { contentPassages } from './content.passages';
import { KnowledgeBase } from './knowledge.base';
import type { Passage } from './passage';
import { inTimeSlices } from './time-slices';

/**
 * The blog as the assistant reads it: which posts exist in which version, the posts it asks
 * for, and a counter that moves when they change (BlogArticleReader on the server).
 */
export interface BlogSource {
  readonly contentVersion: number;
  /** Called after the posts changed (here or, through the event bus, on another instance). */
  onChange?(listener: () => void): () => void;
  /** Every post's slug, with a string that changes whenever the post does. */
  versions(): Promise<ReadonlyMap<string, string>>;
  /** The posts with these slugs. */
  read(slugs: readonly string[]): Promise<readonly BlogDoc[]>;
}

export interface SiteKnowledgeOptions {
  /** Up to this many changed articles are applied to the live index at once; more, rebuilt aside. */
  inPlaceLimit?: number;
  /** The longest the indexing holds the event loop before letting requests through. */
  sliceMs?: number;
  /** Posts read from the blog per query. */
  pageSize?: number;
}

/** The search index and the quotable figures, always replaced together. */
interface Snapshot {
  kb: KnowledgeBase;
  figures: FigureGuard;
}

/** What the index remembers of each article: enough to notice a change and to undo it. */
interface IndexedArticle {
  version: string;
  figures: readonly string[];
}

/** The plain text of an article: what its figures and words are read from. */
function textsOf(post: BlogDoc): string[] {
  return [post.title, post.excerpt, post.content.replace(/<[^>]+>/g, ' ')];
}

/**
 * What the assistant knows: the search index over pages and articles, and the figures it may
 * quote. They follow the blog in the background, never on a reply: when the blog changes, only
 * the articles that were added, changed or removed are re-indexed; a large change (the first
 * read after a start) is indexed aside in short time slices and swapped in at once. A reply
 * always reads a complete index: the previous one while a rebuild is under way.
 */
export class SiteKnowledge {
  private readonly fixedPassages: readonly Passage[] = contentPassages();
  /**
   * The pages' index, built on first use: a reply before the first update, or an update small
   * enough to apply in place. A large one (the warm-up after a start) builds its own snapshot,
   * so a server that indexes its blog before anyone asks never builds this one.
   */
  private built: Snapshot | undefined;
  private get current(): Snapshot {
    return (this.built ??= this.emptySnapshot());
  }
  private set current(snapshot: Snapshot) {
    this.built = snapshot;
  }
  /** The articles the current snapshot holds, by slug. */
  private indexed = new Map<string, IndexedArticle>();
  private blogVersion: number | undefined;
  private refreshing: Promise<void> | undefined;
  private readonly wordListeners: ((texts: readonly string[]) => void)[] = [];
  private readonly inPlaceLimit: number;
  private readonly sliceMs: number;
  private readonly pageSize: number;

  constructor(
    private readonly blog?: BlogSource,
    private readonly onError: (error: unknown) => void = () => undefined,
    options: SiteKnowledgeOptions = {},
  ) {
    this.inPlaceLimit = options.inPlaceLimit ?? 20;
    this.sliceMs = options.sliceMs ?? 10;
    this.pageSize = options.pageSize ?? 100;
    blog?.onChange?.(() => this.refreshSoon());
  }

  get kb(): KnowledgeBase {
    return this.current.kb;
  }

  get figures(): FigureGuard {
    return this.current.figures;
  }

  /** Whether an index update is under way (the current index is the previous one meanwhile). */
  get updating(): boolean {
    return this.refreshing !== undefined;
  }

  /**
   * Calls `listener` with the text of every article as it is indexed (new or changed ones
   * later): their words are real words. Register before the first update.
   */
  onArticleTexts(listener: (texts: readonly string[]) => void): void {
    this.wordListeners.push(listener);
  }

  /** Starts an update in the background if the blog moved since the last one; never waits. */
  refreshSoon(): void {
    if (this.isStale()) void this.ensureFresh();
  }

  /** Updates from the blog if it changed since the last read; a failed read keeps what we had. */
  async ensureFresh(): Promise<void> {
    if (!this.isStale()) return;
    this.refreshing ??= this.refresh().then((done) => {
      this.refreshing = undefined;
      // A change announced while this update read the blog: pick it up too. (After a failed
      // read, the next reply's `refreshSoon` tries again.)
      if (done) this.refreshSoon();
    });
    await this.refreshing;
  }

  private isStale(): boolean {
    return !!this.blog && this.blog.contentVersion !== this.blogVersion;
  }

  /** True when the blog was read and indexed. */
  private async refresh(): Promise<boolean> {
    const version = this.blog!.contentVersion;
    try {
      const versions = await this.blog!.versions();
      const { changed, removed } = this.diff(versions);
      if (changed.length + removed.length <= this.inPlaceLimit) {
        await this.applyInPlace(changed, removed, versions);
      } else {
        await this.buildAside(versions);
      }
      this.blogVersion = version;
      return true;
    } catch (error) {
      this.onError(error);
      return false;
    }
  }

  /** Slugs of articles new or changed since the last update, and of those removed. */
  private diff(versions: ReadonlyMap<string, string>): { changed: string[]; removed: string[] } {
    const changed: string[] = [];
    for (const [slug, version] of versions) {
      if (this.indexed.get(slug)?.version !== version) changed.push(slug);
    }
    const removed = [...this.indexed.keys()].filter((slug) => !versions.has(slug));
    return { changed, removed };
  }

  /** A few articles: read, then changed in the live index at once (a few milliseconds). */
  private async applyInPlace(
    changed: readonly string[],
    removed: readonly string[],
    versions: ReadonlyMap<string, string>,
  ): Promise<void> {
    const posts = changed.length > 0 ? await this.blog!.read(changed) : [];
    const { kb, figures } = this.current;
    for (const slug of [...removed, ...changed]) {
      kb.removePost(slug);
      figures.forgetFigures(this.indexed.get(slug)?.figures ?? []);
      this.indexed.delete(slug);
    }
    for (const post of posts) this.index(post, versions, this.current, this.indexed);
  }

  /**
   * Every article, read a page at a time and indexed a time slice at a time into a new
   * snapshot that replaces the live one when complete; replies use the old one meanwhile.
   */
  private async buildAside(versions: ReadonlyMap<string, string>): Promise<void> {
    // The pages' passages too, in slices: indexing them at once holds the loop too long.
    const next: Snapshot = { kb: new KnowledgeBase([]), figures: new FigureGuard([]) };
    await inTimeSlices(this.fixedPassages, (p) => next.kb.addPassage(p), this.sliceMs);
    await inTimeSlices(contentCorpus(), (text) => next.figures.learn([text]), this.sliceMs);
    const indexed = new Map<string, IndexedArticle>();
    const slugs = [...versions.keys()];
    for (let at = 0; at < slugs.length; at += this.pageSize) {
      const posts = await this.blog!.read(slugs.slice(at, at + this.pageSize));
      await inTimeSlices(posts, (post) => this.index(post, versions, next, indexed), this.sliceMs);
    }
    this.current = next;
    this.indexed = indexed;
  }

  private index(
    post: BlogDoc,
    versions: ReadonlyMap<string, string>,
    into: Snapshot,
    indexed: Map<string, IndexedArticle>,
  ): void {
    const texts = textsOf(post);
    const figures = texts.flatMap(figuresIn);
    into.kb.addPost(post);
    into.figures.learnFigures(figures);
    const version = versions.get(post.slug) ?? '';
    if (this.indexed.get(post.slug)?.version !== version) {
      for (const listener of this.wordListeners) listener(texts);
    }
    indexed.set(post.slug, { version, figures });
  }

  private emptySnapshot(): Snapshot {
    return { kb: new KnowledgeBase(this.fixedPassages), figures: new FigureGuard(contentCorpus()) };
  }
}
