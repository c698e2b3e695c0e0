import { locationPages, servicePages } from '@landman/content';
import type { Page } from 'playwright-core';
import {
  expectNoSeriousAxeViolations,
  failedResourceMessage,
  phoneViewport,
  useBrowser,
  usePages,
  visit,
} from './support/browser';
import { urlFor } from './support/server-url';

/** One page of every family. */
const pages = [
  '/',
  '/services',
  `/services/${servicePages[0]!.slug}`,
  `/services/${servicePages[servicePages.length - 1]!.slug}`,
  '/locations',
  `/locations/${locationPages[0]!.slug}`,
  '/about',
  '/privacy',
  '/terms',
  '/sitemap',
  '/blog',
  '/contact',
  '/no-such-page',
];

const openPage = usePages(useBrowser(), { shareTabs: true });

async function scan(path: string, options = {}, prepare?: (page: Page) => Promise<void>) {
  const { page, expectProblem } = await openPage(options);
  if (path === '/no-such-page') expectProblem(failedResourceMessage(404, 'Not Found'));
  await visit(page, path);
  if (prepare) await prepare(page);
  await expectNoSeriousAxeViolations(page);
}

describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  it.each(pages)('%s has no serious or critical violations', async (path) => {
    await scan(path);
  });

  it('a blog post has no serious or critical violations', async () => {
    const posts = (await (await fetch(urlFor('/api/blog'))).json()) as { slug: string }[];
    await scan(`/blog/${posts[0]!.slug}`);
  });

  it('the open Services dropdown has no serious or critical violations', async () => {
    await scan('/', {}, async (page) => {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Services' })
        .click();
    });
  });

  it('the open mobile menu has no serious or critical violations', async () => {
    await scan('/', { viewport: phoneViewport, isMobile: true, hasTouch: true }, async (page) => {
      await page.getByRole('button', { name: /menu/i }).click();
    });
  });
});

describe('the axe check itself', () => {
  /** A page on the site, changed to hold what is wrong: the check must fail on it. */
  async function checkAfter(change: (page: Page) => Promise<void>): Promise<string> {
    const { page } = await openPage();
    await visit(page, '/about');
    await change(page);
    return await expectNoSeriousAxeViolations(page).then(
      () => 'passed',
      (error: unknown) => String(error),
    );
  }

  it('fails on a serious violation in the page and in a frame of the same origin', async () => {
    const inPage = await checkAfter((page) =>
      page.evaluate(() => {
        const image = document.createElement('img');
        image.src = '/favicon.svg';
        document.querySelector('main')?.append(image);
      }),
    );
    expect(inPage).toContain('image-alt (critical)');

    const inFrame = await checkAfter(async (page) => {
      await page.evaluate(() => {
        const frame = document.createElement('iframe');
        frame.title = 'A frame';
        frame.srcdoc =
          '<!doctype html><html lang="en"><title>Inner</title><main><img src="/favicon.svg"></main></html>';
        document.querySelector('main')?.append(frame);
      });
      await page.frameLocator('iframe[title="A frame"]').locator('img').waitFor();
    });
    expect(inFrame).toContain('image-alt (critical)');
  });
});
