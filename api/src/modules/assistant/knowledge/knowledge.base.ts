import type { LocationSlug, ServiceSlug } from '@landman/content';
import MiniSearch from 'minisearch';
import { ArticlePreselection } from './article-preselection';
import { blogPassages, type BlogDoc } from './blog.passages';
import type { Passage } from './passage';
import { indexTerms, termMatching, textIndexing } from './index-terms';
import { isAcronymShape, spelledOutNames } from './acronyms';

export interface SearchOptions {
  service?: ServiceSlug;
  location?: LocationSlug;
  sources?: readonly Passage['source'][];
  limit?: number;
}

export interface SearchHit {
  passage: Passage;
  score: number;
  /** Query terms (processed) that this passage matched. */
  matched: readonly string[];
  /** Distinct meaningful terms in the query. */
  queryTerms: readonly string[];
}

export { indexTerms };

/** FAQs are written as answers to visitor questions, so they win close calls. */
const kindBoost: Partial<Record<Passage['kind'], number>> = {
  faq: 1.3,
  overview: 1.15,
  callout: 1.1,
  legal: 0.9,
  // The pages are the practice's own answers; articles go deeper but rank just behind them.
  article: 0.85,
};

/** What a search reads of each passage while scoring, kept beside the index (see `search`). */
type ScoredFields = Pick<Passage, 'kind' | 'source' | 'service' | 'location'> & {
  /** The article a passage belongs to (none for a page's passage). */
  post?: string;
};

/**
 * How many of the best-matching articles have their passages scored for a query: every article
 * of a blog this size or smaller (the real one has 17), a bounded number however large it grows.
 */
export const candidateArticles = 30;

/**
 * Full-text search over the site's passages (MiniSearch: BM25 ranking, prefix and fuzzy terms).
 * Fixed pages are indexed once; articles are added and removed one at a time (SiteKnowledge
 * decides when, and builds a fresh base in the background for large changes).
 *
 * With a large blog, a search first picks the articles that match the query best (an index of
 * whole articles) and scores only their passages beside the pages': the others are skipped
 * before BM25, result objects and the sort, which is where a search's time went. Scores are
 * unchanged: every passage stays in one index, so its statistics are the full site's.
 */
export class KnowledgeBase {
  private readonly index = new MiniSearch<Passage>({
    fields: ['title', 'text', 'page'],
    idField: 'id',
    // Scoring calls boostDocument for every passage holding every query term: it reads the
    // kind from MiniSearch's stored fields (by its numeric id) rather than the passages map (by
    // string id), which was the largest single cost of a search over thousands of articles.
    storeFields: ['kind', 'source', 'service', 'location', 'post'],
    extractField: (passage, field) =>
      field === 'post' ? this.postOf(passage.id) : (passage[field as keyof Passage] as string),
    ...textIndexing,
  });
  private readonly articles = new ArticlePreselection();
  private readonly passages = new Map<string, Passage>();
  /** The passage ids of each indexed article, so one article can be dropped on its own. */
  private readonly postIds = new Map<string, string[]>();
  /** pagesNaming's answers, until the passages change. */
  private readonly pageCounts = new Map<string, number>();
  /** The names the site spells out, by their initials (spelledOut), until the passages change. */
  private spellings: Map<string, string> | undefined;

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
    this.articles.add(post.slug, fresh);
  }

  /** Drops one article's passages; MiniSearch vacuums the discarded entries later, in batches. */
  removePost(slug: string): void {
    const ids = this.postIds.get(slug);
    if (!ids) return;
    this.index.discardAll(ids);
    this.pageCounts.clear();
    this.spellings = undefined;
    this.articles.discard(slug);
    for (const id of ids) this.passages.delete(id);
    this.postIds.delete(slug);
  }

  /**
   * How many pages (an article counts as one) have a passage with this index term, exactly as
   * written, in its text or (`title`) in its heading: a term few pages name says what a question
   * is about better than common words do.
   */
  pagesNaming(term: string, fields: 'title' | 'text' = 'text'): number {
    const key = `${fields}:${term}`;
    let count = this.pageCounts.get(key);
    if (count === undefined) {
      const pages = new Set<string>();
      for (const r of this.index.search(term, {
        fields: fields === 'title' ? ['title'] : ['title', 'text'],
        prefix: false,
        fuzzy: false,
      })) {
        const passage = this.passages.get(r.id as string);
        if (passage) pages.add(passage.href.split('#')[0]!);
      }
      count = pages.size;
      this.pageCounts.set(key, count);
    }
    return count;
  }

  get size(): number {
    return this.passages.size;
  }

  /** How many pages the base holds (an article counts as one): the scale of `pagesNaming`. */
  get pageCount(): number {
    let count = this.pageCounts.get('pages');
    if (count === undefined) {
      count = new Set([...this.passages.values()].map((p) => p.href.split('#')[0]!)).size;
      this.pageCounts.set('pages', count);
    }
    return count;
  }

  /**
   * How much a matched term says about what a question is about: high for a term few pages
   * name ("compression"), low for one most pages name ("royalty"). An inverse page frequency.
   */
  rarity(term: string): number {
    return Math.sqrt(Math.log(1 + this.pageCount / Math.max(1, this.pagesNaming(term))));
  }

  /** How the site spells out an acronym ("BLM": "Bureau of Land Management"), if it does. */
  spelledOut(acronym: string): string | undefined {
    if (!isAcronymShape(acronym)) return undefined;
    this.spellings ??= spelledOutNames(
      [...this.passages.values()].map((p) => `${p.title}. ${p.text}`),
    );
    return this.spellings.get(acronym.toUpperCase());
  }

  /**
   * How the section a passage sits in opens: its first passages under the same heading of the
   * same page, joined until they say at least `minChars` ("Stepped-up basis" opens with what
   * basis is, then what inheriting does to it). The first passage's id and link.
   */
  sectionOpening(passage: Passage, minChars = 400): Passage {
    if (!passage.heading) return passage;
    const order = (p: Passage) => Number(/:(\d+)$/.exec(p.id)?.[1] ?? Infinity);
    const section = [...this.passages.values()]
      .filter((p) => p.heading === passage.heading && p.page === passage.page)
      .sort((a, b) => order(a) - order(b));
    const opening: Passage[] = [];
    for (const p of section) {
      if (opening.map((o) => o.text).join(' ').length >= minChars) break;
      opening.push(p);
    }
    const [first] = opening;
    if (!first) return passage;
    return { ...first, text: opening.map((o) => o.text).join(' ') };
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
    const scoped = !!(options.service || options.location || options.sources);
    const candidates = this.candidates(queryTerms, options);
    const results = this.index.search(queryTerms.join(' '), {
      ...termMatching,
      boost: { title: 2, page: 1.5 },
      // Zero skips a passage before it is scored.
      boostDocument: (_id, _term, stored) => {
        const fields = stored as ScoredFields;
        if (fields.post && candidates && !candidates.has(fields.post)) return 0;
        return kindBoost[fields.kind] ?? 1;
      },
      filter: scoped ? (result) => inScope(result as unknown as ScoredFields, options) : undefined,
    });
    return results.slice(0, options.limit ?? 5).map((r) => ({
      passage: this.passages.get(r.id as string)!,
      score: r.score,
      matched: [...new Set(r.queryTerms)],
      queryTerms,
    }));
  }

  /**
   * The articles whose passages a search scores: all (undefined) while the blog is small, none
   * when the scope rules articles out, else the best-matching few.
   */
  private candidates(
    queryTerms: readonly string[],
    options: SearchOptions,
  ): Set<string> | undefined {
    // Articles belong to no service or place.
    const articlesInScope =
      !options.service &&
      !options.location &&
      (!options.sources || options.sources.includes('blog'));
    if (!articlesInScope) return new Set();
    if (this.postIds.size <= candidateArticles) return undefined;
    return this.articles.best(queryTerms, candidateArticles);
  }

  /** The slug of the article a passage id belongs to ("blog:<slug>:<n>"). */
  private postOf(id: string): string | undefined {
    return id.startsWith('blog:') ? id.split(':')[1] : undefined;
  }

  private add(passages: readonly Passage[]): void {
    this.pageCounts.clear();
    this.spellings = undefined;
    for (const p of passages) this.passages.set(p.id, p);
    this.index.addAll(passages);
  }
}

function inScope(p: ScoredFields, options: SearchOptions): boolean {
  if (options.service && p.service !== options.service) return false;
  if (options.location && p.location !== options.location) return false;
  return !options.sources || options.sources.includes(p.source);
}
