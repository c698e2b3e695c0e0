import {
  homeLocationSlugs,
  locationPages,
  privacyPolicy,
  serviceSlugs,
  site,
  termsOfService,
} from '@landman/content';
import type { Locator, Page } from 'playwright-core';
import { usePages, useBrowser, visit, type TestPage } from './support/browser';
import { fetchServed } from './support/served-html';
import { urlFor } from './support/server-url';

const openPage = usePages(useBrowser(), { shareTabs: true });
let current: TestPage;
let page: Page;

async function open(path: string, options = {}): Promise<void> {
  current = await openPage(options);
  page = current.page;
  await visit(page, path);
}

const main = () => page.getByRole('main');
const region = (name: string | RegExp) => main().getByRole('region', { name });
const hrefOf = (locator: Locator) => locator.getAttribute('href');

/** Rows of a table as arrays of trimmed cell texts (header cells included). */
function rowsOf(table: Locator): Promise<string[][]> {
  return table.evaluate((element) =>
    Array.from(element.querySelectorAll('tbody tr'), (row) =>
      Array.from(row.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').trim()),
    ),
  );
}

/** Clicks a link and waits for the client-side navigation to reach `path`. */
async function follow(link: Locator, path: string): Promise<void> {
  await link.click();
  await page.waitForURL(urlFor(path));
}

describe('home page', () => {
  it('shows every section and sends each button where the spec says', async () => {
    await open('/');
    await expect(page.getByRole('heading', { level: 1 }).allInnerTexts()).resolves.toEqual([
      'Expert Landman Services Across Texas, Oklahoma & Beyond',
    ]);
    const link = (name: string) => main().getByRole('link', { name, exact: true });
    await expect(hrefOf(link('Book Quick Lease Check'))).resolves.toBe('/services/lease-checks');
    await expect(hrefOf(link('Schedule Exploratory Call'))).resolves.toBe('/contact');
    await expect(hrefOf(link('View Full Credentials'))).resolves.toBe('/contact');
    await expect(hrefOf(link('View All Services'))).resolves.toBe('/services/lease-checks');
    await expect(hrefOf(link('Discuss Your Project'))).resolves.toBe('/contact');

    const credentials = region(/Field-Proven Experience/);
    await expect(credentials.getByRole('heading', { level: 3 }).count()).resolves.toBe(4);

    const services = region(/Landman Services Built Around/);
    const learnMore = services.getByRole('link', { name: /^Learn More/ });
    await expect(
      learnMore.evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).resolves.toEqual([
      '/services/lease-checks',
      '/services/leasehold-audits',
      '/services/title-curative',
      '/services/suspense-minerals',
      '/services/estate-heirship',
      '/services/lithium-renewables',
    ]);
    await expect(services.getByRole('listitem').count()).resolves.toBe(18);

    const locations = region(/Working the Texas Basins/);
    await expect(locations.getByRole('heading', { level: 3 }).allInnerTexts()).resolves.toEqual(
      homeLocationSlugs.map((slug) => locationPages.find((p) => p.slug === slug)?.card.title),
    );
    await expect(locations.getByRole('img').count()).resolves.toBe(4);

    const band = region(/Four Producing States/);
    await expect(band.getByRole('heading', { level: 3 }).allInnerTexts()).resolves.toEqual([
      'Texas',
      'Oklahoma',
      'New Mexico',
      'Louisiana',
    ]);

    await follow(link('Book Quick Lease Check'), '/services/lease-checks');
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
  });

  it('opens the chat with the preset message of Request Quote and Schedule with AI', async () => {
    await open('/');
    await page.evaluate(() => {
      const sent: unknown[] = [];
      Object.assign(window, { sentChatPresets: sent });
      window.addEventListener('openChatbot', (event) =>
        sent.push((event as CustomEvent<{ message?: string }>).detail.message),
      );
    });
    await main().getByRole('button', { name: 'Request Quote' }).click();
    await main().getByRole('button', { name: 'Schedule with AI' }).click();
    // Clicks made before the island hydrates are held and replayed, so the events may come later.
    await page.waitForFunction(
      () => (window as unknown as { sentChatPresets: unknown[] }).sentChatPresets.length >= 2,
    );
    await expect(
      page.evaluate(() => (window as unknown as { sentChatPresets: unknown[] }).sentChatPresets),
    ).resolves.toEqual([
      "I'd like to request a quote for my project",
      "I'd like to schedule a consultation to discuss my project",
    ]);
  });
});

describe('service pages', () => {
  it('shows the lease check turnaround table and scrolls to it from a deep link', async () => {
    await open('/services/lease-checks#turnaround-options');
    const table = page.getByRole('table', { name: /turnaround/i });
    const rows = await rowsOf(table);
    // The highlighted row's header also holds its "Most Popular" badge.
    const tiers = rows.map(([tier = '', ...rest]) => [
      tier.replace('Most Popular', '').trim(),
      ...rest,
    ]);
    expect(tiers.map((row) => row.slice(0, 3))).toEqual([
      ['Rush', '24 hours', 'Premium rate'],
      ['Standard', '48 hours', 'Standard rates'],
      ['Extended', '3-5 days', 'Discounted rates'],
    ]);
    await expect(
      table.locator('tr[data-highlighted]').getByRole('rowheader').innerText(),
    ).resolves.toMatch(/^Standard\s*Most Popular$/);
    const top = await page
      .locator('#turnaround-options')
      .evaluate((section) => section.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(200);
  });

  it('compares lithium with oil and gas in an accessible table', async () => {
    await open('/services/lithium-leasing');
    const table = page.getByRole('table', { name: /lithium/i });
    await expect(table.getByRole('columnheader').count()).resolves.toBeGreaterThanOrEqual(3);
    const rows = await rowsOf(table);
    const row = (label: RegExp) => rows.find((cells) => label.test(cells[0] ?? ''));
    expect(row(/timeline/i)?.slice(1)).toEqual([
      expect.stringContaining('5-10 years'),
      expect.stringContaining('6 months to 2 years'),
    ]);
    expect(row(/lifecycle/i)?.slice(1)).toEqual([
      expect.stringContaining('20-50 years'),
      expect.stringContaining('5-30 years'),
    ]);
    for (const factor of [/water/i, /surface/i, /royalty/i]) expect(row(factor)).toBeDefined();
  });

  it('tells the suspense recovery stories with their amounts and offers the free search', async () => {
    await open('/services/suspense-minerals');
    const stories = main().getByRole('article');
    const text = (await stories.allInnerTexts()).join('\n');
    for (const amount of ['$340,000', '$125,000', '$89,000', '$2,800'])
      expect(text).toContain(amount);
    const callout = region(/Free Revenue Search/);
    await expect(hrefOf(callout.getByRole('link'))).resolves.toBe('/contact');
  });

  it('links title curative state cards to the four state location pages', async () => {
    await open('/services/title-curative');
    const links = main().getByRole('link', {
      name: /^See .+\s?:\s?(Texas|Oklahoma|New Mexico|Louisiana)$/,
    });
    await expect(
      links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))),
    ).resolves.toEqual([
      '/locations/midland-tx',
      '/locations/oklahoma-city-ok',
      '/locations/hobbs-nm',
      '/locations/shreveport-la',
    ]);
  });

  it('tells the heirship success stories and keeps every call to action on /contact', async () => {
    await open('/services/estate-heirship');
    const text = (await main().getByRole('article').allInnerTexts()).join('\n');
    for (const figure of ['15 heirs', '$180,000', '8 states']) expect(text).toContain(figure);
    const hero = page.locator('main header');
    await expect(
      hero
        .getByRole('link')
        .evaluateAll((all) =>
          all.filter((a) => !a.closest('nav')).map((a) => a.getAttribute('href')),
        ),
    ).resolves.toEqual(['/contact', '/contact']);
    await expect(hrefOf(main().locator('#get-started').getByRole('link'))).resolves.toBe(
      '/contact',
    );
    await expect(main().locator('details').count()).resolves.toBeGreaterThan(0);
  });
});

describe('location pages', () => {
  it('shows Tyler with its coverage towns as plain text and its nearby areas as links', async () => {
    await open('/locations/tyler-tx');
    const coverage = main().locator('#coverage');
    await expect(coverage.getByRole('heading', { level: 3 }).count()).resolves.toBeGreaterThan(0);
    await expect(coverage.getByRole('listitem').getByRole('link').count()).resolves.toBe(0);
    const nearby = main()
      .locator('#nearby')
      .getByRole('link', { name: /^Learn More/ });
    await expect(
      nearby.evaluateAll((all) => all.map((a) => a.getAttribute('href'))),
    ).resolves.toEqual([
      '/locations/longview-tx',
      '/locations/bryan-tx',
      '/locations/shreveport-la',
    ]);
    const services = main()
      .locator('#services')
      .getByRole('link', { name: /^Learn More/ });
    const serviceHrefs = await services.evaluateAll((all) =>
      all.map((a) => a.getAttribute('href')),
    );
    for (const slug of [
      'oil-gas-leasing',
      'lithium-leasing',
      'lease-checks',
      'title-curative',
      'suspense-minerals',
      'estate-heirship',
    ]) {
      expect(serviceHrefs).toContain(`/services/${slug}`);
    }
    await expect(main().locator('#get-started').innerText()).resolves.toContain(
      'Free consultation',
    );
    await follow(nearby.first(), '/locations/longview-tx');
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
  });

  it('shows Shreveport services without links and its About button reaches a real page', async () => {
    await open('/locations/shreveport-la');
    const services = main().locator('#services');
    await expect(services.getByRole('heading', { level: 3 }).count()).resolves.toBeGreaterThan(0);
    await expect(services.getByRole('link').count()).resolves.toBe(0);
    const closing = main().locator('#get-started');
    await expect(
      closing.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href'))),
    ).resolves.toEqual(['/contact', '/about']);
    await follow(closing.getByRole('link').nth(1), '/about');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toMatch(/Landman/);
    await expect(page.title()).resolves.toContain(site.name);
  });

  it('lists every coverage town the spec names, in the served HTML', async () => {
    const bodies = await Promise.all(
      locationPages.map(async (p) => (await fetchServed(`/locations/${p.slug}`)).body),
    );
    const html = bodies.join('\n');
    for (const town of [
      'Marshall',
      'Carthage',
      'Odessa',
      'Big Spring',
      'Pecos',
      'College Station',
      'Huntsville',
      'Brenham',
      'Madisonville',
      'Tulsa',
      'Woodward',
      'Ardmore',
      'Elk City',
      'Carlsbad',
      'Artesia',
      'Roswell',
    ]) {
      expect(html).toContain(`>${town}</h3>`);
    }
  });
});

describe('index, about, legal and sitemap pages', () => {
  it('lists all 11 services and all 7 locations on the index pages', async () => {
    await open('/services');
    const serviceLinks = main()
      .locator('#all-services')
      .getByRole('link', { name: /^Learn More/ });
    await expect(
      serviceLinks.evaluateAll((all) => all.map((a) => a.getAttribute('href'))),
    ).resolves.toEqual(serviceSlugs.map((slug) => `/services/${slug}`));
    await open('/locations');
    const locationLinks = main()
      .locator('#all-locations')
      .getByRole('link', { name: /^Learn More/ });
    await expect(locationLinks.count()).resolves.toBe(locationPages.length);
  });

  it('shows the about page with credentials, track record and coverage', async () => {
    await open('/about');
    await expect(main().locator('#credentials h3').count()).resolves.toBe(4);
    const record = await main().locator('#track-record').innerText();
    expect(record).toMatch(/Over 500 title defects resolved/i);
    expect(record).toMatch(/Over \$12 million/i);
    await expect(main().locator('#coverage h3').allInnerTexts()).resolves.toEqual([
      'Texas',
      'Oklahoma',
      'New Mexico',
      'Louisiana',
    ]);
  });

  it.each([
    ['/privacy', privacyPolicy],
    ['/terms', termsOfService],
  ])('%s shows its date and a contents list linking to every section', async (path, document) => {
    await open(path);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(document.title);
    await expect(main().innerText()).resolves.toContain('Last updated January 2024');
    const contents = main().getByRole('navigation', { name: 'Contents' }).getByRole('link');
    await expect(contents.count()).resolves.toBe(document.sections.length);
    const last = document.sections.at(-1);
    if (!last) throw new Error(`${path} has no sections`);
    await contents.last().click();
    await page.waitForURL(urlFor(`${path}#${last.id}`));
    const top = await page.locator(`#${last.id}`).evaluate((s) => s.getBoundingClientRect().top);
    expect(top).toBeLessThan(400);
  });

  it('groups every page on the sitemap, with recent posts from the API in the served HTML', async () => {
    const response = await fetch(urlFor('/api/blog'));
    const posts = (await response.json()) as { slug: string; title: string }[];
    expect(posts.length).toBeGreaterThan(0);
    const newest = posts[0];
    if (!newest) throw new Error('No posts');

    const served = await fetchServed('/sitemap');
    expect(served.status).toBe(200);
    expect(served.body).toContain(`href="/blog/${newest.slug}"`);

    await open('/sitemap');
    const groups = await main().getByRole('heading', { level: 2 }).allInnerTexts();
    expect(groups).toEqual(
      expect.arrayContaining([
        'Main Pages',
        'Services',
        'Service Areas',
        'Recent Blog Posts',
        'Legal',
        'Quick Access',
        'Coverage',
      ]),
    );
    const recent = main().getByRole('region', { name: 'Recent Blog Posts' });
    await expect(
      recent.getByRole('link', { name: newest.title }).getAttribute('href'),
    ).resolves.toBe(`/blog/${newest.slug}`);
    const services = main().getByRole('region', { name: 'Services', exact: true });
    await expect(services.getByRole('link').count()).resolves.toBe(serviceSlugs.length);
    const coverage = main().getByRole('region', { name: 'Coverage' });
    await expect(coverage.innerText()).resolves.toMatch(
      /Texas, Oklahoma, New Mexico and Louisiana/,
    );
    await expect(hrefOf(coverage.getByRole('link'))).resolves.toBe('/contact');
  });
});

describe('small screens', () => {
  it.each(['/', '/services/lease-checks', '/services/lithium-leasing', '/locations/midland-tx'])(
    '%s fits a 360px wide phone without sideways scrolling',
    async (path) => {
      await open(path, { viewport: { width: 360, height: 740 } });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );
});
