import { locationPages, servicePages, site } from '@landman/content';
import type { Page } from 'playwright-core';
import { usePages, useBrowser, phoneViewport, visit, type TestPage } from './support/browser';

const openPage = usePages(useBrowser(), { shareTabs: true });
let current: TestPage;
let page: Page;

async function open(path: string, options = {}): Promise<void> {
  current = await openPage(options);
  page = current.page;
  await visit(page, path);
}

/** A page load has committed once the new page is shown: wait for its title. */
async function waitForTitle(expected: string): Promise<void> {
  await page.waitForFunction((title) => document.title === title, expected);
}

const mainNav = () => page.getByRole('navigation', { name: 'Main' });
const trigger = (name: string) => mainNav().getByRole('button', { name });
const menu = (name: string) => page.locator(`#${name.toLowerCase()}-menu`);

describe('desktop navigation', () => {
  it('opens the Services dropdown on click with all 11 services, and toggles it closed', async () => {
    await open('/');
    await expect(menu('Services').isVisible()).resolves.toBe(false);
    // The first click loads the dropdown's code, then opens it (see islands.e2e.ts).
    await trigger('Services').click();
    await menu('Services').waitFor({ state: 'visible' });
    expect(await trigger('Services').getAttribute('aria-expanded')).toBe('true');
    expect(await menu('Services').getByRole('link').allInnerTexts()).toEqual([
      ...servicePages.map((p) => p.name),
      'All services',
    ]);
    await trigger('Services').click();
    expect(await trigger('Services').getAttribute('aria-expanded')).toBe('false');
    await expect(menu('Services').isVisible()).resolves.toBe(false);
  });

  it('scrolls a long dropdown list within its maximum height', async () => {
    await open('/');
    await trigger('Services').click();
    await menu('Services').waitFor({ state: 'visible' });
    const list = menu('Services').locator('ul');
    const box = await list.evaluate((el) => ({
      overflow: getComputedStyle(el).overflowY,
      clientHeight: el.clientHeight,
      scrollHeight: el.scrollHeight,
    }));
    expect(box.overflow).toBe('auto');
    expect(box.clientHeight).toBeLessThanOrEqual(320);
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
  });

  it('never cuts an item at the scroll edge, and says when more follow', async () => {
    await open('/');
    for (const name of ['Services', 'Locations']) {
      await trigger(name).click();
      await menu(name).waitFor({ state: 'visible' });
      const list = menu(name).locator('ul');
      // Every item is either wholly inside the visible part of the list or wholly outside it.
      const cutItems = () =>
        list.evaluate(async (ul) => {
          await new Promise((resolve) => setTimeout(resolve, 300)); // let scroll snapping settle
          const view = ul.getBoundingClientRect();
          return [...ul.querySelectorAll('li')].filter((li) => {
            const item = li.getBoundingClientRect();
            const inside = item.top >= view.top - 0.5 && item.bottom <= view.bottom + 0.5;
            const outside = item.bottom <= view.top + 0.5 || item.top >= view.bottom - 0.5;
            return !inside && !outside;
          }).length;
        });
      expect(await cutItems()).toBe(0);
      const scrolls = await list.evaluate((ul) => ul.scrollHeight > ul.clientHeight);
      const more = menu(name).getByTestId('dropdown-more');
      expect(await more.isVisible()).toBe(scrolls);
      if (scrolls) {
        await list.hover();
        await page.mouse.wheel(0, 70);
        expect(await cutItems()).toBe(0);
        await list.evaluate((ul) => ul.scrollTo({ top: ul.scrollHeight }));
        expect(await cutItems()).toBe(0);
        await more.waitFor({ state: 'detached' });
      }
      await page.keyboard.press('Escape');
    }
  });

  it('reaches About from the header and the footer', async () => {
    await open('/blog');
    await mainNav().getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await page.locator('#profile').waitFor();
    const footerAbout = page.getByRole('contentinfo').getByRole('link', { name: /^About / });
    expect(await footerAbout.getAttribute('href')).toBe('/about');
  });

  it('closes a dropdown on an outside click and on Escape', async () => {
    await open('/');
    await trigger('Locations').click();
    await menu('Locations').waitFor({ state: 'visible' });
    expect(await menu('Locations').getByRole('link').allInnerTexts()).toEqual([
      ...locationPages.map((p) => p.name),
      'All locations',
    ]);
    await page.locator('h1').first().click();
    await expect(menu('Locations').isVisible()).resolves.toBe(false);

    await trigger('Locations').click();
    await menu('Locations').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await expect(menu('Locations').isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('locations-button');
  });

  it('closes one dropdown when the other opens', async () => {
    await open('/');
    await trigger('Services').click();
    await menu('Services').waitFor({ state: 'visible' });
    // Each dropdown is its own island: the first click on Locations loads it, then opens it.
    await trigger('Locations').click();
    await menu('Locations').waitFor({ state: 'visible' });
    await expect(menu('Services').isVisible()).resolves.toBe(false);
  });

  it('navigates on choosing an item, closes the menu and highlights the current page', async () => {
    await open('/');
    const target = servicePages[2]!;
    await trigger('Services').click();
    await menu('Services').getByRole('link', { name: target.name }).click();
    await page.waitForURL(`**/services/${target.slug}`);
    await waitForTitle(`${target.seo.title} | ${site.name}`);
    await expect(menu('Services').isVisible()).resolves.toBe(false);
    expect(await page.locator('title').count()).toBe(1);
    expect(await page.locator('h1').first().innerText()).toBe(target.hero.title);
    expect(await trigger('Services').getAttribute('data-active')).toBe('true');
    expect(await trigger('Locations').getAttribute('data-active')).toBeNull();
    expect(
      await menu('Services')
        .getByRole('link', { name: target.name, includeHidden: true })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('highlights Home on / and Blog on /blog', async () => {
    await open('/');
    const home = mainNav().getByRole('link', { name: 'Home' });
    const blog = mainNav().getByRole('link', { name: 'Blog' });
    expect(await home.getAttribute('aria-current')).toBe('page');
    expect(await blog.getAttribute('aria-current')).toBeNull();
    await blog.click();
    await page.waitForURL('**/blog');
    await mainNav().locator('a[href="/blog"][aria-current="page"]').waitFor();
    expect(await blog.getAttribute('aria-current')).toBe('page');
    expect(await home.getAttribute('aria-current')).toBeNull();
  });

  it('reaches the contact page from the Contact button', async () => {
    await open('/about');
    await mainNav().getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/contact');
    await page.locator('h1', { hasText: 'Tell Me About Your Land' }).waitFor();
    expect(await page.locator('h1').count()).toBe(1);
  });
});

describe('mobile navigation (390px wide)', () => {
  const menuButton = () => page.getByRole('button', { name: /menu/i });
  const mobileMenu = () => page.locator('#mobile-menu');

  it('hides the desktop links and opens a menu with every page family', async () => {
    await open('/', { viewport: phoneViewport, isMobile: true, hasTouch: true });
    await expect(mainNav().isVisible()).resolves.toBe(false);
    await menuButton().click();
    await mobileMenu().waitFor({ state: 'visible' });
    const labels = await mobileMenu().getByRole('link').allInnerTexts();
    expect(labels).toEqual([
      'Call',
      'Contact',
      'Home',
      'About',
      ...servicePages.slice(0, 6).map((p) => p.name),
      'All services',
      ...locationPages.slice(0, 4).map((p) => p.name),
      'All locations',
      'Tools',
      'Blog',
    ]);
    // Call and Contact sit at the top of the menu, in view without scrolling.
    for (const name of ['Call', 'Contact']) {
      const box = await mobileMenu().getByRole('link', { name, exact: true }).boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(phoneViewport.height / 3);
    }
    expect(
      await mobileMenu().getByRole('link', { name: 'Call', exact: true }).getAttribute('href'),
    ).toBe(`tel:${site.phoneE164}`);
  });

  it('offers a call button in the phone header, hidden on desktop', async () => {
    await open('/services', { viewport: phoneViewport, isMobile: true, hasTouch: true });
    const call = page.getByRole('banner').getByRole('link', { name: `Call ${site.phone}` });
    expect(await call.isVisible()).toBe(true);
    expect(await call.getAttribute('href')).toBe(`tel:${site.phoneE164}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await call.isVisible()).toBe(false);
  });

  it('reaches every service through All services', async () => {
    await open('/', { viewport: phoneViewport, isMobile: true, hasTouch: true });
    await menuButton().click();
    await mobileMenu().getByRole('link', { name: 'All services' }).click();
    await page.waitForURL('**/services');
    // The URL changes before the lazy index page commits: wait for the index's own section.
    await page.locator('#all-services').waitFor();
    await expect(mobileMenu().isVisible()).resolves.toBe(false);
    for (const service of servicePages) {
      expect(
        await page.locator(`main a[href="/services/${service.slug}"]`).count(),
      ).toBeGreaterThan(0);
    }
  });

  it('reaches every location through All locations, and a location from the list', async () => {
    await open('/', { viewport: phoneViewport, isMobile: true, hasTouch: true });
    await menuButton().click();
    await mobileMenu().getByRole('link', { name: 'All locations' }).click();
    await page.waitForURL('**/locations');
    // The home page links all seven locations too, so only the index's own section proves the
    // navigation has committed (a menu opened before that would close when it does).
    await page.locator('#all-locations').waitFor();
    for (const location of locationPages) {
      expect(
        await page.locator(`main a[href="/locations/${location.slug}"]`).count(),
      ).toBeGreaterThan(0);
    }
    const target = locationPages[1]!;
    await menuButton().click();
    await mobileMenu().getByRole('link', { name: target.name }).click();
    await page.waitForURL(`**/locations/${target.slug}`);
    await waitForTitle(`${target.seo.title} | ${site.name}`);
    expect(await page.locator('h1').first().innerText()).toBe(target.hero.title);
  });

  it('closes the menu with Escape and returns focus to the button', async () => {
    await open('/', { viewport: phoneViewport, isMobile: true, hasTouch: true });
    await menuButton().click();
    // The first click waits for the header island to hydrate: Escape must reach an open menu.
    await mobileMenu().waitFor();
    await page.keyboard.press('Escape');
    await mobileMenu().waitFor({ state: 'hidden' });
    expect(await menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
      'mobile-menu',
    );
  });
});
