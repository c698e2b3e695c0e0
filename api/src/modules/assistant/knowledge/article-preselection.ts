import MiniSearch from 'minisearch';
import { textIndexing, termMatching } from './index-terms';
import type { Passage } from './passage';

/** An article as one search document: its title and headings, and every passage's text. */
interface ArticleDoc {
  slug: string;
  title: string;
  text: string;
}

/**
 * The articles as whole documents, to choose whose passages a query scores. One document per
 * article holds each word once per article rather than once per paragraph, so ranking 5,000
 * articles costs a fraction of scoring their 85,000 passages. An article matches every word
 * any of its passages matches, so the best passage of a query is in one of its best articles.
 */
export class ArticlePreselection {
  private readonly index = new MiniSearch<ArticleDoc>({
    fields: ['title', 'text'],
    idField: 'slug',
    ...textIndexing,
  });

  add(slug: string, passages: readonly Passage[]): void {
    this.index.add({
      slug,
      title: [...new Set(passages.map((p) => p.title))].join(' '),
      text: passages.map((p) => p.text).join(' '),
    });
  }

  /** Drops an article; MiniSearch vacuums the discarded entries later, in batches. */
  discard(slug: string): void {
    this.index.discard(slug);
  }

  /** The slugs of the `count` articles that match the (index) terms best. */
  best(queryTerms: readonly string[], count: number): Set<string> {
    const results = this.index.search(queryTerms.join(' '), {
      ...termMatching,
      boost: { title: 2 },
    });
    return new Set(results.slice(0, count).map((r) => r.id as string));
  }
}
