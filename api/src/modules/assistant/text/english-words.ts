import { loadLeanEnglish, type LeanEnglish } from './english-model';

/**
 * wink-nlp with its English model's lexicon and part-of-speech tagger, loaded on first use (about
 * 80 ms) and kept for the process. wink keeps every word outside its lexicon that it meets (a
 * visitor's typo, name or number, about 180 bytes each: 3.6 MB at the limit) for good: past
 * `maxWordsMet` of them the model is read afresh, so a server that runs for months holds a
 * bounded copy.
 */
export class EnglishReader {
  private english: LeanEnglish | undefined;
  private lexicon: { isOOV(text: string): boolean } | undefined;
  /** How many times the model was read. */
  loads = 0;

  constructor(private readonly maxWordsMet = 20_000) {}

  private get nlp() {
    if (this.english && this.english.wordsMet() > this.maxWordsMet) {
      this.english = this.lexicon = undefined;
    }
    if (!this.english) {
      this.english = loadLeanEnglish();
      this.lexicon = this.english.nlp.readDoc('');
      this.loads++;
    }
    return this.english.nlp;
  }

  load(): void {
    void this.nlp;
  }

  isEnglishWord(word: string): boolean {
    this.load();
    return !this.lexicon!.isOOV(word);
  }

  nounsOf(message: string): string[] {
    const nlp = this.nlp;
    const tokens = nlp.readDoc(message).tokens();
    const words = tokens.out(nlp.its.normal);
    const tags = tokens.out(nlp.its.pos);
    return words.filter((_, i) => tags[i] === 'NOUN' || tags[i] === 'PROPN');
  }
}

const english = new EnglishReader();

/**
 * Loads the model now (a server's warm-up), so the first visitor's reply does not wait for it:
 * the spelling check and the noun reading load it on first use otherwise.
 */
export function loadEnglish(): void {
  english.load();
}

/**
 * Whether a word is in the English lexicon of wink-nlp's English model (87,593 lexemes with
 * their inflections: "posts", "gathering", "courthouse"). The spelling corrector leaves such words
 * alone: a real word is what the visitor meant, even one letter away from a word of the trade
 * ("posts" is not a typo of "costs").
 */
export function isEnglishWord(word: string): boolean {
  return english.isEnglishWord(word);
}

/**
 * The nouns and names in a message (lower case, as written), as wink-nlp's part-of-speech tagger reads
 * them ("a P-4", "compression", "courthouse"): the things a question is about, where "allowed" or
 * "somebody" only carry it.
 */
export function nounsOf(message: string): string[] {
  return english.nounsOf(message);
}
