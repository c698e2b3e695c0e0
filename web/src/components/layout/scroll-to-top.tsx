import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

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
      // The browser jumps to a #fragment while parsing but can lose the jump as the page
      // hydrates; land the visitor on it once, unless they have already scrolled.
      if (target && window.scrollY === 0) target.scrollIntoView();
      return;
    }
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
