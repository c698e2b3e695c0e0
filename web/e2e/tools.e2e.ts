import { site, toolPath, toolSlugs, type ToolSlug } from '@landman/content';
import type { Page } from 'playwright-core';
import { useBrowser, usePages, visit } from './support/browser';
import { fetchServed } from './support/served-html';
import { urlFor } from './support/server-url';

const openPage = usePages(useBrowser(), { shareTabs: true });
const firstName = site.name.split(' ')[0]!;

/** For each tool: what to type (field name to text) and the figures the result must lead with. */
const examples: Record<ToolSlug, { fill: Record<string, string>; headlines: string[] }> = {
  'division-order-decimal': {
    fill: { tract1Acres: '10', tract1Interest: '1', tract1Royalty: '3/16', unit1Acres: '640' },
    headlines: ['0.00292969'],
  },
  'net-acres': {
    fill: { interest: '1/2', grossAcres: '160', royalty: '3/16' },
    headlines: ['80', '120'],
  },
  'lease-offers': {
    fill: {
      interest: '1/4',
      grossAcres: '80',
      offerABonus: '500',
      offerARoyalty: '1/4',
      offerATerm: '3',
    },
    headlines: ['$10,000.00'],
  },
  'check-estimate': {
    fill: { decimal: '0.00292969', volume: '12000', price: '70' },
    headlines: ['$2,347.74'],
  },
  'pooling-election-deadline': {
    fill: { orderDate: '2025-03-14' },
    headlines: ['Thursday, April 3, 2025'],
  },
  'texas-royalty-payment-dates': {
    fill: { firstSaleMonth: '2025-01' },
    headlines: ['Saturday, May 31, 2025'],
  },
};

const field = (page: Page, slug: ToolSlug, name: string) => page.locator(`#${slug}-${name}`);
const headlines = (page: Page) => page.getByTestId('tool-headline').allTextContents();

async function fillExample(page: Page, slug: ToolSlug) {
  for (const [name, text] of Object.entries(examples[slug].fill))
    await field(page, slug, name).fill(text);
}

describe('owner tools without JavaScript', () => {
  it.each(toolSlugs)(
    '%s: the form is sent as a GET and the server shows the result',
    async (slug) => {
      const { page } = await openPage({ javaScriptEnabled: false });
      await page.goto(urlFor(toolPath(slug)), { waitUntil: 'load' });
      await page.getByTestId('tools-never').waitFor();
      await fillExample(page, slug);
      await Promise.all([
        page.waitForURL((url) => url.pathname === toolPath(slug) && url.search.length > 1),
        page.locator('form[method="get"] button[type="submit"]').click(),
      ]);
      expect(await headlines(page)).toEqual(examples[slug].headlines);
      await page.getByText('The working').waitFor();
    },
  );

  it('names a figure it cannot use, in plain words', async () => {
    const { page } = await openPage({ javaScriptEnabled: false });
    await page.goto(
      urlFor(
        '/tools/division-order-decimal?tract1Acres=700&tract1Interest=1&tract1Royalty=3/16&unit1Acres=640',
      ),
    );
    await page
      .getByText(/unit acres can't be smaller than the tract acres/)
      .first()
      .waitFor();
    expect(await headlines(page)).toEqual([]);
  });

  it('sends the result to the consultant: the contact form posts the inputs and the tool', async () => {
    const { page } = await openPage({ javaScriptEnabled: false });
    await page.goto(urlFor('/tools/net-acres?interest=1&grossAcres=10&royalty=3/16&unitAcres=640'));
    await Promise.all([
      page.waitForURL(/\/contact\?tool=net-acres/),
      page.getByRole('link', { name: `Send this to ${firstName}` }).click(),
    ]);
    const message = await page.getByLabel('Project Details').inputValue();
    expect(message).toContain('From the Net Mineral & Royalty Acres tool:');
    expect(message).toContain('- Royalty decimal: 0.00292969');
    await page.getByLabel('Full Name').fill('Dana Ortiz');
    await page.getByLabel('Email Address').fill('dana.ortiz@example.com');
    const [post] = await Promise.all([
      page.waitForRequest((r) => r.url() === urlFor('/contact') && r.method() === 'POST'),
      page.waitForURL(urlFor('/contact?sent=1')),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    // Read as the server reads it, whichever encoding the form uses (multipart: it takes files).
    const body = await new Response(post.postData() ?? '', {
      headers: { 'content-type': post.headers()['content-type'] ?? '' },
    }).formData();
    expect(body.get('tool')).toBe('net-acres');
    expect(String(body.get('message'))).toContain('- Your interest / Gross acres in the tract: 10');
    await page.getByText('Thank you for your message!').waitFor();
  });
});

describe('owner tools with JavaScript', () => {
  it.each(toolSlugs)('%s: the result follows the typing, with no page load', async (slug) => {
    const { page } = await openPage();
    await visit(page, toolPath(slug));
    let pageLoads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') pageLoads += 1;
    });
    await fillExample(page, slug);
    await page.waitForFunction(
      (expected) =>
        JSON.stringify(
          Array.from(
            document.querySelectorAll('[data-testid="tool-headline"]'),
            (n) => n.textContent,
          ),
        ) === JSON.stringify(expected),
      examples[slug].headlines,
    );
    // Submitting keeps the page and puts the inputs in the address, to share or bookmark.
    await page.locator('form[method="get"] button[type="submit"]').click();
    await page.waitForFunction(() => window.location.search.length > 1);
    expect(pageLoads).toBe(0);
    expect(await headlines(page)).toEqual(examples[slug].headlines);
  });

  it('a reminder file downloads for a deadline and is an iCalendar file', async () => {
    const { page } = await openPage();
    await visit(page, toolPath('pooling-election-deadline'));
    await fillExample(page, 'pooling-election-deadline');
    const link = page.getByRole('link', { name: /calendar reminder/ });
    const href = await link.getAttribute('href');
    expect(href).toBe(
      '/api/tools/pooling-election-deadline.ics?orderDate=2025-03-14&periodDays=20',
    );
    const response = await fetch(urlFor(href!));
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const ics = await response.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('DTSTART;VALUE=DATE:20250403');
  });

  it('sends the result to the consultant: the request carries the inputs and the tool', async () => {
    const { page } = await openPage();
    await visit(page, toolPath('division-order-decimal'));
    await fillExample(page, 'division-order-decimal');
    await field(page, 'division-order-decimal', 'ownerDecimal').fill('0.00293');
    await page.getByText('differs from the inputs you gave by 0.00000031').waitFor();
    await Promise.all([
      page.waitForURL(/\/contact\?tool=division-order-decimal/),
      page.getByRole('link', { name: `Send this to ${firstName}` }).click(),
    ]);
    await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
    await page.getByLabel('Full Name').fill('Dana Ortiz');
    await page.getByLabel('Email Address').fill('dana.ortiz@example.com');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/contacts') && r.method() === 'POST'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    const sent = request.postDataJSON() as { tool?: string; message: string };
    expect(sent.tool).toBe('division-order-decimal');
    expect(sent.message).toContain('- Tract 1 / Lease royalty: 3/16');
    expect(sent.message).toContain('- Decimal from your inputs: 0.00292969');
    await page.getByText('Thank you for your message!').waitFor();
  });
});

describe('owner tools in the navigation', () => {
  it('the header, footer, HTML sitemap and sitemap.xml list them', async () => {
    const home = await fetchServed('/');
    expect(home.body).toMatch(/<nav[^>]*aria-label="Main"[\s\S]*href="\/tools"[\s\S]*<\/nav>/);
    for (const slug of toolSlugs) expect(home.body).toContain(`href="${toolPath(slug)}"`);
    const sitemap = await fetchServed('/sitemap');
    for (const slug of toolSlugs) expect(sitemap.body).toContain(`href="${toolPath(slug)}"`);
    const xml = await (await fetch(urlFor('/sitemap.xml'))).text();
    for (const path of ['/tools', ...toolSlugs.map(toolPath)])
      expect(xml).toContain(`${site.url}${path}<`);
    const index = await fetchServed('/tools');
    expect(index.status).toBe(200);
    expect(index.body).toContain('they never appraise a mineral interest');
  });
});
