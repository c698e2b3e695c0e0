import { useCallback, useSyncExternalStore } from 'react';

/** The media list for `query`, or undefined where the browser (or jsdom) has no matchMedia. */
function mediaList(query: string): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
}

/**
 * Whether `query` matches, kept up to date as the window changes. False on the server and
 * where matchMedia is missing. (MUI's useMediaQuery, without MUI: the chat is plain React.)
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}
