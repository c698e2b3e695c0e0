import { editDistance } from './edit-distance';

/**
 * Corrects typing mistakes in the words the assistant cares about ("heirship", "curative",
 * "schedule", place names). Only unknown words are touched: a word the site's content or everyday
 * English already knows ("please", "least") is never bent into a domain word.
 */
export class SpellingCorrector {
  private readonly vocabulary: readonly string[];

  private readonly known: Set<string>;

  constructor(vocabulary: Iterable<string>, knownWords: Iterable<string>) {
    this.vocabulary = [...new Set(vocabulary)].filter((w) => w.length >= 4);
    this.known = new Set([...knownWords, ...this.vocabulary]);
  }

  /** Words that are real (from new articles, say) and must no longer be corrected. */
  learn(words: Iterable<string>): void {
    for (const word of words) this.known.add(word);
  }

  correctWord(word: string): string {
    if (word.length < 4 || this.known.has(word) || /\d/.test(word)) return word;
    const max = word.length >= 8 ? 2 : 1;
    let best = word;
    let bestDistance = max + 1;
    for (const candidate of this.vocabulary) {
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
