import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { matchAppRoute } from './app/match-route';
import { AppProviders } from './app/providers';
import { earlyChatShellScript } from './features/chat/chat-shell-early';
import {
  ServedContactFormContext,
  type ServedContactForm,
} from './features/contact/served-contact-form';
import type { ExecuteGraphQL } from './lib/apollo/execute-graphql';
import { createServerApolloClient } from './lib/apollo/server-client';
import { PageQueryContext } from './lib/data/page-query';
import { createServerPageQuery } from './lib/data/server-page-query';
import { createEmotionCache } from './lib/emotion/create-emotion-cache';
import { RenderStatusContext, type RenderStatus } from './lib/http-status/http-status';
import { htmlDocument, type RenderedParts } from './lib/ssr/html-document';
import { scriptHashSource } from './lib/ssr/script-hash';
import { ServerPageFrame } from './lib/ssr/server-page-frame';
import { splitHoistedHead } from './lib/ssr/split-hoisted-head';
import { htmlEntryTags, pageScripts, type ViteManifest } from './lib/ssr/vite-manifest';
import { MeetingShell, meetingEntryKey } from './meetings/meeting-shell';

export { prerenderPaths, publicPaths } from '@landman/content';
export {
  robotsTxt,
  sitemapFiles,
  type SitemapLimits,
  type SitemapPost,
} from './lib/seo/sitemap-xml';
export { servingMode, type ServingMode } from './lib/ssr/serving-mode';
export { serverPageBodyMarker, serverPageTitleMarker } from './lib/ssr/server-page-frame';
export type { ExecuteGraphQL, GraphQLRequestBody } from './lib/apollo/execute-graphql';
export type { ViteManifest } from './lib/ssr/vite-manifest';

export type { ServedContactForm } from './features/contact/served-contact-form';

export interface RenderOptions {
  /** Runs GraphQL against the server's own schema; without it, pages that need data fail. */
  executeGraphQL?: ExecuteGraphQL;
  signal?: AbortSignal;
  /** /contact only: a form posted without JavaScript that the server refused. */
  contactForm?: ServedContactForm;
}

export interface RenderResult extends RenderedParts {
  /** 200, or what the page set with <HttpStatus> (404 for unknown paths and missing posts). */
  status: number;
}

const noGraphQL: ExecuteGraphQL = () =>
  Promise.reject(new Error('GraphQL is not available in this render (no executeGraphQL given)'));

/** Renders one URL (path and query) to HTML parts, waiting for its data and lazy page. */
export async function render(url: string, options: RenderOptions = {}): Promise<RenderResult> {
  const { pathname } = new URL(url, 'http://localhost');
  const route = matchAppRoute(pathname);
  await route.page.preload();
  return renderApp(url, <App />, options);
}

/** Renders `app` (the site, or the server pages' frame) inside the providers every page has. */
async function renderApp(
  url: string,
  app: ReactNode,
  options: RenderOptions,
): Promise<RenderResult> {
  const emotionCache = createEmotionCache();
  const emotionServer = createEmotionServer(emotionCache);
  const client = createServerApolloClient(options.executeGraphQL ?? noGraphQL);
  const status: RenderStatus = { code: 200 };

  const tree = (
    <StrictMode>
      <RenderStatusContext value={status}>
        <ApolloProvider client={client}>
          <PageQueryContext value={createServerPageQuery()}>
            <ServedContactFormContext value={options.contactForm}>
              <StaticRouter location={url}>
                <AppProviders emotionCache={emotionCache}>{app}</AppProviders>
              </StaticRouter>
            </ServedContactFormContext>
          </PageQueryContext>
        </ApolloProvider>
      </RenderStatusContext>
    </StrictMode>
  );

  const { result } = await prerenderStatic({
    tree,
    signal: options.signal,
    // React moves a finished Suspense boundary out of line (a hidden copy revealed by an
    // inline script) once the page passes progressiveChunkSize bytes. Without JavaScript the
    // visitor would then see the loading spinner instead of the page and its contact form;
    // this render is complete before anything is sent, so every boundary stays in place.
    renderFunction: (node) =>
      prerenderToNodeStream(node, {
        signal: options.signal,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      }),
  });
  const { head, body } = splitHoistedHead(result);
  const css = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(body),
  );
  return {
    html: body,
    head,
    css,
    status: status.code,
  };
}

export interface DocumentOptions extends RenderOptions {
  /** The built dist/client/index.html. */
  template: string;
  /** The built dist/client/.vite/manifest.json. */
  manifest: ViteManifest;
}

export interface RenderedDocument {
  html: string;
  status: number;
  /**
   * CSP sources (`'sha256-...'`) of the inline scripts this render wrote, and of no others:
   * the server lists them in the page's script-src, so nothing else inline ever runs.
   */
  scriptHashes: string[];
}

/**
 * A complete HTML page for `url`, as served to browsers and crawlers. A page rendered for a
 * refused contact form post comes without scripts: it answers a browser that sent the form
 * without JavaScript, and the client could not hydrate it (the posted values live only in this
 * response).
 */
export async function renderDocument(
  url: string,
  options: DocumentOptions,
): Promise<RenderedDocument> {
  const parts = await render(url, options);
  const scripts = options.contactForm ? undefined : pageScripts(options.manifest);
  const { html, inlineScripts } = htmlDocument(options.template, parts, scripts, [
    earlyChatShellScript,
  ]);
  return { html, status: parts.status, scriptHashes: inlineScripts.map(scriptHashSource) };
}

/**
 * The site's header, footer, fonts, colours and chat around an empty card, as a whole page: the
 * API fills its title and body markers (serverPageTitleMarker, serverPageBodyMarker) for the
 * pages it writes itself. `pathname` marks the header's active link; it renders no route's page.
 */
export async function renderPageFrame(
  pathname: string,
  options: Pick<DocumentOptions, 'template' | 'manifest'>,
): Promise<RenderedDocument> {
  const parts = await renderApp(pathname, <ServerPageFrame />, {});
  const { html, inlineScripts } = htmlDocument(
    options.template,
    parts,
    pageScripts(options.manifest),
    [earlyChatShellScript],
  );
  return { html, status: 200, scriptHashes: inlineScripts.map(scriptHashSource) };
}

/**
 * /meetings/<token>, the same for every token: the site's layout around the slot the meeting
 * page's own script (the desk build's meetings entry, from `meetingManifest`) fills in. The
 * prerenderer writes it over the desk build's bare meetings.html.
 */
export async function renderMeetingShell(
  options: Pick<DocumentOptions, 'template' | 'manifest'> & { meetingManifest: ViteManifest },
): Promise<RenderedDocument> {
  const parts = await renderApp('/meetings', <MeetingShell />, {});
  const withEntry = {
    ...parts,
    head: `${parts.head}${htmlEntryTags(options.meetingManifest, meetingEntryKey)}`,
  };
  const { html, inlineScripts } = htmlDocument(
    options.template,
    withEntry,
    pageScripts(options.manifest),
    [earlyChatShellScript],
  );
  return { html, status: 200, scriptHashes: inlineScripts.map(scriptHashSource) };
}
