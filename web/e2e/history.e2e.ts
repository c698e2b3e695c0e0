import type { Page } from 'playwright-core';
import { usePages, useBrowser, visit, type TestPage } from './support/browser';

const openPage = usePages(useBrowser());
let tab: TestPage;
let page: Page;

beforeEach(async () => {
  tab = await openPage();
  page = tab.page;
});

const scrollY = () => page.evaluate(() => Math.round(window.scrollY));

describe('Back and Forward', () => {
  it('return the visitor to where they were on the blog list, and a new page starts at its top', async () => {
    await visit(page, '/blog');
    // The last post card, well down the list.
    const lastCard = page.getByRole('link', { name: /read more/i }).last();
    await lastCard.scrollIntoViewIfNeeded();
    const listPosition = await scrollY();
    expect(listPosition).toBeGreaterThan(500);

    await lastCard.click();
    await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
    await page.locator('article h1').waitFor();
    await page.waitForFunction(() => window.scrollY === 0);

    await page.goBack();
    await page.waitForURL(/\/blog$/);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, listPosition);

    await page.goForward();
    await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
    await page.waitForFunction(() => window.scrollY === 0);
  });
});
