import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * Props for a menu trigger that is a link in the server's HTML and a toggle once React runs.
 * Without JavaScript (or before it arrives) the link still leads somewhere useful, the page
 * listing what the menu holds; with it, a click or Space opens the menu in place.
 */
export function disclosureLinkProps(href: string, toggle: () => void) {
  return {
    href,
    role: 'button',
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      toggle();
    },
    onKeyDown: (event: KeyboardEvent) => {
      // Links answer Enter only; a button also answers Space.
      if (event.key !== ' ') return;
      event.preventDefault();
      toggle();
    },
  } as const;
}
