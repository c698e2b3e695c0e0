import { site } from '@landman/content';
import { escapeHtml } from '../html';

/**
 * The site's colours and type (web/src/theme/palette.ts), inline: these pages load no script or
 * style sheet of the React site, so they work with JavaScript off and in a mail program's viewer.
 */
const baseStyle = [
  'body{margin:0;background:#f6f3ee;color:#1c2430;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
  'header{background:#13294b;padding:1rem 1.5rem}',
  'header a{color:#fff;font-weight:700;text-decoration:none}',
  'main{margin:2.5rem auto;padding:2rem 1.5rem;background:#fff;border-radius:8px}',
  'h1{color:#13294b;font-size:1.6rem;line-height:1.25;margin-top:0}',
  'a{color:#8a4519}',
  'button{background:#a8501e;color:#fff;border:0;border-radius:6px;padding:.75rem 1.5rem;font:inherit;font-weight:600;cursor:pointer}',
  'button:hover{background:#8a4519}',
  'button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #13294b;outline-offset:3px}',
].join('');

export interface PlainPage {
  title: string;
  /** The page's HTML below its heading (already escaped). */
  body: string;
  /** Links under the body, as HTML (already escaped). */
  footer: string;
  /** The width of the card, in rem (forms want more room than a notice). */
  widthRem: number;
  /** Rules of the page family on top of the site's base. */
  style?: string;
}

/**
 * A small server-rendered page (booking without JavaScript, subscription links): plain HTML,
 * never indexed, and no referrer sent on, as their addresses may carry a secret token.
 */
export function plainPage(page: PlainPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(page.title)} | ${escapeHtml(site.name)}</title>
<style>${baseStyle}main{max-width:${page.widthRem}rem}${page.style ?? ''}</style>
</head>
<body>
<header><a href="/">${escapeHtml(site.name)}</a></header>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.body}
<p>${page.footer}</p>
</main>
</body>
</html>
`;
}
