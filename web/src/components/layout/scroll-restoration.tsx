import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { visitorHasScrolled } from './visitor-scroll';

/** Where the visitor was on each history entry of this tab, by React Router's location key. */
const savedPositions = new Map<string, number>();

/**
 * Client-side navigation keeps the scroll position of the previous page, so a new page is put
 * at its top (or at its #fragment). Back and Forward return to where the visitor was on that
 * entry: the browser's own restoration runs before the page it returns to has rendered.
 */
export function ScrollRestoration() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  // A layout effect, so the listener is gone before the next page's layout can scroll the
  // window (which would record the new page's position against this entry).
  useLayoutEffect(() => {
    const save = () => savedPositions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (first.current) {
      first.current = false;
      // The browser jumps to a #fragment while parsing, but on a busy device it can jump before
      // the page below has arrived and stop short; land the visitor on it once, unless they
      // have moved around the page themselves.
      if (target && !visitorHasScrolled()) target.scrollIntoView();
      return;
    }
    const saved = navigationType === 'POP' ? savedPositions.get(key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, key, navigationType]);
  return null;
}
