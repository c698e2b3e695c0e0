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
  it('leaves the server HTML working when an island cannot load: the menu trigger is a link', async () => {
    await visit(page, '/');
    await failDownloadsOf('island-runtime');
    tab.expectProblem(/^console\.error: The nav-dropdown island could not be loaded/);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Services' })
      .click();
    // The held click does what the HTML does without JavaScript: it opens the services index.
    await page.waitForURL('**/services');
    await page.locator('#all-services').waitFor();
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
