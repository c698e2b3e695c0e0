import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Article bodies are Markdown rendered on the server, then cleaned with an allow-list, so that
 * whatever a content file contains, the page gets headings, lists, tables and safe links only:
 * no scripts, event handlers, inline styles, iframes or images from other hosts.
 */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    // The page's own <h1> is the article title; headings in the body start one level below it.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
};

export function renderArticleHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, sanitizeOptions).trim();
}

/** Bump when the rendering changes in a way the sample below does not show. */
const renderingVersion = 1;
const renderingSample = [
  '# Heading',
  'A paragraph with **bold**, _emphasis_, `code`, ~~struck~~ text and [a link](https://example.com).',
  '- a list item',
  '1. a numbered item',
  '> a quotation',
  '| a | b |',
  '| :- | -: |',
  '| 1 | 2 |',
  '<script>alert(1)</script><img src="x" onerror="y"><iframe></iframe>',
].join('\n\n');

/**
 * Identifies how articles are rendered: the version above and the output for a sample of every
 * construct, so an upgrade of marked or sanitize-html that renders differently changes it too.
 * The blog sync stores it within each post's hash, and renders every article again when it moves.
 */
export const renderingFingerprint = `${renderingVersion}:${renderArticleHtml(renderingSample)}`;
