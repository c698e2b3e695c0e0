/** How a navigation target relates to the current page, for highlighting and aria-current. */
export type LinkState = 'page' | 'section' | undefined;

/** `href` is the current page ('page'), a parent of it ('section', e.g. /blog for a post), or neither. */
export function linkState(pathname: string, href: string): LinkState {
  if (pathname === href) return 'page';
  if (href !== '/' && pathname.startsWith(`${href}/`)) return 'section';
  return undefined;
}

/** The aria-current value for a link in that state. */
export function ariaCurrent(state: LinkState): 'page' | 'true' | undefined {
  if (state === 'page') return 'page';
  return state === 'section' ? 'true' : undefined;
}
