import { desktopViewport, useBrowser, usePages } from './support/browser';
import { deskOwner, signInAsOwner, useServerWithOwner } from './support/desk-server';

/**
 * Insights from end to end: a person's visits are counted by the server with no cookie and no
 * script, and the owner sees them in /admin/insights (figures, the chart, the tables).
 */
const server = useServerWithOwner();
const at = (sitePath: string) => new URL(sitePath, server().url).toString();
const openPage = usePages(useBrowser());

const article = '/blog/division-orders-explained-for-heirs';

/** Headless Chromium says so in its user agent, and is not counted: a person's browser is. */
const personsBrowser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('/admin/insights', () => {
  it("shows a person's visits, counted without a cookie, with their campaign, the tool they used, the article they read and the booking they left", async () => {
    const visitor = await openPage({ viewport: desktopViewport, userAgent: personsBrowser });
    await visitor.page.goto(at('/about?utm_source=newsletter&utm_medium=email&utm_campaign=e2e'), {
      waitUntil: 'load',
    });
    await visitor.page.goto(at('/'), { waitUntil: 'load' });
    await visitor.page.goto(at(article), { waitUntil: 'load' });
    // A tool's form as sent without JavaScript: the server works out the result.
    await visitor.page.goto(at('/tools/net-acres?interest=1%2F2&grossAcres=160&royalty=3%2F16'), {
      waitUntil: 'load',
    });
    // The booking form lists the open times; the visitor leaves without booking.
    await visitor.page.goto(at('/contact/book'), { waitUntil: 'load' });
    expect(await visitor.page.context().cookies()).toEqual([]);

    const { page } = await openPage({ viewport: desktopViewport });
    await page.goto(at('/admin/insights'));
    await signInAsOwner(page, deskOwner);
    await page.getByRole('heading', { name: 'Insights' }).waitFor();
    // Views are written in batches within a second or two: look again until they show.
    const topPages = page.getByRole('table', { name: 'Top pages' });
    for (let tries = 0; tries < 20; tries += 1) {
      if ((await topPages.getByText('/about', { exact: true }).count()) > 0) break;
      await page.waitForTimeout(500);
      await page.getByRole('button', { name: 'Last 7 days' }).click();
    }
    await topPages.getByText('/about', { exact: true }).waitFor();
    await page
      .getByRole('table', { name: 'Campaigns' })
      .getByText('newsletter / email / e2e')
      .waitFor();
    expect(await page.getByRole('group', { name: 'Visitors' }).textContent()).toMatch(
      /^Visitors[1-9]/,
    );
    expect(await page.getByRole('group', { name: 'Tools used' }).textContent()).toMatch(
      /^Tools used[1-9]/,
    );
    expect(await page.getByRole('group', { name: 'Booking abandoned' }).textContent()).toMatch(
      /^Booking abandoned[1-9]/,
    );
    await page.getByRole('table', { name: 'Tools used' }).getByText('net-acres').waitFor();
    await page
      .getByRole('table', { name: 'What each article led to' })
      .getByText(article, { exact: true })
      .waitFor();
    await page.getByRole('table', { name: 'Leads by source' }).getByText('From a tool').waitFor();
    // The chart drew its two series, with its legend.
    const chart = page.getByRole('figure', { name: 'Visitors and page views' });
    await chart.getByText('Page views').first().waitFor();
    expect(await chart.locator('svg path[d]').count()).toBeGreaterThan(2);
  });
});
