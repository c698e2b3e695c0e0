import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { matchAppRoute } from './app/match-route';
import { AppProviders } from './app/providers';
import { watchVisitorScroll } from './components/layout/visitor-scroll';
import { createEmotionCache } from './lib/emotion/create-emotion-cache';

watchVisitorScroll();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders emotionCache={createEmotionCache()}>
        <App />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

// Load the page's code first so hydration adopts the server HTML in one pass; hydrating inside
// a transition keeps the main thread responsive (lower Total Blocking Time).
void matchAppRoute(window.location.pathname)
  .page.preload()
  .then(() => {
    if (container.firstElementChild) {
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      // `npm run dev -w web` serves the bare template: render on the client only.
      createRoot(container).render(app);
    }
  })
  .catch((error: unknown) => {
    // The served HTML is the whole page already: without its script it stays readable and its
    // links work as ordinary links, which beats replacing it with an error.
    console.error('The page script could not be loaded; the page stays as served.', error);
  });
