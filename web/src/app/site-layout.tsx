import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { LoadFailedNotice } from '../components/errors/load-failed-notice';
import { PageFallback } from '../components/layout/page-fallback';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { SkipLink } from '../components/layout/skip-link';
import { ChatLauncher } from '../features/chat/chat-launcher';
import { ChatShellTemplate } from '../features/chat/chat-shell-template';
import { Island } from '../islands/island';

const mainId = 'main-content';

/** Header, the page, footer and the chat launcher: the frame of every route (server-rendered). */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink target={mainId} />
      <SiteHeader />
      <Box component="main" id={mainId} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {/* A page whose code failed to download leaves the header, footer and chat working. */}
        <ErrorBoundary resetKey={pathname} fallback={() => <PageLoadFailed />}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <SiteFooter />
      <Island name="chat-launcher" component={ChatLauncher} props={{}} />
      <ChatShellTemplate />
    </Box>
  );
}

function PageLoadFailed() {
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 6, md: 10 } }}>
      <LoadFailedNotice title="This page could not be loaded" />
    </Box>
  );
}
