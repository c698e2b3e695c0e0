import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { createEmotionCache } from '../lib/emotion/create-emotion-cache';
import { theme } from '../theme/theme';
import { MeetingPage } from './meeting-page';
import { meetingRootId } from './meeting-shell';

/**
 * /meetings/<token>: the visitor's own meeting, rendered in the browser (the token is private)
 * into the slot of the page's server-rendered site layout (meeting-shell.tsx); the site's
 * header, footer and chat around it are the public pages' islands. The server's key for the
 * style cache, so the layout's critical CSS is adopted and not inserted twice.
 */
const container = document.getElementById(meetingRootId) ?? document.getElementById('root');
if (!container) throw new Error('The meeting page has no slot to render into');
const token = window.location.pathname.split('/').at(-1) ?? '';
createRoot(container).render(
  <CacheProvider value={createEmotionCache()}>
    <ThemeProvider theme={theme}>
      <MeetingPage token={token} />
    </ThemeProvider>
  </CacheProvider>,
);
