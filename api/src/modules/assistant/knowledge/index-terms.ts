import { formName, normalize } from '../text/normalize';
import { stem } from '../text/stem';
import { stopwords } from './stopwords';

/** Index terms: normal form, plurals folded, stop words dropped (same for documents and queries). */
export function indexTerms(text: string): string[] {
  return normalize(text)
    .split(' ')
    .filter((t) => t && !stopwords.has(t))
    .map(stem);
}

/**
 * Words as they appear in a text, mapped to their index terms. The same words recur in every
 * article, and normalizing and stemming them again was most of the cost of indexing one.
 */
const termCache = new Map<string, string[] | null>();
const termCacheLimit = 200_000;

function cachedIndexTerms(word: string): string[] | null {
  let terms = termCache.get(word);
  if (terms === undefined) {
    const computed = indexTerms(word);
    terms = computed.length > 0 ? computed : null;
    if (termCache.size >= termCacheLimit) termCache.clear();
    termCache.set(word, terms);
  }
  return terms;
}

/** How the knowledge base's MiniSearch indexes split and reduce text. */
export const textIndexing = {
  // Hyphens split words ("right-of-way"), except in a form's name ("P-4"), which normalize joins.
  tokenize: (text: string) => text.replace(formName, '$1$2').split(/[\s\-/]+/),
  processTerm: cachedIndexTerms,
};

/** Prefix and fuzzy matching as every search of the knowledge base does it. */
export const termMatching = {
  prefix: (term: string) => term.length >= 5,
  fuzzy: (term: string) => (term.length >= 6 ? 0.2 : false),
  combineWith: 'OR',
} as const;
