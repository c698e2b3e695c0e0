import { site } from '@landman/content';
import { escapeHtml } from '../lead-delivery/mail-html';
import { plainPage } from '../../site/plain-page';

/**
 * The small pages behind the subscription links (confirm, unsubscribe, a form sent without
 * JavaScript).
 */
export function newsletterPage(title: string, body: string): string {
  return plainPage({
    title,
    body,
    footer: `<a href="/blog">Back to the blog</a> · <a href="/">${escapeHtml(site.name)}</a>`,
    widthRem: 36,
  });
}

/** A one-button form that POSTs the same link (a mail scanner's GET changes nothing). */
export function confirmButton(action: string, id: string, token: string, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="s" value="${escapeHtml(id)}">
<input type="hidden" name="t" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(label)}</button>
</form>`;
}
