/**
 * The knowledge base as it was before article preselection (main at e6f6e64), kept only so
 * `npm run bench:knowledge` can print its figures beside the current class in the same run.
 */
import type { LocationSlug, ServiceSlug } from '@landman/content';
import MiniSearch from 'minisearch';
import { normalize } from '../src/modules/assistant/text/normalize';
import { stem } from '../src/modules/assistant/text/stem';
import { blogPassages, type BlogDoc } from '../src/modules/assistant/knowledge/blog.passages';
import type { Passage } from '../src/modules/assistant/knowledge/passage';
import { stopwords } from '../src/modules/assistant/knowledge/stopwords';

interface SearchOptions {
  service?: ServiceSlug;
  location?: LocationSlug;
  sources?: readonly Passage['source'][];
  limit?: number;
}

interface SearchHit {
  passage: Passage;
  score: number;
  /** Query terms (processed) that this passage matched. */
  matched: readonly string[];
  /** Distinct meaningful terms in the query. */
  queryTerms: readonly string[];
}

/** Index terms: normal form, plurals folded, stop words dropped (same for documents and queries). */
function indexTerms(text: string): string[] {
  return normalize(text)
    .split(' ')
    .filter((t) => t && !stopwords.has(t))
    .map(stem);
}

/** FAQs are written as answers to visitor questions, so they win close calls. */
const kindBoost: Partial<Record<Passage['kind'], number>> = {
  faq: 1.3,
  overview: 1.15,
  callout: 1.1,
  legal: 0.9,
  // The pages are the practice's own answers; articles go deeper but rank just behind them.
  article: 0.85,
};

/**
 * Full-text search over the site's passages (MiniSearch: BM25 ranking, prefix and fuzzy terms).
 * Fixed pages are indexed once; articles are added and removed one at a time (SiteKnowledge
 * decides when, and builds a fresh base in the background for large changes).
 */
export class BaselineKnowledgeBase {
  private readonly index = new MiniSearch<Passage>({
    fields: ['title', 'text', 'page'],
    idField: 'id',
    tokenize: (text) => text.split(/[\s\-/]+/),
    processTerm: (term) => {
      const terms = indexTerms(term);
      return terms.length > 0 ? terms : null;
    },
  });
  private readonly passages = new Map<string, Passage>();
  /** The passage ids of each indexed article, so one article can be dropped on its own. */
  private readonly postIds = new Map<string, string[]>();

  constructor(fixed: readonly Passage[]) {
    this.add(fixed);
  }

  /** Indexes one fixed passage (a page's): for building a base a slice at a time. */
  addPassage(passage: Passage): void {
    this.add([passage]);
  }

  /** Indexes one article (replacing what was indexed under its slug). */
  addPost(post: BlogDoc): void {
    this.removePost(post.slug);
    const fresh = blogPassages(post);
    this.postIds.set(
      post.slug,
      fresh.map((p) => p.id),
    );
    this.add(fresh);
  }

  /** Drops one article's passages; MiniSearch vacuums the discarded entries later, in batches. */
  removePost(slug: string): void {
    const ids = this.postIds.get(slug);
    if (!ids) return;
    this.index.discardAll(ids);
    for (const id of ids) this.passages.delete(id);
    this.postIds.delete(slug);
  }

  get size(): number {
    return this.passages.size;
  }

  get(id: string): Passage | undefined {
    return this.passages.get(id);
  }

  all(): IterableIterator<Passage> {
    return this.passages.values();
  }

  search(query: string, options: SearchOptions = {}): SearchHit[] {
    const queryTerms = [...new Set(indexTerms(query))];
    if (queryTerms.length === 0) return [];
    const results = this.index.search(queryTerms.join(' '), {
      boost: { title: 2, page: 1.5 },
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: 'OR',
      boostDocument: (id: string) => kindBoost[this.passages.get(id)?.kind ?? 'intro'] ?? 1,
      filter: (result) => {
        const p = this.passages.get(result.id as string);
        if (!p) return false;
        if (options.service && p.service !== options.service) return false;
        if (options.location && p.location !== options.location) return false;
        return !options.sources || options.sources.includes(p.source);
      },
    });
    return results.slice(0, options.limit ?? 5).map((r) => ({
      passage: this.passages.get(r.id as string)!,
      score: r.score,
      matched: [...new Set(r.queryTerms)],
      queryTerms,
    }));
  }

  private add(passages: readonly Passage[]): void {
    for (const p of passages) this.passages.set(p.id, p);
    this.index.addAll(passages);
  }
}
