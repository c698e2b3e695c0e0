import { blogCategories, blogPostPath, publicPaths, site } from '@landman/content';
import { listedPosts } from './support/listed-posts';
import { fetchServed, hrefsOf, idsOf } from './support/served-html';

/** An <a href> on a served page that leads somewhere on this site. */
interface InternalLink {
  from: string;
  href: string;
  /** Path and query of the page it leads to. */
  target: string;
  /** The #fragment without the '#', or '' for none. */
  fragment: string;
}

interface CrawledPage {
  status: number;
  ids: Set<string>;
}

/** Where `href` leads on this site, or undefined for other sites, mailto: and tel: links. */
function internalTarget(
  href: string,
  from: string,
): Omit<InternalLink, 'from' | 'href'> | undefined {
  const url = new URL(href, `${site.url}${from}`);
  if (url.origin !== site.url) return undefined;
  return {
    target: `${url.pathname}${url.search}`,
    fragment: decodeURIComponent(url.hash.slice(1)),
  };
}

/** More pages than this means the crawl is following generated addresses: stop and say so. */
const pageLimit = 300;

/**
 * Fetches the seeds, then every page their links lead to, as served (no script runs). Each
 * address is fetched once; every page's links and element ids are kept.
 */
async function crawl(seeds: readonly string[]) {
  const pages = new Map<string, CrawledPage>();
  const links: InternalLink[] = [];
  const queue = [...seeds];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (pages.has(path)) continue;
    if (pages.size >= pageLimit) throw new Error(`The crawl passed ${pageLimit} pages at ${path}`);
    const served = await fetchServed(path);
    const html = served.contentType.startsWith('text/html') ? served.html : '';
    pages.set(path, { status: served.status, ids: idsOf(html) });
    if (served.status !== 200) continue;
    for (const href of hrefsOf(html)) {
      const target = internalTarget(href, path);
      if (!target) continue;
      links.push({ from: path, href, ...target });
      queue.push(target.target);
    }
  }
  return { pages, links };
}

let seeds: string[];
let pages: Map<string, CrawledPage>;
let links: InternalLink[];

beforeAll(async () => {
  const posts = await listedPosts();
  seeds = [
    ...publicPaths,
    ...posts.map((post) => blogPostPath(post.slug)),
    ...blogCategories.map(
      (category) => `/blog?${new URLSearchParams({ category: category.name })}`,
    ),
  ];
  ({ pages, links } = await crawl(seeds));
}, 180_000);

describe('internal links in the served HTML', () => {
  it('crawls every public page, blog post and category list, and each answers 200', () => {
    const failing = seeds.filter((path) => pages.get(path)?.status !== 200);
    expect(failing).toEqual([]);
    expect(links.length).toBeGreaterThan(seeds.length * 10);
  });

  it('leads every internal link to a page that answers HTTP 200', () => {
    const broken = links
      .filter((link) => pages.get(link.target)?.status !== 200)
      .map((link) => `${link.from} -> ${link.href} (${pages.get(link.target)?.status})`);
    expect([...new Set(broken)]).toEqual([]);
  });

  it('points every #fragment link at an element id on its target page', () => {
    const missing = links
      .filter((link) => link.fragment !== '' && !pages.get(link.target)?.ids.has(link.fragment))
      .map((link) => `${link.from} -> ${link.href}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('reaches /about through links, and /about answers', () => {
    expect(links.some((link) => link.target === '/about')).toBe(true);
    expect(pages.get('/about')?.status).toBe(200);
  });
});
