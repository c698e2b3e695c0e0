import { site } from '@landman/content';
import { escapeHtml } from '../../kernel/html';
import { type PlainPage } from '../../kernel/pages/plain-page';

/**
 * The small pages behind the subscription links (confirm, unsubscribe, a form sent without
 * JavaScript), sent in the site's frame (kernel/pages/server-page.ts).
 */
export function newsletterPage(title: string, body: string): PlainPage {
  return {
    title,
    body,
    footer: `<a href="/blog">Back to the blog</a> · <a href="/">${escapeHtml(site.name)}</a>`,
    widthRem: 36,
  };
}

/** The header's section for these pages: the blog's e-mails. */
export const newsletterSection = '/blog';

/** A one-button form that POSTs the same link (a mail scanner's GET changes nothing). */
export function confirmButton(action: string, id: string, token: string, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="s" value="${escapeHtml(id)}">
<input type="hidden" name="t" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(label)}</button>
</form>`;
}
