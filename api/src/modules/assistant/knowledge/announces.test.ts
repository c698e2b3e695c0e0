import { blogPassages } from './blog.passages';
import { announces } from './announces';

describe('a sentence that announces what follows', () => {
  it.each([
    'These are the checks I run first.',
    'Here is what to gather:',
    'The steps are as follows.',
  ])('announces: %s', (sentence) => expect(announces(sentence)).toBe(true));

  it.each(['These checks take a day.', 'A lease ends when production stops.'])(
    'does not: %s',
    (sentence) => expect(announces(sentence)).toBe(false),
  );

  it("gives an article's summary the headings of its sections", () => {
    const [summary] = blogPassages({
      slug: 'widgets',
      title: 'Widgets',
      excerpt: 'Widgets fail in a few ways. These are the ones I see most.',
      content:
        '## Cracked housings\n\nA cracked housing lets water in over a season or two.\n\n## Worn gears\n\nWorn gears slip under load and strip their teeth within weeks.',
      category: 'Guides',
    });
    expect(summary!.text).toBe(
      'Widgets fail in a few ways. These are the ones I see most. The article goes through: Cracked housings; Worn gears.',
    );
  });

  it('leaves a summary that announces nothing as it was', () => {
    const [summary] = blogPassages({
      slug: 'w',
      title: 'W',
      excerpt: 'Widgets fail in a few ways.',
      content:
        '## A\n\nA long enough paragraph about the first way widgets fail in the field.\n\n## B\n\nAnother long enough paragraph about the second way they fail in the field.',
      category: 'Guides',
    });
    expect(summary!.text).toBe('Widgets fail in a few ways.');
  });
});
