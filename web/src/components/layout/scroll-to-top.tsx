import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { visitorHasScrolled } from './visitor-scroll';

/**
 * Client-side navigation keeps the scroll position of the previous page; a new page should
 * start at its top (or at its #fragment). Back/forward keeps the browser's own restoration.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
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
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
