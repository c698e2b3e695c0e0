import MiniSearch from 'minisearch';
import { indexTerms, termMatching, textIndexing } from './index-terms';

/** One short question indexed under an id, with the unit (taught answer, group) it belongs to. */
interface QuestionDoc {
  id: string;
  text: string;
}

export interface QuestionMatch<T> {
  value: T;
  /** The indexed question that matched best. */
  question: string;
  score: number;
  /** Share of the asked question's terms that the indexed question matched. */
  askedShare: number;
  /** Share of the indexed question's terms that the asked question matched. */
  indexedShare: number;
  matched: number;
}

/**
 * How closely two questions must agree to count as the same question: most of the words that
 * carry each one (index terms: stop words out, plurals folded, typos matched as the knowledge
 * base matches them), and at least two such words unless a question has only one.
 */
const minShare = 0.5;
const minMatched = 2;

/**
 * Short questions indexed the way the knowledge base indexes the site (the same terms, prefix
 * and fuzzy matching, BM25), so "the same question in other words" means what retrieval means by
 * it: taught answers' question forms, and visitors' questions grouped for the desk.
 */
export class QuestionIndex<T> {
  private readonly index = new MiniSearch<QuestionDoc>({
    fields: ['text'],
    idField: 'id',
    ...textIndexing,
  });
  private readonly entries = new Map<string, { value: T; text: string; terms: number }>();
  private next = 0;

  get size(): number {
    return this.entries.size;
  }

  /** Indexes one wording of `value`; wordings with no meaningful word are skipped. */
  add(text: string, value: T): void {
    const terms = new Set(indexTerms(text)).size;
    if (terms === 0) return;
    const id = String(this.next++);
    this.entries.set(id, { value, text, terms });
    this.index.add({ id, text });
  }

  /** The indexed questions that match `text`, best first, each unit once. */
  search(text: string, limit = 5): QuestionMatch<T>[] {
    const asked = [...new Set(indexTerms(text))];
    if (asked.length === 0 || this.entries.size === 0) return [];
    const seen = new Set<T>();
    const out: QuestionMatch<T>[] = [];
    for (const result of this.index.search(asked.join(' '), termMatching)) {
      const entry = this.entries.get(result.id as string)!;
      if (seen.has(entry.value)) continue;
      seen.add(entry.value);
      // Each matched query term counts once, however many of the question's words it matched.
      const matched = new Set(result.queryTerms).size;
      const indexedMatched = new Set(Object.keys(result.match)).size;
      out.push({
        value: entry.value,
        question: entry.text,
        score: result.score,
        matched,
        askedShare: matched / asked.length,
        indexedShare: Math.min(1, indexedMatched / entry.terms),
      });
      if (out.length >= limit) break;
    }
    return out;
  }

  /** The unit whose question is clearly the one asked (see `minShare`), if any. */
  clearMatch(text: string): QuestionMatch<T> | undefined {
    return this.search(text).find(isClear);
  }
}

export function isClear(match: QuestionMatch<unknown>): boolean {
  const enough =
    match.matched >= minMatched || (match.askedShare === 1 && match.indexedShare === 1);
  return enough && match.askedShare >= minShare && match.indexedShare >= minShare;
}
