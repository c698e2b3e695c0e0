import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageFallback } from '../components/layout/page-fallback';
import { ScrollToTop } from '../components/layout/scroll-to-top';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { SkipLink } from '../components/layout/skip-link';
import { ChatLauncher } from '../features/chat/chat-launcher';

const mainId = 'main-content';

/** Header, the page, footer and the chat launcher: the frame of every route. */
export function SiteLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <SkipLink target={mainId} />
      <SiteHeader />
      <Box component="main" id={mainId} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
      <ChatLauncher />
    </Box>
  );
}
