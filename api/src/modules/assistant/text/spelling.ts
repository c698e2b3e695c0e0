import { editDistance } from './edit-distance';

/** Longest edit distance ever corrected (for words of 8 letters or more; 1 below that). */
const maxEdits = 2;

/** Every string made by deleting up to `edits` letters from `word` (the word itself included). */
export function deletions(word: string, edits: number): Set<string> {
  const found = new Set([word]);
  let frontier = [word];
  for (let step = 0; step < edits; step++) {
    const next: string[] = [];
    for (const w of frontier) {
      for (let i = 0; i < w.length; i++) {
        const d = w.slice(0, i) + w.slice(i + 1);
        if (!found.has(d)) {
          found.add(d);
          next.push(d);
        }
      }
    }
    frontier = next;
  }
  return found;
}

/**
 * Corrects typing mistakes in the words the assistant cares about ("heirship", "curative",
 * "schedule", place names). Only unknown words are touched: a word the site's content or everyday
 * English already knows ("please", "least") is never bent into a domain word.
 *
 * Candidates come from a symmetric-delete index (the SymSpell idea): every vocabulary word is
 * filed under the strings left after deleting up to two of its letters, so an unknown word is
 * compared only with the few words that share such a string, not with the whole vocabulary.
 * Two words within two edits always share one, so the answer is the same as a full scan.
 */
export class SpellingCorrector {
  private readonly vocabulary: readonly string[];
  private readonly known: Set<string>;
  /** Deletion string -> positions in `vocabulary` of the words it came from. */
  private readonly index = new Map<string, number[]>();

  constructor(
    vocabulary: Iterable<string>,
    knownWords: Iterable<string>,
    /**
     * Whether a word is a real word of the language (a general lexicon): such a word is what the
     * visitor meant and is never corrected, even one letter from a domain word ("posts" is not
     * "costs"). The known words only cover the site's text and chat words.
     */
    private readonly isWord: (word: string) => boolean = () => false,
  ) {
    this.vocabulary = [...new Set(vocabulary)].filter((w) => w.length >= 4);
    this.known = new Set([...knownWords, ...this.vocabulary]);
    this.vocabulary.forEach((word, position) => {
      for (const d of deletions(word, maxEdits)) {
        const list = this.index.get(d);
        if (list) list.push(position);
        else this.index.set(d, [position]);
      }
    });
  }

  /** Words that are real (from new articles, say) and must no longer be corrected. */
  learn(words: Iterable<string>): void {
    for (const word of words) this.known.add(word);
  }

  correctWord(word: string): string {
    if (word.length < 4 || this.known.has(word) || /\d/.test(word) || this.isWord(word)) {
      return word;
    }
    const max = word.length >= 8 ? 2 : 1;
    const positions = new Set<number>();
    for (const d of deletions(word, max)) {
      for (const p of this.index.get(d) ?? []) positions.add(p);
    }
    let best = word;
    let bestDistance = max + 1;
    // In vocabulary order, so ties resolve exactly as a scan of the whole vocabulary would.
    for (const position of [...positions].sort((a, b) => a - b)) {
      const candidate = this.vocabulary[position]!;
      const distance = editDistance(word, candidate, max);
      // Ties go to the candidate sharing the first letter: typos rarely hit the first key.
      if (
        distance < bestDistance ||
        (distance === bestDistance && candidate[0] === word[0] && best[0] !== word[0])
      ) {
        best = candidate;
        bestDistance = distance;
      }
    }
    return bestDistance <= max ? best : word;
  }

  correct(normalized: string): string {
    return normalized
      ? normalized
          .split(' ')
          .map((w) => this.correctWord(w))
          .join(' ')
      : '';
  }
}
