import { blogPostPath, publicPaths } from '@landman/content';
import { absoluteUrl } from './absolute-url';

export interface SitemapPost {
  slug: string;
  publishedAt: string;
}

/** How big one sitemap file may be: the sitemaps.org protocol's limits, unless a test lowers them. */
export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}

export const sitemapProtocolLimits: SitemapLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 };

const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
const urlsetOpen = `${xmlDeclaration}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const urlsetClose = '\n</urlset>\n';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function urlEntry(path: string, lastmod?: string): string {
  const date = lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : '';
  return `<url><loc>${escapeXml(absoluteUrl(path))}</loc>${date}</url>`;
}

const utf8 = new TextEncoder();
const byteLength = (text: string) => utf8.encode(text).length;

function urlset(entries: readonly string[]): string {
  return `${urlsetOpen}${entries.join('\n')}${urlsetClose}`;
}

/** Consecutive runs of entries, each within the limits once wrapped in its <urlset>. */
function chunked(entries: readonly string[], limits: SitemapLimits): string[][] {
  const frame = byteLength(urlsetOpen + urlsetClose);
  const chunks: string[][] = [];
  let current: string[] = [];
  let bytes = frame;
  for (const entry of entries) {
    const size = byteLength(entry) + 1;
    const full = current.length >= limits.maxUrls || bytes + size > limits.maxBytes;
    if (full && current.length > 0) {
      chunks.push(current);
      current = [];
      bytes = frame;
    }
    current.push(entry);
    bytes += size;
  }
  chunks.push(current);
  return chunks;
}

/** The name of the `n`th (from 1) child of a split sitemap, served at the site's root. */
export const sitemapChildName = (n: number) => `sitemap-${n}.xml`;

function sitemapIndex(childCount: number): string {
  const children = Array.from(
    { length: childCount },
    (_, index) =>
      `<sitemap><loc>${escapeXml(absoluteUrl(`/${sitemapChildName(index + 1)}`))}</loc></sitemap>`,
  );
  return `${xmlDeclaration}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${children.join('\n')}\n</sitemapindex>\n`;
}

/**
 * The sitemap files, by name: every public page of the route table plus every blog post. While
 * they fit one file, `sitemap.xml` is that file; past the protocol's limits (50,000 URLs or
 * 50 MB) it becomes a sitemap index of `sitemap-1.xml`, `sitemap-2.xml`, ... each within them.
 */
export function sitemapFiles(
  posts: readonly SitemapPost[],
  limits: SitemapLimits = sitemapProtocolLimits,
): Map<string, string> {
  const entries = [
    ...publicPaths.map((path) => urlEntry(path)),
    ...posts.map((post) => urlEntry(blogPostPath(post.slug), post.publishedAt)),
  ];
  const chunks = chunked(entries, limits);
  if (chunks.length === 1) return new Map([['sitemap.xml', urlset(entries)]]);
  return new Map([
    ['sitemap.xml', sitemapIndex(chunks.length)],
    ...chunks.map((chunk, index): [string, string] => [sitemapChildName(index + 1), urlset(chunk)]),
  ]);
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /graphql\nDisallow: /admin\nDisallow: /meetings/\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}
