import { FigureGuard } from '../guardrails/figure.guard';
import type { BlogDoc } from './blog.passages';
import { contentCorpus } from './content-corpus';
import { contentPassages } from './content.passages';
import { KnowledgeBase } from './knowledge.base';

/** The blog as the assistant reads it: the posts, and a counter that moves when they change. */
export interface BlogSource {
  list(): Promise<readonly BlogDoc[]>;
  readonly contentVersion: number;
}

/**
 * What the assistant knows: the search index over pages and articles, and the figures it may
 * quote. Both are rebuilt from the blog whenever the blog's content version moves, so a new
 * or edited article is searchable (and its figures quotable) without a restart.
 */
export class SiteKnowledge {
  readonly kb = new KnowledgeBase(contentPassages());
  private figureGuard = new FigureGuard(contentCorpus());
  private blogVersion: number | undefined;
  private blogTexts: readonly string[] = [];
  /** Increases each time the knowledge changes, so readers can pick up new words. */
  revision = 0;
  private refreshing: Promise<void> | undefined;

  constructor(
    private readonly blog?: BlogSource,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** The text of the current articles (for vocabularies built on published words). */
  get articleTexts(): readonly string[] {
    return this.blogTexts;
  }

  get figures(): FigureGuard {
    return this.figureGuard;
  }

  /** Re-reads the blog if it changed since the last read; a failed read keeps what we had. */
  async ensureFresh(): Promise<void> {
    if (!this.blog || this.blog.contentVersion === this.blogVersion) return;
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = undefined;
    });
    await this.refreshing;
  }

  private async refresh(): Promise<void> {
    const version = this.blog!.contentVersion;
    try {
      const posts = await this.blog!.list();
      this.kb.replaceBlog(posts);
      this.blogTexts = posts.flatMap((p) => [
        p.title,
        p.excerpt,
        p.content.replace(/<[^>]+>/g, ' '),
      ]);
      this.figureGuard = new FigureGuard([...contentCorpus(), ...this.blogTexts]);
      this.blogVersion = version;
      this.revision += 1;
    } catch (error) {
      this.onError(error);
    }
  }
}
