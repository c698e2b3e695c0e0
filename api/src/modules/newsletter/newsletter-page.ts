import { site } from '@landman/content';
import { escapeHtml } from '../lead-delivery/mail-html';

/**
 * The site's colours and type (web/src/theme/palette.ts), inline: these pages load no script or
 * style sheet of the React site, and must read as the same business in a mail viewer too.
 */
const pageStyle = [
  'body{margin:0;background:#f6f3ee;color:#1c2430;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
  'header{background:#13294b;padding:1rem 1.5rem}',
  'header a{color:#fff;font-weight:700;text-decoration:none}',
  'main{max-width:36rem;margin:2.5rem auto;padding:2rem 1.5rem;background:#fff;border-radius:8px}',
  'h1{color:#13294b;font-size:1.6rem;line-height:1.25;margin-top:0}',
  'a{color:#8a4519}',
  'button{background:#a8501e;color:#fff;border:0;border-radius:6px;padding:.75rem 1.5rem;font:inherit;font-weight:600;cursor:pointer}',
  'button:hover{background:#8a4519}',
  'button:focus-visible,a:focus-visible{outline:3px solid #13294b;outline-offset:3px}',
].join('');

/**
 * The small pages behind the subscription links (confirm, unsubscribe, a form sent without
 * JavaScript): plain HTML that works in any browser and mail program's viewer, never indexed.
 */
export function newsletterPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
<style>${pageStyle}</style>
</head>
<body>
<header><a href="/">${escapeHtml(site.name)}</a></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
<p><a href="/blog">Back to the blog</a> · <a href="/">${escapeHtml(site.name)}</a></p>
</main>
</body>
</html>
`;
}

/** A one-button form that POSTs the same link (a mail scanner's GET changes nothing). */
export function confirmButton(action: string, id: string, token: string, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="s" value="${escapeHtml(id)}">
<input type="hidden" name="t" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(label)}</button>
</form>`;
}
