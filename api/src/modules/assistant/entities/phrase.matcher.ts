import { normalize } from '../text/normalize';
import { stemText } from '../text/stem';

export interface PhraseEntry<T> {
  phrase: string;
  value: T;
}

export interface PhraseMatch<T> {
  value: T;
  phrase: string;
  /** Token span [start, end) in the stemmed message. */
  start: number;
  end: number;
  /** Preceded by "not", "no" or "instead of": the visitor is ruling it out. */
  negated: boolean;
}

const negators = new Set(['not', 'no', 'nor', 'than']);

/**
 * Finds lexicon phrases in a message on word boundaries. Overlapping matches keep the longest
 * phrase ("Delaware Basin" beats "Delaware", "Oklahoma City" beats "Oklahoma"), so a place or a
 * service is recognised by its most specific name.
 */
export class PhraseMatcher<T> {
  private readonly byFirstToken = new Map<string, { tokens: string[]; entry: PhraseEntry<T> }[]>();

  constructor(entries: readonly PhraseEntry<T>[]) {
    for (const entry of entries) {
      const tokens = stemText(normalize(entry.phrase)).split(' ').filter(Boolean);
      if (tokens.length === 0) continue;
      const list = this.byFirstToken.get(tokens[0]!) ?? [];
      list.push({ tokens, entry });
      this.byFirstToken.set(tokens[0]!, list);
    }
  }

  /** All non-overlapping matches in message order; `stemmedTokens` come from the analyser. */
  match(stemmedTokens: readonly string[]): PhraseMatch<T>[] {
    const raw: PhraseMatch<T>[] = [];
    stemmedTokens.forEach((token, start) => {
      for (const { tokens, entry } of this.byFirstToken.get(token) ?? []) {
        if (tokens.every((t, k) => stemmedTokens[start + k] === t)) {
          raw.push({
            value: entry.value,
            phrase: entry.phrase,
            start,
            end: start + tokens.length,
            negated: isNegated(stemmedTokens, start),
          });
        }
      }
    });
    const longestFirst = [...raw].sort((a, b) => b.end - b.start - (a.end - a.start));
    const kept: PhraseMatch<T>[] = [];
    for (const m of longestFirst) {
      const clash = kept.some(
        (k) => m.start < k.end && k.start < m.end && !(k.start === m.start && k.end === m.end),
      );
      if (!clash) kept.push(m);
    }
    return kept.sort((a, b) => a.start - b.start);
  }
}

function isNegated(tokens: readonly string[], start: number): boolean {
  const before = tokens[start - 1];
  if (before && negators.has(before)) return true;
  if (tokens[start - 2] === 'instead' && before === 'of') return true;
  // "not the lease check", "not a title problem"
  const article = before === 'the' || before === 'a' || before === 'an' || before === 'my';
  return article && negators.has(tokens[start - 2] ?? '');
}
