import { termsOpening } from './jargon.lexicon';
import { MessageAnalyzer } from './message.analyzer';

const analyzer = new MessageAnalyzer();
const terms = (message: string) => analyzer.analyze(message).jargon.map((j) => j.term);

describe('industry terms in a message', () => {
  it.each([
    ['NRI vs ORRI??', ['NRI', 'ORRI']],
    ['what does HBP mean', ['HBP']],
    ['do you review JOAs', ['JOA']],
    ['is there an AMI in the deal', ['AMI']],
    ['does my lease need a pugh clause', ['Pugh clause']],
    ['shut-in payments', ['shut-in royalty']],
    ['someone wants to top lease me', ['top lease']],
    ['forced pooling notice', ['pooling']],
    ['my division order decimal is off', ['division order']],
    ['NRI vs WI on my division order', ['NRI', 'WI', 'division order']],
    ['whats a working interest', ['WI']],
    ['minerals in WI and Texas', []],
    ['the DTO came back with 12 reqs', ['DTO']],
    ['we need two AOHs recorded', ['AOH']],
    // Spelled out, as the site writes them, the terms are the same terms.
    ['the drilling title opinion lists 30 requirements', ['DTO']],
    ['who signs an affidavit of heirship', ['AOH']],
    ['got an AFE for the new well', ['AFE']],
    ['how long does a lease check take', []],
  ])('%s', (message, expected) => {
    expect(terms(message)).toEqual(expected);
  });

  it('maps each term to a service the site offers', () => {
    for (const j of analyzer.analyze(
      'nri orri joa ami hbp pugh shut in top lease pooling division order',
    ).jargon) {
      expect(j.service).toMatch(/^[a-z-]+$/);
      expect(j.expansion.length).toBeGreaterThan(0);
    }
  });
});

describe('terms a sentence opens with (how the site defines a term)', () => {
  it.each([
    ['a top lease takes effect only if the existing lease terminates', ['top lease']],
    ['working interest owners share in costs', ['WI']],
    ['owners often ask about a top lease', []],
  ])('%s', (sentence, expected) => {
    expect([...termsOpening(sentence)]).toEqual(expected);
  });
});
