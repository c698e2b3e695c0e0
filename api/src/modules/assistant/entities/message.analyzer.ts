import type { ServiceSlug } from '@landman/content';
import { normalize } from '../text/normalize';
import { toPlainText } from '../text/plain-text';
import { SpellingCorrector } from '../text/spelling';
import { isEnglishWord } from '../text/english-words';
import { stemText } from '../text/stem';
import { chatWords } from '../text/chat-words';
import { contentStrings } from '../text/content-corpus';
import { intentVocabulary } from '../text/intent.vocabulary';
import type { Entities } from './entities';
import { EntityExtractor } from './entity.extractor';
import { jargonIn, type JargonTerm } from './jargon.lexicon';
import { locationTerms } from './location.lexicon';
import { multiWordCountyPhrases } from './multi-word-counties';
import { serviceTerms } from './service.lexicon';
import { otherCities, stateTerms } from './state.lexicon';

/** One visitor message, read once and shared by intents, answers and flows. */
export interface MessageAnalysis {
  /** The message as plain text (markup removed), for values the visitor gives us. */
  plain: string;
  /** Normalised and spell-corrected: what intent rules match against. */
  text: string;
  /** `text` with plurals folded, tokenised: what lexicons match against. */
  tokens: string[];
  entities: Entities;
  /** Industry terms (NRI, Pugh clause, pooling...) the message uses. */
  jargon: JargonTerm[];
}

const words = (phrases: Iterable<string>): string[] =>
  [...phrases].flatMap((p) => normalize(p).split(' ')).filter(Boolean);

export class MessageAnalyzer {
  private readonly corrector: SpellingCorrector;
  private readonly extractor = new EntityExtractor();

  constructor() {
    const vocabulary = [
      ...intentVocabulary,
      ...words(serviceTerms.flatMap((t) => t.phrases)),
      ...words(locationTerms.map((t) => t.phrase)),
      ...words(stateTerms.map((t) => t.phrase)),
      ...words(otherCities.map((c) => c.city)),
      ...words(multiWordCountyPhrases),
    ];
    this.corrector = new SpellingCorrector(
      vocabulary,
      [...words(contentStrings), ...chatWords],
      isEnglishWord,
    );
  }

  /** Adds the words of published text (new articles) to the words never corrected. */
  learnWords(texts: Iterable<string>): void {
    this.corrector.learn(words(texts));
  }

  analyze(message: string): MessageAnalysis {
    const plain = toPlainText(message);
    // "tyler@austin.com" is an address, not two places: addresses and links are not read for meaning.
    const prose = plain.replace(/\S+@\S+|\bhttps?:\/\/\S+|\bwww\.\S+/gi, ' ');
    const text = this.corrector.correct(normalize(prose));
    const tokens = stemText(text).split(' ').filter(Boolean);
    const entities = this.extractor.extract(tokens, prose);
    return {
      plain,
      text,
      tokens,
      entities: { ...entities, services: this.askedFirst(entities.services, prose) },
      jargon: jargonIn(text),
    };
  }

  /**
   * "... the estate never probated anything ... Bottom line: can you run title and cure what you
   * find?": of several services a long message names, the ones its last question names lead;
   * the story before it is context.
   */
  private askedFirst(services: ServiceSlug[], prose: string): ServiceSlug[] {
    if (services.length < 2) return services;
    const sentences = prose.split(/(?<=[.!?])\s+/).filter(Boolean);
    const question = sentences.filter((s) => s.trim().endsWith('?')).pop();
    if (!question || sentences.length < 2) return services;
    const text = this.corrector.correct(normalize(question));
    const tokens = stemText(text).split(' ').filter(Boolean);
    const asked = this.extractor.extract(tokens, question).services;
    return [
      ...asked.filter((s) => services.includes(s)),
      ...services.filter((s) => !asked.includes(s)),
    ];
  }
}
