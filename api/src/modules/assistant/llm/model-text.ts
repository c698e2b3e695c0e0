import { toPlainText } from '../text/plain-text';

/** Models like Markdown; the widget shows plain text, so the markup goes and the words stay. */
export function modelTextToPlain(text: string): string {
  return toPlainText(
    text
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(^|\s)[*_](\S[^*_]*?)[*_](?=\s|[.,!?]|$)/g, '$1$2')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/^\s*#{1,6}\s+/gm, '')
      .replace(/^\s*(?:[-*•]|\d+\.)\s+/gm, ''),
  );
}
