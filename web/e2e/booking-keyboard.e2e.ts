import type { Page } from 'playwright-core';
import {
  expectNoSeriousAxeViolations,
  phoneViewport,
  useBrowser,
  usePages,
  visit,
} from './support/browser';

const openPage = usePages(useBrowser());

/** What has the keyboard focus: its role (or tag), its name, and its day when it is one. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      role: element?.getAttribute('role') ?? element?.tagName.toLowerCase(),
      name: element?.getAttribute('name') ?? element?.textContent?.trim(),
      date: element?.dataset.date,
      inDialog: Boolean(element?.closest('[role="dialog"]')),
      inTimes: Boolean(element?.closest('[aria-label="Open times"]')),
    };
  });

/** How wide the page's content is against the viewport (a sideways scroll when larger). */
const widths = (page: Page) =>
  page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));

describe('booking from /contact by keyboard (issue 42)', () => {
  it('reaches the name field in at most 10 key presses from "Pick a time", the form above quiet', async () => {
    const { page } = await openPage({ viewport: { width: 1440, height: 900 } });
    await visit(page, '/contact');

    // Tabbing through the empty contact form on the way raises none of its errors.
    const form = page.getByRole('form', { name: 'Consultation request' });
    await form.getByLabel(/Full Name/).focus();
    const pickATime = page.getByRole('button', { name: 'Pick a time' });
    for (let tabs = 0; tabs < 40; tabs += 1) {
      if (await pickATime.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    expect(await pickATime.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await form.getByText(/^Please (enter|tell)/).count()).toBe(0);
    expect(await form.locator('[aria-invalid="true"]').count()).toBe(0);

    let presses = 0;
    const press = async (key: string) => {
      presses += 1;
      await page.keyboard.press(key);
    };

    // Enter opens the dialog; focus lands on the first open day of the month grid.
    await press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Book a free consultation' });
    await dialog.getByRole('grid').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'gridcell');
    const firstDay = await focused(page);
    expect(firstDay).toMatchObject({ role: 'gridcell', inDialog: true });

    // The arrows move between days: one Tab stop for the whole grid.
    await press('ArrowRight');
    expect((await focused(page)).date).not.toBe(firstDay.date);
    await press('ArrowLeft');
    expect((await focused(page)).date).toBe(firstDay.date);
    expect(await dialog.locator('[role="gridcell"][tabindex="0"]').count()).toBe(1);

    // Enter chooses the day: focus moves to its first time.
    await press('Enter');
    await page.waitForFunction(() =>
      Boolean(document.activeElement?.closest('[aria-label="Open times"]')),
    );
    // Enter chooses the time: focus moves to the name field.
    await press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
    expect(await focused(page)).toMatchObject({ name: 'name', inDialog: true });
    expect(presses).toBeLessThanOrEqual(10);

    // Escape closes the dialog and gives focus back to "Pick a time"; the form above stays quiet.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Pick a time');
    expect(await form.getByText(/^Please (enter|tell)/).count()).toBe(0);
  });

  it('opens as a full-screen sheet on a 390 px phone, with nothing wider than the screen', async () => {
    const { page } = await openPage({ viewport: phoneViewport, isMobile: true, hasTouch: true });
    await visit(page, '/contact');
    expect(await widths(page)).toEqual({ content: 390, viewport: 390 });

    await page.getByRole('button', { name: 'Pick a time' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Book a free consultation' });
    const grid = dialog.getByRole('grid');
    await grid.waitFor();
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, width: 390 });
    // All seven days of a week fit side by side.
    const week = grid.locator('tbody tr').first();
    const weekBox = await week.boundingBox();
    expect(weekBox!.width).toBeLessThanOrEqual(390);

    await dialog.locator('[role="gridcell"]:not([aria-disabled])').first().tap();
    await dialog.getByRole('list', { name: 'Open times' }).waitFor();
    expect(await widths(page)).toEqual({ content: 390, viewport: 390 });
    expect(
      await dialog.evaluate((el) => {
        const paper = el.querySelector('.MuiDialog-paper') ?? el;
        return paper.scrollWidth <= paper.clientWidth;
      }),
    ).toBe(true);
    await expectNoSeriousAxeViolations(page);
  });

  it('shows the month and the day’s times side by side at 1440 px, with no serious axe finding', async () => {
    const { page } = await openPage({ viewport: { width: 1440, height: 900 } });
    await visit(page, '/contact');
    await page.getByRole('button', { name: 'Pick a time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a free consultation' });
    await dialog.getByRole('grid').waitFor();
    await dialog.locator('[role="gridcell"]:not([aria-disabled])').first().click();
    const times = dialog.getByRole('list', { name: 'Open times' });
    await times.waitFor();
    const gridBox = (await dialog.getByRole('grid').boundingBox())!;
    const timesBox = (await times.boundingBox())!;
    expect(timesBox.x).toBeGreaterThan(gridBox.x + gridBox.width);
    expect(await dialog.getByLabel('Time zone').count()).toBe(1);
    await expectNoSeriousAxeViolations(page);
  });
});
