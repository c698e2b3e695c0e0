import { applyMarkdownFormat } from './markdown-format';

describe('the Markdown toolbar', () => {
  it('wraps the selected words in bold or italics, keeping them selected', () => {
    expect(applyMarkdownFormat('Check the decimal first', 10, 17, 'bold')).toEqual({
      text: 'Check the **decimal** first',
      selectionStart: 12,
      selectionEnd: 19,
    });
    expect(applyMarkdownFormat('Check the decimal', 10, 17, 'italic').text).toBe(
      'Check the _decimal_',
    );
  });

  it('writes a placeholder to type over when nothing is selected', () => {
    const result = applyMarkdownFormat('See ', 4, 4, 'bold');
    expect(result.text).toBe('See **bold text**');
    expect(result.text.slice(result.selectionStart, result.selectionEnd)).toBe('bold text');
  });

  it('makes a link of the words and selects its address to type', () => {
    const result = applyMarkdownFormat('Read the lease now', 9, 14, 'link');
    expect(result.text).toBe('Read the [lease](https://) now');
    expect(result.text.slice(result.selectionStart, result.selectionEnd)).toBe('https://');
  });

  it('prefixes every selected line, and takes the prefix off a second time', () => {
    const text = 'Intro\nFirst\nSecond\nOutro';
    const quoted = applyMarkdownFormat(text, 8, 15, 'quote');
    expect(quoted.text).toBe('Intro\n> First\n> Second\nOutro');
    const back = applyMarkdownFormat(
      quoted.text,
      quoted.selectionStart,
      quoted.selectionEnd,
      'quote',
    );
    expect(back.text).toBe(text);
    expect(applyMarkdownFormat('Title here', 3, 3, 'heading').text).toBe('## Title here');
    expect(applyMarkdownFormat('a\nb', 0, 3, 'list').text).toBe('- a\n- b');
  });

  it('starts a line format on an empty line with a placeholder', () => {
    expect(applyMarkdownFormat('Text\n\n', 6, 6, 'quote').text).toBe('Text\n\n> Quote');
  });
});
