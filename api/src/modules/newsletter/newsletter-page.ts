import { site } from '@landman/content';
import { escapeHtml } from '../lead-delivery/mail-html';

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
</head>
<body>
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
