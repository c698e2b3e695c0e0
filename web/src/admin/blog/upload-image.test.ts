import { imageMarkdown, insertBlock } from './upload-image';

describe('placing an uploaded picture in the article', () => {
  const image = { id: 'x', alt: 'A [draft] map\nof the tract', src: '/media/blog/x-1600.webp' };

  it('writes Markdown the renderer turns into the picture, alt text escaped onto one line', () => {
    expect(imageMarkdown(image)).toBe('![A \\[draft\\] map of the tract](/media/blog/x-1600.webp)');
  });

  it('puts it on a paragraph of its own where the cursor is', () => {
    expect(insertBlock('', '![a](b)')).toBe('![a](b)\n');
    expect(insertBlock('First.', '![a](b)')).toBe('First.\n\n![a](b)\n');
    expect(insertBlock('First.\n\nSecond.', '![a](b)', 6)).toBe('First.\n\n![a](b)\n\nSecond.');
    expect(insertBlock('First.\n\nSecond.', '![a](b)', 7)).toBe('First.\n\n![a](b)\n\nSecond.');
    expect(insertBlock('One line', '![a](b)', 3)).toBe('One\n\n![a](b)\n\n line');
  });
});
