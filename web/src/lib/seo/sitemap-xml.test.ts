import { blogPostPath, publicPaths, site } from '@landman/content';
import { sitemapChildName, sitemapFiles, sitemapProtocolLimits } from './sitemap-xml';

const posts = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    slug: `post-${index}`,
    publishedAt: new Date(Date.UTC(2024, 0, 1 + index)).toISOString(),
  }));

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
const urlCount = (xml: string) => (xml.match(/<url>/g) ?? []).length;
const allUrls = (count: number) => [
  ...publicPaths.map((path) => `${site.url}${path}`),
  ...posts(count).map((post) => `${site.url}${blogPostPath(post.slug)}`),
];

describe('sitemapFiles', () => {
  it('writes one urlset of every page and post while they fit the protocol limits', () => {
    const files = sitemapFiles(posts(3));
    expect([...files.keys()]).toEqual(['sitemap.xml']);
    const xml = files.get('sitemap.xml')!;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(xml)).toEqual(allUrls(3));
    expect(xml).toContain('<lastmod>2024-01-03</lastmod>');
    expect(sitemapProtocolLimits).toEqual({ maxUrls: 50_000, maxBytes: 52_428_800 });
  });

  it('becomes a sitemap index past the URL limit, each child within it, every URL once', () => {
    const limits = { maxUrls: 10, maxBytes: 1_000_000 };
    const total = publicPaths.length + 45;
    const files = sitemapFiles(posts(45), limits);
    const childCount = Math.ceil(total / limits.maxUrls);
    expect(files.size).toBe(childCount + 1);

    const index = files.get('sitemap.xml')!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).not.toContain('<url>');
    const children = Array.from({ length: childCount }, (_, i) => sitemapChildName(i + 1));
    expect(locs(index)).toEqual(children.map((name) => `${site.url}/${name}`));

    const listed = children.flatMap((name) => {
      const child = files.get(name)!;
      expect(urlCount(child)).toBeLessThanOrEqual(limits.maxUrls);
      expect(child.startsWith('<?xml')).toBe(true);
      return locs(child);
    });
    expect(listed).toEqual(allUrls(45));
  });

  it('splits by size too: no child passes the byte limit', () => {
    const limits = { maxUrls: 50_000, maxBytes: 1_000 };
    const files = sitemapFiles(posts(40), limits);
    expect(files.get('sitemap.xml')).toContain('<sitemapindex');
    const children = [...files.entries()].filter(([name]) => name !== 'sitemap.xml');
    expect(children.length).toBeGreaterThan(1);
    for (const [, xml] of children)
      expect(new TextEncoder().encode(xml).length).toBeLessThanOrEqual(limits.maxBytes);
    expect(children.flatMap(([, xml]) => locs(xml))).toEqual(allUrls(40));
  });
});
