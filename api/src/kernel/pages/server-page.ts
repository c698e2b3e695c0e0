import { site } from '@landman/content';
import { type Response } from 'express';
import { pageContentSecurityPolicy } from '../http/content-security-policy';
import { escapeHtml } from '../html';
import { plainPage, type PlainPage } from './plain-page';

/**
 * The site's own page around an empty card (header, footer, fonts, colours, chat), rendered by
 * the web build (renderPageFrame in web/src/entry-server.tsx), with the markers where a page's
 * title and body go and the CSP sources of its inline script.
 */
export interface PageFrame {
  html: string;
  scriptHashes: readonly string[];
  titleMarker: string;
  bodyMarker: string;
}

/**
 * The frame for the pages of one section of the site (`/contact`, `/blog`: the header marks it
 * as the current one); undefined while the website is not built. Never rejects.
 */
export type PageFrameSource = (section: string) => Promise<PageFrame | undefined>;

export interface ServerPageHtml {
  html: string;
  contentSecurityPolicy: string;
}

/**
 * A page the API writes (booking without JavaScript, the subscription links' pages) inside the
 * site's frame: never indexed, no referrer sent on (their addresses may carry a secret token).
 * Without a frame (the API running without the website) it is the plain, self-contained page.
 */
export function serverPageHtml(page: PlainPage, frame: PageFrame | undefined): ServerPageHtml {
  if (!frame) return { html: plainPage(page), contentSecurityPolicy: pageContentSecurityPolicy() };
  const head = [
    '<meta name="robots" content="noindex">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(page.title)} | ${escapeHtml(site.name)}</title>`,
    `<style>[data-server-page-card]{max-width:${page.widthRem}rem}${page.style ?? ''}</style>`,
  ].join('');
  // Replacer functions: a `$` in the page's text is text, not a replacement pattern.
  const html = frame.html
    .replace('</head>', () => `${head}</head>`)
    .replace(frame.titleMarker, () => escapeHtml(page.title))
    .replace(frame.bodyMarker, () => `${page.body}\n<p>${page.footer}</p>`);
  return { html, contentSecurityPolicy: pageContentSecurityPolicy(frame.scriptHashes) };
}

/** Sends a server page: never cached (its content is a visitor's or changes by the minute). */
export async function sendServerPage(
  res: Response,
  status: number,
  page: PlainPage,
  frames: { source?: PageFrameSource; section: string },
): Promise<void> {
  const frame = frames.source ? await frames.source(frames.section) : undefined;
  const { html, contentSecurityPolicy } = serverPageHtml(page, frame);
  res
    .status(status)
    .type('html')
    .setHeader('Cache-Control', 'no-store')
    .setHeader('Content-Security-Policy', contentSecurityPolicy)
    .send(html);
}
