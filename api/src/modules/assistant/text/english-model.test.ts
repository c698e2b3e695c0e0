import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { contentStrings } from './content-corpus';
import { leanEnglishModel } from './english-model';
import { EnglishReader, isEnglishWord, nounsOf } from './english-words';

/**
 * The lean load of wink's English model reads as the package's own load does: the same tokens,
 * the same part-of-speech tags, the same lexicon; a new version of the model that the lean
 * loader reads otherwise fails here.
 */
describe("the lean load of wink's English model", () => {
  const full = winkNLP(model);
  const lean = winkNLP(leanEnglishModel(), ['pos']);
  const sentences = [
    ...contentStrings,
    'somebody said the operator never filed a P-4, is that allowed',
    "How long does a lease check take in Midland? I'd like it by Friday, can't wait.",
    'My late grandmother left us mineral rights in Reeves County; who do we call?',
  ];

  it('tags every word of the site as the full model does', () => {
    for (const text of sentences) {
      const a = full.readDoc(text).tokens();
      const b = lean.readDoc(text).tokens();
      expect([text, b.out(lean.its.normal), b.out(lean.its.pos)]).toEqual([
        text,
        a.out(full.its.normal),
        a.out(full.its.pos),
      ]);
    }
  });

  it('knows the same words', () => {
    const fullLexicon = full.readDoc('');
    const words = new Set(sentences.flatMap((text) => full.readDoc(text).tokens().out()));
    for (const word of [...words, 'posts', 'gathering', 'courthouse', 'costz', 'P-4', "can't"]) {
      expect([word, isEnglishWord(word)]).toEqual([word, !fullLexicon.isOOV(word)]);
    }
  });

  it('reads the nouns of a message', () => {
    expect(nounsOf('How long does a lease check take in Midland?')).toEqual([
      'lease',
      'check',
      'midland',
    ]);
  });

  it('reads the model afresh once it has met too many words outside its lexicon', () => {
    const reader = new EnglishReader(5);
    expect(reader.nounsOf('the zorbleflax and the quimbleton')).toEqual([
      'zorbleflax',
      'quimbleton',
    ]);
    expect(reader.loads).toBe(1);
    reader.nounsOf('a snarfwidget, a blorptank, a glimmerpod and a fizzlecrank');
    expect(reader.loads).toBe(1);
    // Six words met: the next reading starts from a fresh model and reads as before.
    expect(reader.nounsOf('How long does a lease check take in Midland?')).toEqual([
      'lease',
      'check',
      'midland',
    ]);
    expect(reader.loads).toBe(2);
    expect(reader.isEnglishWord('courthouse')).toBe(true);
    expect(reader.isEnglishWord('zorbleflax')).toBe(false);
  });
});
