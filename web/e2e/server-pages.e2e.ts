import {
  failedResourceMessage,
  usePages,
  phoneViewport,
  useBrowser,
  type TestPage,
} from './support/browser';
import { urlFor } from './support/server-url';

const openPage = usePages(useBrowser(), { shareTabs: true });

/**
 * The pages the API writes itself (booking without JavaScript, the subscription links' pages)
 * in the site's own header, footer, fonts and colours, at a phone's width and a desktop's.
 */
const serverPages = [
  { path: '/contact/book', title: 'Book a free consultation', status: 200 },
  { path: '/blog/unsubscribe?s=nobody&t=nothing', title: 'Link not valid', status: 400 },
];

async function layoutOf(tab: TestPage) {
  return tab.page.evaluate(() => {
    const h1 = document.querySelector('main h1');
    return {
      h1: h1?.textContent?.trim(),
      headingFont: h1 ? getComputedStyle(h1).fontFamily : '',
      bodyFont: getComputedStyle(document.body).fontFamily,
      background: getComputedStyle(document.body).backgroundColor,
      brandLink: Boolean(document.querySelector('header a[href="/"]')),
      footerLinks: document.querySelectorAll('footer a[href]').length,
      pageWidth: document.documentElement.scrollWidth,
      chatLauncher: Boolean(document.querySelector('[data-island="chat-launcher"]')),
    };
  });
}

describe('server pages in the site layout', () => {
  for (const { path, title, status } of serverPages) {
    for (const viewport of [phoneViewport, { width: 1440, height: 900 }]) {
      it(`${path} at ${viewport.width} px has the header, footer, fonts and colours`, async () => {
        const tab = await openPage({ viewport });
        // The bad link's page answers 400 on purpose; the browser logs that.
        if (status !== 200) tab.expectProblem(failedResourceMessage(status, 'Bad Request'));
        const response = await tab.page.goto(urlFor(path), { waitUntil: 'load' });
        expect(response?.status()).toBe(status);
        const layout = await layoutOf(tab);
        expect(layout.h1).toBe(title);
        expect(layout.headingFont).toContain('Source Serif 4');
        expect(layout.bodyFont).toContain('Inter');
        expect(layout.background).toBe('rgb(246, 243, 238)');
        expect(layout.brandLink).toBe(true);
        expect(layout.footerLinks).toBeGreaterThan(3);
        expect(layout.chatLauncher).toBe(true);
        expect(layout.pageWidth).toBeLessThanOrEqual(viewport.width);
        if (viewport.width > 1000) {
          await expect(
            tab.page.getByRole('navigation', { name: 'Main' }).isVisible(),
          ).resolves.toBe(true);
        }
      });
    }
  }

  it('subscribing on the blog with JavaScript on confirms in place, without leaving the page', async () => {
    const tab = await openPage();
    await tab.page.goto(urlFor('/blog'), { waitUntil: 'load' });
    const email = tab.page.getByLabel('E-mail address');
    await email.fill('in.place@example.com');
    await tab.page.getByRole('button', { name: 'Subscribe for Updates' }).click();
    const confirmation = tab.page.getByTestId('subscribe-confirmation');
    await confirmation.waitFor();
    expect(new URL(tab.page.url()).pathname).toBe('/blog');
    await expect(confirmation.evaluate((node) => node === document.activeElement)).resolves.toBe(
      true,
    );
  });
});
