/**
 * Visitor input is plain text. Anything that looks like markup is dropped before the assistant
 * reads or repeats it, so a reply can never carry HTML back to the widget or into a stored lead.
 */
export function toPlainText(input: string): string {
  return (
    input
      // Whole elements whose content is never meant to be read (scripts, styles).
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<\/?[a-z][^>]*>/gi, ' ')
      // Stray angle brackets left after removing tags are not needed in plain answers.
      .replace(/[<>]/g, ' ')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/[ \t]+/g, ' ')
      .replace(/[ \t]*\n[ \t]*/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** A value captured from the visitor (a name, a description), on one line and bounded in size. */
export function toFieldValue(input: string, maxLength: number): string {
  const line = toPlainText(input).replace(/\s+/g, ' ').trim();
  return line.length <= maxLength ? line : `${line.slice(0, maxLength - 1).trimEnd()}…`;
}
