import type { Page, Request } from 'playwright-core';
import { phoneViewport, usePages, useBrowser, visit } from './support/browser';
import { urlFor } from './support/server-url';

/**
 * Each island answers the visitor's first interaction on a freshly loaded page, when none of its
 * code has loaded yet: the loader fetches it, hydrates the island and replays what was done.
 */
describe('islands on a freshly loaded page', () => {
  const browser = useBrowser();
  const openPage = usePages(browser);

  /** A loaded page, and the scripts it fetches from then on. */
  async function fresh(path: string, options = {}): Promise<{ page: Page; scripts: string[] }> {
    const { page } = await openPage(options);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await visit(page, path);
    await page.waitForLoadState('networkidle');
    return { page, scripts };
  }
  const loaded = (scripts: string[], chunk: string) =>
    scripts.some((file) => new RegExp(`/${chunk}-[\\w-]+\\.js$`).test(file));

  it('loads no island code and no React before any interaction', async () => {
    const { scripts } = await fresh('/');
    expect(scripts.length).toBeGreaterThan(0);
    for (const chunk of [
      'react-runtime',
      'island-runtime',
      'nav-dropdown',
      'mobile-menu',
      'chat-launcher',
      'chat-panel',
    ]) {
      expect({ chunk, loaded: loaded(scripts, chunk) }).toEqual({ chunk, loaded: false });
    }
  });

  it('opens the Services dropdown on the first click', async () => {
    const { page, scripts } = await fresh('/');
    await page.getByRole('button', { name: 'Services', exact: true }).click();
    await page.locator('#services-menu').waitFor({ state: 'visible' });
    const trigger = page.getByRole('button', { name: 'Services', exact: true });
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(loaded(scripts, 'nav-dropdown')).toBe(true);
    // Still on the page: the trigger's fallback link to /services was not followed.
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('opens the Locations dropdown with Space on the focused trigger', async () => {
    const { page } = await fresh('/about');
    await page.getByRole('button', { name: 'Locations', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.locator('#locations-menu').waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/about');
  });

  it('opens the phone menu on the first tap', async () => {
    const { page } = await fresh('/', { viewport: phoneViewport, isMobile: true, hasTouch: true });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.locator('#mobile-menu').waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('opens the chat on the first click of the launcher', async () => {
    const { page, scripts } = await fresh('/services/lease-checks');
    await page.getByRole('button', { name: 'Chat with the Land Services Assistant' }).click();
    await page.getByRole('dialog', { name: 'Land Services Assistant' }).waitFor();
    expect(loaded(scripts, 'chat-panel')).toBe(true);
  });

  it("shows the chat's frame at once on a tap before its code, and the panel takes over what was typed", async () => {
    const { page } = await fresh('/', { viewport: phoneViewport, isMobile: true, hasTouch: true });
    // React stays on its way until the shell has been used.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/react-runtime-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Chat with the Land Services Assistant' }).tap();
    const shell = page.getByTestId('chat-shell');
    await shell.getByPlaceholder('Type your message...').waitFor({ state: 'visible' });
    expect(await shell.getAttribute('aria-modal')).toBe('true');
    // The message box has focus: the visitor types, and asks to send.
    await page.keyboard.type('Do you work in Reeves County?');
    await page.keyboard.press('Enter');
    await shell.getByText(/goes out as soon as the chat is ready/).waitFor();

    release();
    await page.getByTestId('chat-panel').waitFor();
    expect(await shell.count()).toBe(0);
    await page.getByTestId('chat-message-user').filter({ hasText: 'Reeves County' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
  });

  it("answers a tap before any of the page's modules has loaded: what is typed is kept and sent", async () => {
    const { page } = await openPage({ viewport: phoneViewport, isMobile: true, hasTouch: true });
    // Every script file (the islands entry, React, the chat) waits until the shell was used:
    // only the page's own HTML and its inline script are there for the tap.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(urlFor('/'), { waitUntil: 'domcontentloaded' });
    const launcher = page.getByRole('button', { name: 'Chat with the Land Services Assistant' });
    await launcher.waitFor();

    const tapped = Date.now();
    await launcher.tap();
    const shell = page.getByTestId('chat-shell');
    const box = shell.getByPlaceholder('Type your message...');
    await box.waitFor({ state: 'visible' });
    const tapToBox = Date.now() - tapped;
    expect(await page.locator('html').getAttribute('data-islands')).toBeNull();
    expect(await shell.getAttribute('aria-modal')).toBe('true');
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(tapToBox).toBeLessThan(500);

    await page.keyboard.type('Do you work in Loving County?');
    await page.keyboard.press('Enter');
    await shell.getByText(/goes out as soon as the chat is ready/).waitFor();
    expect(await box.inputValue()).toBe('Do you work in Loving County?');

    release();
    const panel = page.getByTestId('chat-panel');
    await panel.waitFor();
    expect(await shell.count()).toBe(0);
    await panel.getByTestId('chat-message-user').filter({ hasText: 'Loving County' }).waitFor();
    // Sent, not only shown: the assistant answers it.
    await panel.getByTestId('chat-message-assistant').nth(1).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
  });

  it('fetches the chat once the visitor scrolls, so the tap on the launcher fetches nothing', async () => {
    const { page, scripts } = await fresh('/', {
      viewport: phoneViewport,
      isMobile: true,
      hasTouch: true,
    });
    // The page sat still: nothing of the chat was fetched.
    await page.waitForTimeout(500);
    expect(['chat-launcher', 'chat-panel'].filter((chunk) => loaded(scripts, chunk))).toEqual([]);

    // Scripts still downloading (the chat's chunks and those they import).
    const inFlight = new Set<Request>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') inFlight.add(request);
    });
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 0);
    // Fetched when the browser is idle after the scroll (within a few seconds).
    const deadline = Date.now() + 15_000;
    while (!(loaded(scripts, 'chat-panel') && inFlight.size === 0) && Date.now() < deadline) {
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(300);
    for (const chunk of ['react-runtime', 'chat-launcher', 'chat-panel']) {
      expect({ chunk, loaded: loaded(scripts, chunk) }).toEqual({ chunk, loaded: true });
    }
    expect(inFlight.size).toBe(0);

    const fetchedBeforeTap = scripts.length;
    await page.getByRole('button', { name: 'Chat with the Land Services Assistant' }).tap();
    await page.getByRole('dialog', { name: 'Land Services Assistant' }).waitFor();
    await page.getByPlaceholder('Type your message...').waitFor({ state: 'visible' });
    await page.waitForTimeout(300);
    expect(scripts.slice(fetchedBeforeTap)).toEqual([]);
  });

  it('validates the contact form on the first Send', async () => {
    const { page } = await fresh('/contact');
    await page.getByRole('button', { name: /send message/i }).click();
    await page.getByText('Please enter your name').waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact');
  });
});
