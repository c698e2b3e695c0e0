import { activityEvents } from './island-names';

/** The parts of the Network Information API read here (Chromium only; absent elsewhere). */
interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * True when the visitor asked to save data (Data Saver, Lite mode) or the connection is 2G or
 * slower: code fetched ahead would spend their data or crowd out the page for a chat they may
 * never open. Read when the fetch would start, as the connection may have changed since load.
 */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === '2g' ||
    connection.effectiveType === 'slow-2g'
  );
}

/** How long the browser may put off an idle fetch on a page that is never idle. */
const idleTimeoutMs = 3000;
/** Where requestIdleCallback is missing (Safari), the fetch waits this long after the event. */
const fallbackDelayMs = 300;

/** Runs `run` when the browser is idle; returns a function that cancels it. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: idleTimeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, fallbackDelayMs);
  return () => clearTimeout(id);
}

/**
 * Calls `fetchCode` once, when the browser is first idle after the visitor's first sign of life
 * on the page (scroll, wheel, pointer, touch, key, focus): never before any interaction, so the
 * page's before-interaction JavaScript stays what it was, and never for a visitor saving data.
 * A failed fetch is left for the island's own load to report, when the visitor uses it.
 * Returns a function that stops watching and cancels a fetch not yet started.
 */
export function fetchAheadOnActivity(fetchCode: () => Promise<unknown>): () => void {
  if (savesData()) return () => undefined;
  let cancelIdle: (() => void) | undefined;
  const stopListening = () => {
    for (const type of activityEvents) window.removeEventListener(type, onActivity, true);
  };
  function onActivity() {
    stopListening();
    cancelIdle ??= whenIdle(() => {
      if (!savesData()) void fetchCode().catch(() => undefined);
    });
  }
  for (const type of activityEvents) {
    window.addEventListener(type, onActivity, { capture: true, passive: true });
  }
  return () => {
    stopListening();
    cancelIdle?.();
  };
}
