/** What a visitor does to move around a page: scroll, swipe, press a key or grab the scrollbar. */
const movingEvents = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

let moved = false;

/**
 * Starts noting whether the visitor moves around the page before React takes over, so hydration
 * can land a deep link on its #fragment without undoing a scroll the visitor made themselves.
 * Called once, before hydrating; returns a function that stops listening.
 */
export function watchVisitorScroll(target: Window = window): () => void {
  moved = false;
  const stop = () => {
    for (const type of movingEvents) target.removeEventListener(type, onMove);
  };
  const onMove = () => {
    moved = true;
    stop();
  };
  for (const type of movingEvents) target.addEventListener(type, onMove, { passive: true });
  return stop;
}

export const visitorHasScrolled = (): boolean => moved;
