import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { blogImageFilePattern, blogImageRoute, blogImageSrcset } from './blog-image-paths';
import { blogImageWidths } from './blog-image-widths';

/** An image uploaded through the desk (the only images an article may show). */
function uploadedImage(src: string | undefined): { id: string } | undefined {
  if (!src?.startsWith(`${blogImageRoute}/`)) return undefined;
  const match = blogImageFilePattern.exec(src.slice(blogImageRoute.length + 1));
  return match?.[1] ? { id: match[1] } : undefined;
}

/**
 * Article bodies are Markdown rendered on the server, then cleaned with an allow-list, so that
 * whatever a content file contains, the page gets headings, lists, tables and safe links only:
 * no scripts, event handlers, inline styles, iframes or images from other hosts. Images are
 * kept only when uploaded through the desk (/media/blog/...), and get their srcset here.
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
    'img',
  ],
  allowedAttributes: {
    img: ['src', 'srcset', 'sizes', 'alt', 'loading', 'decoding'],
    a: ['href', 'title', 'rel'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !uploadedImage(frame.attribs.src),
  transformTags: {
    img: (tagName, attribs) => {
      const image = uploadedImage(attribs.src);
      if (!image) return { tagName, attribs };
      return {
        tagName,
        attribs: {
          src: attribs.src ?? '',
          srcset: blogImageSrcset(image.id, blogImageWidths),
          sizes: '(min-width: 900px) 800px, 100vw',
          alt: attribs.alt ?? '',
          loading: 'lazy',
          decoding: 'async',
        },
      };
    },
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

/**
 * Bump when the rendering changes in a way the sample below does not show. 2: posts store their
 * Markdown too (for the desk), so every file is synced once more.
 */
const renderingVersion = 2;
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
