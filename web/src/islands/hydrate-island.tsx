import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createEmotionCache } from '../lib/emotion/create-emotion-cache';
import { theme } from '../theme/theme';

/**
 * One Emotion cache for every island on the page, with the server's key: it adopts the
 * critical CSS in <head> (the class names match), so hydration inserts no style twice.
 */
const emotionCache = createEmotionCache();

/** Calls `onHydrated` once React has adopted the island's HTML (after its children's effects). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** Hydrates one island's container with its component, its serialized props and the theme. */
export function hydrateIsland(
  container: Element,
  Component: ComponentType<never>,
  props: object,
  onHydrated: () => void,
): void {
  const Island = Component as ComponentType<object>;
  hydrateRoot(
    container,
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <Hydrated onHydrated={onHydrated}>
          <Island {...props} />
        </Hydrated>
      </ThemeProvider>
    </CacheProvider>,
  );
}
