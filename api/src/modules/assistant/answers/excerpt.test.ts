import { indexTerms } from '../knowledge/knowledge.base';
import type { Passage } from '../knowledge/passage';
import { excerpt } from './excerpt';

const passage = (text: string): Passage => ({
  id: 'blog:test:1',
  kind: 'article',
  title: 'Test',
  text,
  href: '/blog/test',
  label: 'Test',
  page: 'Test',
  source: 'blog',
});

// Two sentences of about 145 and 195 characters: together past the plain 320-character excerpt.
const defines =
  'A widget clause, named for the county clerk who drafted an early version, limits how much of a tract can be held by one producing well in a unit.';
const goesOn =
  'Without one, a single producing well in a small unit can hold the whole tract and every formation under it, including the acreage that lies outside the unit, for as long as that one well keeps producing.';
const unrelated =
  'Sunsets over the prairie are long in summer, and the courthouse closes early on Fridays for the county fair and its barbecue contest.';

describe('the excerpt that answers', () => {
  it('keeps the next sentence when it goes on about what was asked', () => {
    const terms = indexTerms('do I need a widget clause that limits a unit');
    expect(excerpt(passage(`${defines} ${goesOn}`), terms)).toBe(`${defines} ${goesOn}`);
  });

  it('leaves out a long next sentence that shares nothing with the question', () => {
    const terms = indexTerms('does my lease need a widget clause');
    expect(excerpt(passage(`${defines} ${unrelated}${unrelated.slice(0, 60)}`), terms)).toBe(
      defines,
    );
  });
});

describe('a card whose bullets are short sentences', () => {
  it('quotes the run of bullets together, not only the first', () => {
    const lead =
      'Crossings of public land need papers from the agency that holds it, not a landowner signature.';
    const bullets = 'Federal grant forms. County road permits. Railroad crossing licences.';
    const terms = indexTerms('what papers for crossing public land');
    expect(excerpt(passage(`${lead} ${bullets}`), terms)).toBe(`${lead} ${bullets}`);
  });
});

describe('a sentence that goes on from the one before it', () => {
  it('is quoted with that one ("And if ..." never opens an answer)', () => {
    const before = 'If the owners sell, the widget clause decides which acres go with the sale.';
    const after = 'And if the owners keep the widget acres, the clause decides which stay leased.';
    const terms = indexTerms('what if the owners keep the widget acres leased');
    expect(excerpt(passage(`${unrelated} ${before} ${after}`), terms)).toBe(`${before} ${after}`);
  });
});

describe('a short sentence that points back ("... should show them.")', () => {
  it('is quoted with the sentence it stands on', () => {
    const before =
      'Widget taxes are taken from each royalty check at the state rate, lower for a new well in its first years.';
    const after = 'Your widget statement should show them.';
    const terms = indexTerms('why does my widget statement show less');
    expect(excerpt(passage(`${unrelated} ${before} ${after}`), terms)).toBe(`${before} ${after}`);
  });
});

describe("an article summary's list of sections", () => {
  it('never leads an excerpt, however many of the words it shares', () => {
    const text =
      'Widget clauses end leases early. Here is how they work. The article goes through: Widget clauses; Widget clause leases; Widget clause endings.';
    const quoted = excerpt(passage(text), indexTerms('widget clause leases'));
    expect(quoted.startsWith('The article goes through')).toBe(false);
    expect(quoted).toMatch(/^Widget clauses end leases early\./);
  });
});
