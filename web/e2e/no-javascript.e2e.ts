import {
  blogPostPath,
  isKnownPath,
  locationPath,
  locationSlugs,
  publicPaths,
  servicePath,
  serviceSlugs,
} from '@landman/content';
import type { Locator, Page } from 'playwright-core';
import {
  failedResourceMessage,
  usePages,
  phoneViewport,
  useBrowser,
  type TestPage,
} from './support/browser';
import { listedPosts } from './support/listed-posts';
import { urlFor } from './support/server-url';

const openPage = usePages(useBrowser(), { shareTabs: true });
let tab: TestPage;
let page: Page;

/** Opens a path with JavaScript off: what the server's HTML and CSS alone give a visitor. */
async function openWithoutScript(path: string, options = {}): Promise<number | undefined> {
  tab = await openPage({ ...options, javaScriptEnabled: false });
  page = tab.page;
  const response = await page.goto(urlFor(path), { waitUntil: 'load' });
  return response?.status();
}

interface ShownLink {
  text: string;
  href: string;
  visible: boolean;
}

/** The links inside `scope`, and whether a visitor can see each (rendered, not transparent). */
function linksIn(scope: Locator): Promise<ShownLink[]> {
  return scope.locator('a[href]').evaluateAll((links) =>
    links.map((link) => {
      const box = link.getBoundingClientRect();
      return {
        text: (link.textContent ?? '').trim(),
        href: link.getAttribute('href') ?? '',
        visible:
          link.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
          box.width > 0 &&
          box.height > 0,
      };
    }),
  );
}

/**
 * Text in <main> a visitor cannot see: not rendered, transparent, or of no size. The answers of
 * closed <details> are left out: the browser opens those without script.
 */
function hiddenMainText(target: Page): Promise<string[]> {
  return target.locator('main').evaluate((main) =>
    Array.from(main.querySelectorAll('h1, h2, h3, h4, h5, h6, p, li, dt, dd, th, td, label'))
      .filter((block) => (block.textContent ?? '').trim() !== '')
      .filter((block) => !block.closest('details:not([open]) > :not(summary)'))
      .filter((block) => {
        const box = block.getBoundingClientRect();
        const seen = block.checkVisibility({ opacityProperty: true, visibilityProperty: true });
        return !seen || box.width === 0 || box.height === 0;
      })
      .map((block) => `<${block.tagName.toLowerCase()}> ${block.textContent?.trim().slice(0, 60)}`),
  );
}

/** Hrefs among `links` that lead nowhere on this site. */
/** Links to pages that do not exist; tel: and mailto: links (call me, e-mail me) are not pages. */
const unknownTargets = (links: ShownLink[]) =>
  links
    .filter((link) => !/^(tel|mailto):/.test(link.href) && !isKnownPath(link.href))
    .map((link) => link.href);

async function expectReadableMain(): Promise<void> {
  const h1 = page.locator('h1').first();
  expect(await h1.isVisible()).toBe(true);
  const mainText = await page.locator('main').innerText();
  expect(mainText).toContain((await h1.innerText()).trim());
  expect(mainText.length).toBeGreaterThan(150);
  expect(await hiddenMainText(page)).toEqual([]);
}

/**
 * The header's plain links show and lead to pages. Its Services and Locations menus, and the
 * phone menu, open by script: without it the footer and its Sitemap link reach those pages.
 */
async function expectHeaderLinks(): Promise<void> {
  const shown = (await linksIn(page.locator('header'))).filter((link) => link.visible);
  expect(shown.map((link) => [link.text, link.href])).toEqual(
    expect.arrayContaining([
      ['Home', '/'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]),
  );
  expect(unknownTargets(shown)).toEqual([]);
}

async function expectFooterLinks(): Promise<void> {
  const links = await linksIn(page.locator('footer'));
  expect(links.filter((link) => !link.visible)).toEqual([]);
  const internal = links.filter((link) => link.href.startsWith('/'));
  expect(internal.length).toBeGreaterThanOrEqual(12);
  expect(internal.map((link) => link.href)).toEqual(
    expect.arrayContaining(['/privacy', '/terms', '/sitemap']),
  );
  expect(unknownTargets(internal)).toEqual([]);
}

/** Stands for the newest blog post, whose slug the seeded database decides. */
const newestPost = '/blog/(newest post)';

const families: [family: string, path: string][] = [
  ['home', '/'],
  ['a service page', servicePath(serviceSlugs[0])],
  ['a location page', locationPath(locationSlugs[0])],
  ['the blog list', '/blog'],
  ['a blog post', newestPost],
  ['contact', '/contact'],
  ['about', '/about'],
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['the sitemap', '/sitemap'],
  ['the not-found page', '/no-such-page'],
];

describe('pages without JavaScript', () => {
  it.each(families)(
    '%s (%s) shows its heading and content, and its header and footer links',
    async (_, listed) => {
      const path = listed === newestPost ? blogPostPath((await listedPosts())[0]!.slug) : listed;
      const notFound = path === '/no-such-page';
      expect(await openWithoutScript(path)).toBe(notFound ? 404 : 200);
      if (notFound) tab.expectProblem(failedResourceMessage(404, 'Not Found'));
      await expectReadableMain();
      await expectHeaderLinks();
      await expectFooterLinks();
    },
  );

  it('reaches every page from the footer of a phone, where the menu button needs script', async () => {
    await openWithoutScript('/', { viewport: phoneViewport });
    await page.locator('footer').getByRole('link', { name: 'Sitemap' }).click();
    await page.waitForURL(urlFor('/sitemap'));
    const shown = new Set(
      (await linksIn(page.locator('main'))).filter((link) => link.visible).map((link) => link.href),
    );
    expect(publicPaths.filter((path) => path !== '/sitemap' && !shown.has(path))).toEqual([]);
  });
});
