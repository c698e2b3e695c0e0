/**
 * The panel on phones: a full-height modal sheet. Plain DOM, no React: the chat's shell uses it
 * before React has loaded (chat-shell.ts), the panel after (use-phone-sheet.ts).
 */

/** Below MUI's `sm` breakpoint, where the rest of the site switches to its phone layout. */
export const phoneQuery = '(max-width: 599.95px)';

export const isPhone = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(phoneQuery).matches;

const focusable =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `root`, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[hidden], [inert], [aria-hidden="true"]') &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  );
}

/**
 * Makes `panel` a modal sheet until the returned function is called: Tab and Shift+Tab cycle
 * inside it, focus that lands outside it is brought back, and the page behind does not scroll.
 */
export function holdFocusInside(panel: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const inside = focusableIn(panel);
    const first = inside[0];
    const last = inside.at(-1);
    if (!first || !last) return;
    const current = document.activeElement;
    if (event.shiftKey && (current === first || !panel.contains(current))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || !panel.contains(current))) {
      event.preventDefault();
      first.focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Node && !panel.contains(event.target)) {
      focusableIn(panel)[0]?.focus();
    }
  };
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusin', onFocusIn);

  const root = document.documentElement;
  const { body } = document;
  const saved = { root: root.style.overflow, body: body.style.overflow };
  root.style.overflow = 'hidden';
  body.style.overflow = 'hidden';
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', onFocusIn);
    root.style.overflow = saved.root;
    body.style.overflow = saved.body;
  };
}
