import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createEmotionCache } from '../lib/emotion/create-emotion-cache';
import { theme } from '../theme/theme';
import { Hydrated, type HydrateIsland } from './hydrated';

/**
 * One Emotion cache for every island on the page, with the server's key: it adopts the
 * critical CSS in <head> (the class names match), so hydration inserts no style twice.
 */
const emotionCache = createEmotionCache();

/** Hydrates one island's container with its component, its serialized props and the theme. */
export const hydrateIsland: HydrateIsland = (container, Component, props, onHydrated) => {
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
};
