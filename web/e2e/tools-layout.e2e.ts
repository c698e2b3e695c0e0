import { toolPath, toolSlugs, type ToolSlug } from '@landman/content';
import type { Page } from 'playwright-core';
import {
  expectNoSeriousAxeViolations,
  phoneViewport,
  useBrowser,
  usePages,
  visit,
} from './support/browser';
import { urlFor } from './support/server-url';

/**
 * The tools' layout (issue 42, point 3): the answer beside the form and in view at 1440, below
 * it and scrolled to on phones, no page wider than a phone, rows added with a real control,
 * focus that shows and goes to the first error.
 */
const openPage = usePages(useBrowser(), { shareTabs: true });
const wide = { viewport: { width: 1440, height: 900 } };
const phone = { viewport: phoneViewport, isMobile: true, hasTouch: true };

/** Inputs that give each tool its widest result (every table and column shown). */
const fullResults: Record<ToolSlug, Record<string, string>> = {
  'division-order-decimal': {
    tract1Acres: '10',
    tract1Interest: '1',
    tract1Royalty: '3/16',
    unit1Acres: '640',
    ownerDecimal: '0.00293',
  },
  'net-acres': { interest: '1/2', grossAcres: '160', royalty: '3/16', unitAcres: '1280' },
  'lease-offers': {
    interest: '1/4',
    grossAcres: '80',
    offerABonus: '500',
    offerARoyalty: '1/4',
    offerATerm: '3',
    offerBBonus: '750',
    offerBRoyalty: '3/16',
    offerBTerm: '5',
  },
  'check-estimate': {
    decimal: '0.00292969',
    volume: '12000',
    price: '70',
    deductions: '1500',
  },
  'pooling-election-deadline': { orderDate: '2025-03-14' },
  'texas-royalty-payment-dates': { firstSaleMonth: '2025-01' },
};

const queryOf = (slug: ToolSlug) => new URLSearchParams(fullResults[slug]).toString();
const field = (page: Page, slug: ToolSlug, name: string) => page.locator(`#${slug}-${name}`);
const resultPanel = (page: Page) => page.getByTestId('tool-result');
/** The series' add control on screen (the folded rows after it are hidden). */
const addControl = (page: Page, label: string) =>
  page.locator('summary:visible').filter({ hasText: label });

/** How far the page reaches past the viewport's right edge, in CSS pixels. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('tools at 390 px', () => {
  it.each(toolSlugs)('%s: no page wider than the screen, with the widest result', async (slug) => {
    const { page } = await openPage(phone);
    await visit(page, toolPath(slug));
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await visit(page, `${toolPath(slug)}?${queryOf(slug)}`);
    await page.getByTestId('tool-headline').first().waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // Every table cell stays inside the screen (a table clipped by an overflow box also fails).
    const cellsPastTheEdge = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('main tbody td, main tbody th, main caption'))
          .map((cell) => cell.getBoundingClientRect())
          .filter((box) => box.right > window.innerWidth + 0.5 || box.left < -0.5).length,
    );
    expect(cellsPastTheEdge).toBe(0);
  });

  it('the tools index: no page wider than the screen', async () => {
    const { page } = await openPage(phone);
    await visit(page, '/tools');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  it('the result follows the form, and submitting scrolls it into view and announces it', async () => {
    const { page } = await openPage(phone);
    await visit(page, toolPath('net-acres'));
    const form = await page.locator('form[method="get"]').boundingBox();
    const panel = await resultPanel(page).boundingBox();
    expect(panel!.y).toBeGreaterThanOrEqual(form!.y + form!.height);
    for (const [name, text] of Object.entries(fullResults['net-acres']))
      await field(page, 'net-acres', name).fill(text);
    await page.getByRole('button', { name: 'Convert' }).click();
    await page.waitForFunction(() => {
      const box = document.querySelector('[data-testid="tool-result"]')!.getBoundingClientRect();
      return box.top >= 0 && box.top < window.innerHeight / 2;
    });
    expect(await page.getByRole('status').textContent()).toMatch(/^Net mineral acres: 80\./);
  });
});

describe('tools at 1440 px', () => {
  it('the first fields stand above the fold and the result panel beside them stays in view', async () => {
    const { page } = await openPage(wide);
    await visit(page, toolPath('division-order-decimal'));
    const first = await field(page, 'division-order-decimal', 'tract1Acres').boundingBox();
    expect(first!.y + first!.height).toBeLessThan(900 / 2);
    const form = await page.locator('form[method="get"]').boundingBox();
    const panel = await resultPanel(page).boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(form!.x + form!.width);
    expect(Math.abs(panel!.y - form!.y)).toBeLessThan(8);

    // A longer form: the panel keeps its place on screen while the visitor edits the lower rows.
    await addControl(page, 'Add a tract').click();
    await addControl(page, 'Add a unit').click();
    for (const [name, text] of Object.entries(fullResults['division-order-decimal']))
      await field(page, 'division-order-decimal', name).fill(text);
    await field(page, 'division-order-decimal', 'ownerDecimal').scrollIntoViewIfNeeded();
    await field(page, 'division-order-decimal', 'ownerDecimal').fill('0.003');
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    // The result follows the fields once the island has taken them over (slow on a busy machine).
    await page.getByTestId('tool-headline').first().waitFor({ timeout: 60_000 });
    const headline = await page.getByTestId('tool-headline').first().boundingBox();
    expect(headline!.y).toBeGreaterThan(0);
    expect(headline!.y + headline!.height).toBeLessThan(900);
    const stuck = await resultPanel(page).boundingBox();
    expect(stuck!.x).toBeGreaterThanOrEqual(form!.x + form!.width);
  });
});

describe('result tables in the panel at 1440 px', () => {
  const threeOffers = `${queryOf('lease-offers')}&offerCBonus=1000&offerCRoyalty=1/8&offerCTerm=5`;
  it.each([
    ['net-acres', queryOf('net-acres')],
    ['lease-offers', threeOffers],
  ] as const)(
    '%s: the table fits the panel, and the figures and Send stay on screen',
    async (slug, query) => {
      const { page } = await openPage(wide);
      await visit(page, `${toolPath(slug)}?${query}`);
      const panel = resultPanel(page);
      const overflow = await panel.evaluate((node) => node.scrollWidth - node.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const send = await page.getByRole('link', { name: /^Send this to / }).boundingBox();
      expect(send!.y + send!.height).toBeLessThan(900);
    },
  );
});

describe('tool fields and focus', () => {
  it('the first field reached by Tab shows a focus ring', async () => {
    const { page } = await openPage(wide);
    await visit(page, toolPath('net-acres'));
    let tabs = 0;
    while ((await page.evaluate(() => document.activeElement?.tagName)) !== 'INPUT' && tabs < 60) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('net-acres-interest');
    const ring = await page.evaluate(() => {
      const box = document.activeElement!.closest('.MuiInputBase-root')!;
      const style = getComputedStyle(box);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  });

  it('a submit with errors moves focus to the first field that needs a look', async () => {
    const { page } = await openPage(wide);
    await visit(page, toolPath('lease-offers'));
    await field(page, 'lease-offers', 'grossAcres').fill('80');
    await page.getByRole('button', { name: 'Compare the offers' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'lease-offers-interest');
    expect(await field(page, 'lease-offers', 'interest').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('status').textContent()).toMatch(/figures? needs? a look/);
  });

  it('"Add a tract" adds a row that counts, and Remove takes it out again', async () => {
    const { page } = await openPage(wide);
    await visit(page, toolPath('division-order-decimal'));
    const slug = 'division-order-decimal';
    for (const [name, text] of Object.entries(fullResults[slug]))
      if (name !== 'ownerDecimal') await field(page, slug, name).fill(text);
    await page.getByTestId('tool-headline').first().waitFor();
    expect(await field(page, slug, 'tract2Acres').isVisible()).toBe(false);
    await addControl(page, 'Add a tract').click();
    await page.waitForFunction(
      () => document.activeElement?.id === `division-order-decimal-tract2Acres`,
    );
    await field(page, slug, 'tract2Acres').fill('20');
    await field(page, slug, 'tract2Interest').fill('1');
    await field(page, slug, 'tract2Royalty').fill('3/16');
    await page.getByText('Tracts added together').waitFor();
    expect(await page.getByTestId('tool-headline').first().textContent()).toBe('0.00878906');
    // The next "Add a tract" is the only one shown.
    expect(await addControl(page, 'Add a tract').count()).toBe(1);
    await page.getByRole('button', { name: 'Remove Tract 2' }).click();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Add a tract');
    expect(await field(page, slug, 'tract2Acres').isVisible()).toBe(false);
    expect(await page.getByTestId('tool-headline').first().textContent()).toBe('0.00292969');
  });

  it('by keyboard: Enter on "Add a tract" opens the row and the next Tab stop is its first field', async () => {
    const { page } = await openPage(wide);
    const slug = 'division-order-decimal';
    await visit(page, toolPath(slug));
    await field(page, slug, 'tract1Unit').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add a tract');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.activeElement?.id === 'division-order-decimal-tract2Acres',
    );
    await page.keyboard.type('20');
    expect(await field(page, slug, 'tract2Acres').inputValue()).toBe('20');
  });

  it('without JavaScript, "Add a tract" opens the row, and the form lands on the result', async () => {
    const { page } = await openPage({ ...phone, javaScriptEnabled: false });
    const slug = 'division-order-decimal';
    await page.goto(urlFor(toolPath(slug)), { waitUntil: 'load' });
    for (const [name, text] of Object.entries(fullResults[slug]))
      if (name !== 'ownerDecimal') await field(page, slug, name).fill(text);
    await addControl(page, 'Add a tract').click();
    await field(page, slug, 'tract2Acres').fill('20');
    await field(page, slug, 'tract2Interest').fill('1');
    await field(page, slug, 'tract2Royalty').fill('3/16');
    await Promise.all([
      page.waitForURL((url) => url.search.includes('tract2Acres=20')),
      page.getByRole('button', { name: 'Work out the decimal' }).click(),
    ]);
    expect(new URL(page.url()).hash).toBe(`#${slug}-result`);
    expect(await page.getByTestId('tool-headline').first().textContent()).toBe('0.00878906');
    // The row holding figures comes back open, and the result is in view.
    expect(await field(page, slug, 'tract2Acres').inputValue()).toBe('20');
    expect(await field(page, slug, 'tract2Acres').isVisible()).toBe(true);
    const panel = await resultPanel(page).boundingBox();
    expect(panel!.y).toBeGreaterThanOrEqual(0);
    expect(panel!.y).toBeLessThan(phoneViewport.height / 2);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});

describe('tools accessibility (axe-core)', () => {
  const screens: [string, string, object][] = [
    ['/tools', 'the index at 1440', wide],
    ['/tools/net-acres?' + queryOf('net-acres'), 'a table result at 390', phone],
    ['/tools/lease-offers?' + queryOf('lease-offers'), 'offers side by side at 1440', wide],
    ['/tools/division-order-decimal?tract1Acres=10', 'errors after a submit at 390', phone],
    ['/tools/check-estimate', 'an empty form at 1440', wide],
  ];
  it.each(screens)('%s (%s) has no serious or critical violations', async (path, _, options) => {
    const { page } = await openPage(options);
    await visit(page, path);
    await expectNoSeriousAxeViolations(page);
  });

  it('with a tract added and its Remove button shown', async () => {
    const { page } = await openPage(wide);
    await visit(page, toolPath('division-order-decimal'));
    await addControl(page, 'Add a tract').click();
    await page.getByRole('button', { name: 'Remove Tract 2' }).waitFor();
    await expectNoSeriousAxeViolations(page);
  });
});
