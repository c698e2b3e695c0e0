import type { Page } from 'playwright-core';
import { phoneViewport, useBrowser, usePages, visit } from './support/browser';

/*
 * usePages' shareTabs, which the browser files that only look at and use pages turn on: a tab
 * handed to the next test must arrive as a new visitor's, and a tab a test changed beyond what
 * can be cleared must not be handed on.
 * The tests of each block run in order, each checking what the one before it left.
 */

const browser = useBrowser();
const openPage = usePages(browser, { shareTabs: true });
let lastPage: Page;

/** What a visitor's browser keeps for the site: cookies, session and local storage. */
const keptState = (page: Page) =>
  page.evaluate(() => [document.cookie, sessionStorage.length, localStorage.length]);

describe('a tab handed to the next test', () => {
  it('(a test leaves cookies, storage, a route and a declared problem behind)', async () => {
    const tab = await openPage();
    lastPage = tab.page;
    await visit(tab.page, '/about');
    await tab.page.evaluate(() => {
      document.cookie = 'left=behind; path=/';
      sessionStorage.setItem('left', 'behind');
      localStorage.setItem('left', 'behind');
    });
    expect(await keptState(tab.page)).toEqual(['left=behind', 1, 1]);
    await tab.page.route('**/favicon.svg', (route) => route.abort());
    tab.expectProblem(/left behind/);
    const logged = tab.page.waitForEvent('console');
    await tab.page.evaluate(() => console.error('left behind'));
    await logged;
    expect(tab.problems).toEqual(['console.error: left behind']);
  });

  it('is the same tab, with none of it: a new visitor on a new document', async () => {
    const tab = await openPage();
    expect(tab.page === lastPage).toBe(true);
    expect(tab.problems).toEqual([]);
    await visit(tab.page, '/about');
    expect(await keptState(tab.page)).toEqual(['', 0, 0]);
    expect(await tab.page.evaluate(async () => (await fetch('/favicon.svg')).status)).toBe(200);
    // The last test's declaration excuses nothing here.
    const logged = tab.page.waitForEvent('console');
    await tab.page.evaluate(() => console.error('left behind'));
    await logged;
    expect(tab.unexpectedProblems()).toEqual(['console.error: left behind']);
    tab.expectProblem('console.error: left behind');
  });
});

describe('a tab changed beyond clearing', () => {
  it('(a test adds a listener of its own)', async () => {
    const tab = await openPage();
    lastPage = tab.page;
    tab.page.on('request', () => undefined);
    await visit(tab.page, '/privacy');
  });

  /** A tab that is not the last test's, which was closed; it becomes the last one. */
  async function newTabAfterClosedOne(): Promise<Page> {
    const { page } = await openPage();
    expect(page === lastPage).toBe(false);
    expect(lastPage.isClosed()).toBe(true);
    lastPage = page;
    return page;
  }

  it('is closed, and the next test gets a new one', async () => {
    const page = await newTabAfterClosedOne();
    await visit(page, '/privacy');
    await page.setViewportSize(phoneViewport);
  });

  it('is closed too when its viewport was changed', async () => {
    await visit(await newTabAfterClosedOne(), '/terms');
  });

  it('goes only to a test asking for the same options', async () => {
    const phone = await openPage({ viewport: phoneViewport });
    expect(phone.page === lastPage).toBe(false);
    const desktop = await openPage();
    expect(desktop.page === lastPage).toBe(true);
  });
});

describe('without shareTabs', () => {
  const openOwnPage = usePages(browser);

  it('(a test opens a tab)', async () => {
    lastPage = (await openOwnPage()).page;
    await visit(lastPage, '/about');
  });

  it('its tab is closed after its test', () => {
    expect(lastPage.isClosed()).toBe(true);
  });
});
