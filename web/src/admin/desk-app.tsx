import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { createEmotionCache } from '../lib/emotion/create-emotion-cache';
import { createDeskClient } from './desk-client';
import { DeskGate } from './desk-gate';

/** Renders the desk into the page (client-side only: it is all behind a sign-in). */
export function mountDesk(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <ApolloProvider client={createDeskClient()}>
        <BrowserRouter>
          <AppProviders emotionCache={createEmotionCache()}>
            <DeskGate />
          </AppProviders>
        </BrowserRouter>
      </ApolloProvider>
    </StrictMode>,
  );
}
