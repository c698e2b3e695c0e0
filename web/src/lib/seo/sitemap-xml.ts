import { blogPostPath, publicPaths } from '@landman/content';
import { absoluteUrl } from './absolute-url';

export interface SitemapPost {
  slug: string;
  publishedAt: string;
}

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

/** sitemap.xml: every public page of the route table plus every blog post. */
export function sitemapXml(posts: readonly SitemapPost[]): string {
  const entries = [
    ...publicPaths.map((path) => urlEntry(path)),
    ...posts.map((post) => urlEntry(blogPostPath(post.slug), post.publishedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /graphql\nDisallow: /admin\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}
