import { editDistance } from './edit-distance';
import { SpellingCorrector, deletions } from './spelling';
import { isEnglishWord } from './english-words';
import { MessageAnalyzer } from '../entities/message.analyzer';

/** The old way: compare the word with the whole vocabulary. */
function fullScan(vocabulary: string[], word: string): string {
  const max = word.length >= 8 ? 2 : 1;
  let best = word;
  let bestDistance = max + 1;
  for (const candidate of vocabulary.filter((w) => w.length >= 4)) {
    const d = editDistance(word, candidate, max);
    if (
      d < bestDistance ||
      (d === bestDistance && candidate[0] === word[0] && best[0] !== word[0])
    ) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= max ? best : word;
}

describe('the indexed spelling corrector', () => {
  const vocabulary = [
    'lease',
    'leases',
    'heirship',
    'curative',
    'schedule',
    'royalty',
    'royalties',
    'suspense',
    'shreveport',
    'midland',
    'pooling',
    'division',
  ];
  const corrector = new SpellingCorrector(vocabulary, []);

  it('lists deletions up to the edit distance', () => {
    expect([...deletions('abc', 1)].sort()).toEqual(['ab', 'abc', 'ac', 'bc']);
  });

  it('corrects exactly as a scan of the whole vocabulary would', () => {
    const typos = [
      'leese',
      'hiership',
      'curitive',
      'shcedule',
      'royalites',
      'suspence',
      'shrevport',
      'midlnd',
      'poolng',
      'divison',
      'zzzz',
      'leasse',
      'heirshipp',
    ];
    for (const typo of typos) expect(corrector.correctWord(typo)).toBe(fullScan(vocabulary, typo));
  });

  it('leaves known words and short words alone', () => {
    const withKnown = new SpellingCorrector(vocabulary, ['please']);
    expect(withKnown.correctWord('please')).toBe('please');
    expect(withKnown.correctWord('lse')).toBe('lse');
  });
});

describe('real English words are never corrected', () => {
  it('leaves a word of the English lexicon alone, however close to a domain word', () => {
    const corrector = new SpellingCorrector(['costs', 'lease', 'curative'], [], isEnglishWord);
    // "posts" and "rough" are words; "leese" and "curitive" are typos.
    expect(corrector.correctWord('posts')).toBe('posts');
    expect(corrector.correctWord('rough')).toBe('rough');
    expect(corrector.correctWord('leese')).toBe('lease');
    expect(corrector.correctWord('curitive')).toBe('curative');
  });

  it('reads a visitor message with its real words kept and its typos corrected', () => {
    const analysis = new MessageAnalyzer().analyze('who posts the leese records');
    expect(analysis.text).toBe('who posts the lease records');
  });
});
