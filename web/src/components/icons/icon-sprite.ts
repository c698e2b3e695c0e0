import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconName } from '@landman/content';
import type { MaterialIcon } from './icon-sources';

/** The viewBox and inner shapes of a rendered Material icon, without its classes or styles. */
function iconShape(Icon: MaterialIcon): { viewBox: string; body: string } {
  const markup = renderToStaticMarkup(createElement(Icon)).replace(
    /<style[^>]*>.*?<\/style>/gs,
    '',
  );
  const match = /<svg[^>]*\sviewBox="([^"]+)"[^>]*>(.*)<\/svg>/s.exec(markup);
  if (!match?.[1] || match[2] === undefined) throw new Error(`Unexpected icon markup: ${markup}`);
  return { viewBox: match[1], body: match[2] };
}

/** One SVG document with a `<symbol id="<name>">` per icon, for `<use href="sprite#name">`. */
export function iconSprite(sources: Record<IconName, MaterialIcon>): string {
  const symbols = Object.entries(sources)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, Icon]) => {
      const { viewBox, body } = iconShape(Icon);
      return `<symbol id="${name}" viewBox="${viewBox}">${body}</symbol>`;
    });
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    '<!-- Generated from src/components/icons/icon-sources.ts by `npm run icons -w web`. -->',
    ...symbols,
    '</svg>',
    '',
  ].join('\n');
}
