import { servicePage } from './index';

/**
 * Standard landman usage: a vertical Pugh clause releases acreage (lands) outside the pooled unit
 * at the end of the primary term; a horizontal Pugh clause releases depths. The page once had
 * them the other way round, contradicting the site's own articles and repeated by the chat.
 */
describe('the Pugh clause answer on /services/oil-gas-leasing', () => {
  const answer =
    servicePage('oil-gas-leasing').faqs.find((item) => /Pugh clause\?$/.test(item.question))
      ?.answer ?? '';

  it('says a vertical Pugh clause releases acreage outside the unit at the end of the primary term', () => {
    expect(answer).toMatch(
      /vertical Pugh clause releases the acreage outside a pooled unit at the end of the primary term/,
    );
  });

  it('says a horizontal Pugh clause releases depths', () => {
    expect(answer).toMatch(/horizontal \(depth\) Pugh clause releases the depths below/);
  });

  it('never states the reverse', () => {
    expect(answer).not.toMatch(/horizontal[^.]{0,40}Pugh clause releases[^.]{0,20}acreage/i);
    expect(answer).not.toMatch(
      /vertical[^.]{0,40}Pugh clause releases[^.]{0,40}(depth|formation)/i,
    );
  });
});
