import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { fontFiles } from '../theme/fonts';
import { theme } from '../theme/theme';

/** Both fonts carry text above the fold (serif headings, sans body): fetch them early. */
function FontPreloads() {
  for (const href of Object.values(fontFiles)) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
  return null;
}

export function AppProviders({
  emotionCache,
  children,
}: {
  emotionCache: EmotionCache;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <FontPreloads />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
