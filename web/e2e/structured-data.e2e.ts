import {
  blogPostPath,
  locationPages,
  locationPaths,
  publicPaths,
  servicePaths,
  site,
  stateByCode,
} from '@landman/content';
import { listedPosts, type ListedPost } from './support/listed-posts';
import { fetchServed, hrefsOf, jsonLdOf, textOf, type JsonLdItem } from './support/served-html';

/** One breadcrumb step: its name and absolute URL. */
interface Crumb {
  name: string;
  url: string;
}

interface ListItem {
  position: number;
  name: string;
  item: string;
}

/**
 * The breadcrumb a visitor sees in the served HTML, as names and absolute URLs; the last step
 * (the page itself) has no link. The separators between steps are aria-hidden list items.
 */
function visibleBreadcrumb(html: string, path: string): Crumb[] | undefined {
  const nav = /<nav\b[^>]*\saria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(html);
  if (!nav) return undefined;
  return [...(nav[1] ?? '').matchAll(/<li\b([^>]*)>([\s\S]*?)<\/li>/g)]
    .filter(([, attributes]) => !attributes?.includes('aria-hidden="true"'))
    .map(([, , step = '']) => ({
      name: textOf(step),
      url: `${site.url}${hrefsOf(step)[0] ?? path}`,
    }));
}

/** The page's BreadcrumbList as steps, checking its positions count 1, 2, 3... */
function breadcrumbList(items: JsonLdItem[]): Crumb[] | undefined {
  const lists = items.filter((item) => item['@type'] === 'BreadcrumbList');
  expect(lists.length).toBeLessThanOrEqual(1);
  if (!lists[0]) return undefined;
  const elements = lists[0].itemListElement as ListItem[];
  expect(elements.map((element) => element.position)).toEqual(elements.map((_, i) => i + 1));
  return elements.map((element) => ({ name: element.name, url: element.item }));
}

const crumbPages = new Set<string>([...servicePaths, ...locationPaths]);

let posts: ListedPost[];
beforeAll(async () => {
  posts = await listedPosts();
});

describe('structured data (JSON-LD) in the served HTML', () => {
  it('describes the practice on / as a ProfessionalService serving the states of the location pages', async () => {
    const states = [...new Set(locationPages.map((page) => stateByCode(page.state).name))];
    expect(states).toHaveLength(4);

    const items = jsonLdOf((await fetchServed('/')).html);
    const business = items.filter((item) => item['@type'] === 'ProfessionalService');
    expect(business).toHaveLength(1);
    expect(business[0]?.name).toBe(site.name);
    const areaServed = business[0]?.areaServed as { name: string }[];
    expect(areaServed.map((area) => area.name).sort()).toEqual(states.sort());
  });

  it.each(publicPaths)(
    '%s: valid JSON-LD, with a BreadcrumbList exactly when a breadcrumb shows, step for step',
    async (path) => {
      const served = await fetchServed(path);
      const items = jsonLdOf(served.html);
      for (const item of items) expect(item['@context']).toBe('https://schema.org');

      const shown = visibleBreadcrumb(served.html, path);
      if (crumbPages.has(path)) expect(shown?.length).toBeGreaterThanOrEqual(3);
      expect(breadcrumbList(items)).toEqual(shown);
    },
  );

  it('gives every blog post a BlogPosting with headline, datePublished and author, and its breadcrumb', async () => {
    const found = [];
    for (const post of posts) {
      const path = blogPostPath(post.slug);
      const served = await fetchServed(path);
      const items = jsonLdOf(served.html);
      const postings = items.filter((item) => item['@type'] === 'BlogPosting');
      const posting = postings[0] ?? {};
      found.push({
        slug: post.slug,
        postings: postings.length,
        headline: posting.headline,
        datePublished: new Date(String(posting.datePublished)).getTime(),
        author: (posting.author as { name?: string } | undefined)?.name,
        shownBreadcrumb: visibleBreadcrumb(served.html, path),
        breadcrumbList: breadcrumbList(items),
      });
    }

    const steps = (post: ListedPost) => [
      { name: 'Home', url: `${site.url}/` },
      { name: 'Blog', url: `${site.url}/blog` },
      { name: post.title, url: `${site.url}${blogPostPath(post.slug)}` },
    ];
    expect(found).toEqual(
      posts.map((post) => ({
        slug: post.slug,
        postings: 1,
        headline: post.title,
        datePublished: new Date(post.publishedAt).getTime(),
        author: site.name,
        shownBreadcrumb: steps(post),
        breadcrumbList: steps(post),
      })),
    );
  });
});
