import { site } from '@landman/content';
import type { Page } from 'playwright-core';
import { usePages, useBrowser, visit, type TestPage } from './support/browser';

const openPage = usePages(useBrowser());
let tab: TestPage;
let page: Page;

beforeEach(async () => {
  tab = await openPage();
  page = tab.page;
});

/**
 * Makes every download of a code chunk fail, as after a release replaced the site's files.
 * Returns how many times the chunk has been asked for so far.
 */
async function failDownloadsOf(chunk: string): Promise<() => number> {
  let attempts = 0;
  // The blocked downloads, and what the error boundary logs of them, are expected.
  tab.expectProblem(/net::ERR_INTERNET_DISCONNECTED/);
  tab.expectProblem(/^console\.error: A part of the page failed to load/);
  tab.expectProblem(/^console\.error: TypeError: Failed to fetch dynamically imported module/);
  await page.route(`**/assets/${chunk}-*.js`, (route) => {
    attempts += 1;
    return route.abort('internetdisconnected');
  });
  return () => attempts;
}

describe('code that cannot be downloaded', () => {
  it('fails one page, not the site: the header still navigates elsewhere', async () => {
    await visit(page, '/');
    await failDownloadsOf('blog-list-page');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await page.getByRole('alert').getByText('This page could not be loaded').waitFor();
    expect(await page.getByRole('button', { name: 'Reload page' }).isVisible()).toBe(true);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Tell Me About Your Land' }).waitFor();
    expect(await page.getByText('This page could not be loaded').count()).toBe(0);
  });

  it('says the chat could not open, with the phone number, and the page carries on', async () => {
    await visit(page, '/services/lease-checks');
    const attempts = await failDownloadsOf('chat-panel');
    await page.getByRole('button', { name: 'Chat with the Land Services Assistant' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'The chat could not be opened' });
    await notice.waitFor();
    // A failed download is shown, not retried in a loop.
    expect(attempts()).toBeLessThanOrEqual(2);
    expect(await notice.innerText()).toContain(site.phone);
    await notice.getByRole('button', { name: 'Close' }).click();
    expect(await notice.count()).toBe(0);
    expect(await page.locator('h1').isVisible()).toBe(true);
  });
});
