import { FigureGuard } from '../guardrails/figure.guard';
import type { BlogDoc } from './blog.passages';
import { contentCorpus } from './content-corpus';
import { contentPassages } from './content.passages';
import { KnowledgeBase } from './knowledge.base';
import type { Passage } from './passage';
import { inTimeSlices } from './time-slices';

/** The blog as the assistant reads it: the posts, and a counter that moves when they change. */
export interface BlogSource {
  list(): Promise<readonly BlogDoc[]>;
  readonly contentVersion: number;
  /** Called after the posts changed (here or, through the event bus, on another instance). */
  onChange?(listener: () => void): () => void;
}

export interface SiteKnowledgeOptions {
  /** Up to this many changed articles are applied to the live index at once; more, rebuilt aside. */
  inPlaceLimit?: number;
  /** The longest the indexing holds the event loop before letting requests through. */
  sliceMs?: number;
}

/** The search index and the quotable figures, always replaced together. */
interface Snapshot {
  kb: KnowledgeBase;
  figures: FigureGuard;
}

/** The plain text of an article: what its figures and words are read from. */
function textsOf(post: BlogDoc): string[] {
  return [post.title, post.excerpt, post.content.replace(/<[^>]+>/g, ' ')];
}

function sameArticle(a: BlogDoc, b: BlogDoc): boolean {
  return (
    a.title === b.title &&
    a.excerpt === b.excerpt &&
    a.content === b.content &&
    a.category === b.category
  );
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
  private current: Snapshot = this.emptySnapshot();
  /** The articles the current snapshot holds, by slug. */
  private indexed = new Map<string, BlogDoc>();
  private blogVersion: number | undefined;
  private refreshing: Promise<void> | undefined;
  private readonly wordListeners: ((texts: readonly string[]) => void)[] = [];
  private readonly inPlaceLimit: number;
  private readonly sliceMs: number;

  constructor(
    private readonly blog?: BlogSource,
    private readonly onError: (error: unknown) => void = () => undefined,
    options: SiteKnowledgeOptions = {},
  ) {
    this.inPlaceLimit = options.inPlaceLimit ?? 20;
    this.sliceMs = options.sliceMs ?? 10;
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
   * later), starting with those already indexed: their words are real words.
   */
  onArticleTexts(listener: (texts: readonly string[]) => void): void {
    this.wordListeners.push(listener);
    for (const post of this.indexed.values()) listener(textsOf(post));
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
      const posts = await this.blog!.list();
      const { added, removed } = this.diff(posts);
      if (added.length + removed.length <= this.inPlaceLimit) {
        this.applyInPlace(added, removed);
      } else {
        this.current = await this.buildAside(posts);
      }
      this.indexed = new Map(posts.map((post) => [post.slug, post]));
      this.blogVersion = version;
      return true;
    } catch (error) {
      this.onError(error);
      return false;
    }
  }

  /** Articles new or changed since the last update, and the old versions that go. */
  private diff(posts: readonly BlogDoc[]): { added: BlogDoc[]; removed: BlogDoc[] } {
    const added: BlogDoc[] = [];
    const removed: BlogDoc[] = [];
    const present = new Set<string>();
    for (const post of posts) {
      present.add(post.slug);
      const before = this.indexed.get(post.slug);
      if (before && sameArticle(before, post)) continue;
      if (before) removed.push(before);
      added.push(post);
    }
    for (const [slug, post] of this.indexed) if (!present.has(slug)) removed.push(post);
    return { added, removed };
  }

  /** A few articles: changed in the live index at once (a few milliseconds). */
  private applyInPlace(added: readonly BlogDoc[], removed: readonly BlogDoc[]): void {
    const { kb, figures } = this.current;
    for (const post of removed) {
      kb.removePost(post.slug);
      figures.forget(textsOf(post));
    }
    for (const post of added) {
      kb.addPost(post);
      figures.learn(textsOf(post));
      this.announceTexts(post);
    }
  }

  /** Every article indexed into a new snapshot, a time slice at a time; replies use the old. */
  private async buildAside(posts: readonly BlogDoc[]): Promise<Snapshot> {
    const next = this.emptySnapshot();
    await inTimeSlices(
      posts,
      (post) => {
        next.kb.addPost(post);
        next.figures.learn(textsOf(post));
        const before = this.indexed.get(post.slug);
        if (!before || !sameArticle(before, post)) this.announceTexts(post);
      },
      this.sliceMs,
    );
    return next;
  }

  private emptySnapshot(): Snapshot {
    return { kb: new KnowledgeBase(this.fixedPassages), figures: new FigureGuard(contentCorpus()) };
  }

  private announceTexts(post: BlogDoc): void {
    if (this.wordListeners.length === 0) return;
    const texts = textsOf(post);
    for (const listener of this.wordListeners) listener(texts);
  }
}
