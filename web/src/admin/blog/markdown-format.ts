/** The Markdown toolbar's actions. */
export type MarkdownFormat = 'bold' | 'italic' | 'link' | 'heading' | 'quote' | 'list';

export interface Formatted {
  text: string;
  /** The selection afterwards: the words formatted, or the link's address to type over. */
  selectionStart: number;
  selectionEnd: number;
}

const placeholders: Record<MarkdownFormat, string> = {
  bold: 'bold text',
  italic: 'italic text',
  link: 'link text',
  heading: 'Heading',
  quote: 'Quote',
  list: 'Item',
};

/**
 * `text` with the selection [start, end) formatted as Markdown. Inline formats wrap the words
 * (a placeholder when nothing is selected, selected to type over); line formats prefix each
 * selected line, and take the prefix away again when every line already has it.
 */
export function applyMarkdownFormat(
  text: string,
  start: number,
  end: number,
  format: MarkdownFormat,
): Formatted {
  const selected = text.slice(start, end) || placeholders[format];
  if (format === 'bold' || format === 'italic') {
    const mark = format === 'bold' ? '**' : '_';
    const inserted = `${mark}${selected}${mark}`;
    return {
      text: text.slice(0, start) + inserted + text.slice(end),
      selectionStart: start + mark.length,
      selectionEnd: start + mark.length + selected.length,
    };
  }
  if (format === 'link') {
    const address = 'https://';
    const inserted = `[${selected}](${address})`;
    const addressAt = start + selected.length + 3;
    return {
      text: text.slice(0, start) + inserted + text.slice(end),
      selectionStart: addressAt,
      selectionEnd: addressAt + address.length,
    };
  }
  const prefix = format === 'heading' ? '## ' : format === 'quote' ? '> ' : '- ';
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', Math.max(end - (end > start ? 1 : 0), start));
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const block = text.slice(lineStart, lineEnd) || placeholders[format];
  const lines = block.split('\n');
  const undo = lines.every((line) => line.startsWith(prefix));
  const changed = lines
    .map((line) => (undo ? line.slice(prefix.length) : prefix + line))
    .join('\n');
  return {
    text: text.slice(0, lineStart) + changed + text.slice(lineEnd),
    selectionStart: lineStart,
    selectionEnd: lineStart + changed.length,
  };
}
