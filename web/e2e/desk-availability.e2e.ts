import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import {
  expectNoSeriousAxeViolations,
  phoneViewport,
  useBrowser,
  usePages,
} from './support/browser';
import { deskOwner, signInAsOwner, useServerWithOwner } from './support/desk-server';

/**
 * The owner's availability screen, end to end: reached from the agenda, Monday opens an hour
 * earlier, a Tuesday becomes a day off and calls get longer; saved, it survives a reload, and
 * the open times visitors are offered (the public availableSlots) follow it. At 1440 and 390
 * px, with axe. On PostgreSQL like the agenda's test (DATABASE_URL, or the local server the
 * other database tests use): the settings are one row every instance reads.
 */
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const owner = deskOwner;
const desktop = { width: 1440, height: 900 };
const zone = 'America/Chicago';

/** A Monday at least two days ahead (clear of the minimum notice), and the Tuesday after it. */
const monday = (() => {
  let day = DateTime.now().setZone(zone).startOf('day').plus({ days: 2 });
  while (day.weekday !== 1) day = day.plus({ days: 1 });
  return day;
})();
const tuesday = monday.plus({ days: 1 });
const wednesday = monday.plus({ days: 2 });

const server = useServerWithOwner({ DATABASE_URL: databaseUrl });

const at = (sitePath: string) => new URL(sitePath, server().url).toString();
const openPage = usePages(useBrowser());

/**
 * The open times of one of the consultant's days, as a visitor's browser in the consultant's
 * zone asks for them (availableSlots lists the asking zone's whole days: one day here).
 */
async function openTimesOn(day: DateTime): Promise<{ start: string; minutes: number }[]> {
  const response = await fetch(at('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query S($from: DateTimeISO!, $to: DateTimeISO!, $zone: String!) {
        availableSlots(from: $from, to: $to, timeZone: $zone) { start end } }`,
      variables: {
        from: day.toUTC().toISO(),
        to: day.plus({ days: 1 }).toUTC().toISO(),
        zone,
      },
    }),
  });
  const answer = (await response.json()) as {
    data?: { availableSlots: { start: string; end: string }[] };
    errors?: unknown[];
  };
  expect(answer.errors).toBeUndefined();
  return (answer.data?.availableSlots ?? []).map(({ start, end }) => ({
    start: DateTime.fromISO(start).setZone(zone).toFormat('HH:mm'),
    minutes: (Date.parse(end) - Date.parse(start)) / 60_000,
  }));
}

async function signedInDesk(viewport: { width: number; height: number }): Promise<Page> {
  const tab = await openPage({ viewport });
  await tab.page.goto(at('/admin'));
  await signInAsOwner(tab.page, owner);
  return tab.page;
}

const range = (page: Page, day: string, n: number) =>
  page.getByRole('group', { name: `${day}, hours ${n}` });
const tuesdayLabel = tuesday.setLocale('en-US').toFormat('cccc, MMMM d, yyyy');

describe('desk availability', () => {
  it('changes the hours, a day off and the call length; they stay after a reload and visitors are offered them (1440 px)', async () => {
    // Before: the defaults, Monday 9 to 12 and 1 to 5 in half-hour calls; Tuesday the same.
    expect((await openTimesOn(monday))[0]).toEqual({ start: '09:00', minutes: 30 });
    expect(await openTimesOn(tuesday)).not.toEqual([]);

    const page = await signedInDesk(desktop);
    await page
      .getByRole('navigation', { name: 'Desk' })
      .getByRole('link', { name: 'Agenda' })
      .click();
    await page.getByRole('link', { name: 'Set your hours and booking rules' }).click();
    await page.getByRole('heading', { name: 'Availability', level: 1 }).waitFor();
    await page.getByTestId('availability-zone').getByText('Chicago (America/Chicago)').waitFor();
    const preview = page.getByTestId('availability-preview');
    await preview.getByText(/^\d+ open times in the next 14 days\.$/).waitFor();
    const before = await preview.getByRole('status').textContent();
    await expectNoSeriousAxeViolations(page);

    await range(page, 'Monday', 1).getByLabel('Opens').selectOption('08:00');
    await page.getByRole('button', { name: 'Add a date' }).click();
    await page.getByLabel('Date', { exact: true }).fill(tuesday.toISODate() ?? '');
    await page.getByRole('group', { name: tuesdayLabel }).waitFor();
    expect(await page.getByLabel('Closed all day').isChecked()).toBe(true);
    await page.getByLabel('Meeting length (minutes)').fill('45');
    await page.getByText('Each call lasts 45 minutes.').waitFor();
    await page.getByRole('button', { name: 'Save availability' }).click();
    await page.getByText('Saved. Visitors are offered the new times from now on.').waitFor();
    // The preview asks again: a Tuesday closed and longer calls leave fewer open times.
    await page.waitForFunction(
      (old) =>
        document.querySelector('[data-testid="availability-preview"] [role="status"]')
          ?.textContent !== old,
      before,
    );
    await expectNoSeriousAxeViolations(page);

    await page.reload();
    await page.getByRole('heading', { name: 'Availability', level: 1 }).waitFor();
    expect(await range(page, 'Monday', 1).getByLabel('Opens').inputValue()).toBe('08:00');
    expect(await range(page, 'Monday', 1).getByLabel('Closes').inputValue()).toBe('12:00');
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe(tuesday.toISODate());
    expect(await page.getByLabel('Closed all day').isChecked()).toBe(true);
    expect(await page.getByLabel('Meeting length (minutes)').inputValue()).toBe('45');

    // Visitors: Monday from 8 in 45-minute calls, Tuesday closed, Wednesday as it was.
    expect(await openTimesOn(monday)).toEqual(
      [
        '08:00',
        '08:45',
        '09:30',
        '10:15',
        '11:00',
        '13:00',
        '13:45',
        '14:30',
        '15:15',
        '16:00',
      ].map((start) => ({ start, minutes: 45 })),
    );
    expect(await openTimesOn(tuesday)).toEqual([]);
    expect((await openTimesOn(wednesday))[0]).toEqual({ start: '09:00', minutes: 45 });
  });

  it('reads and works on a phone: no sideways scrolling, no serious axe violations (390 px)', async () => {
    const page = await signedInDesk(phoneViewport);
    // On a phone the sections sit behind the desk's menu button.
    const nav = page.getByRole('navigation', { name: 'Desk' });
    await nav.getByRole('button', { name: /^Menu/ }).click();
    await nav.getByRole('link', { name: 'Availability' }).click();
    await page.getByRole('heading', { name: 'Availability', level: 1 }).waitFor();
    expect(await range(page, 'Monday', 1).getByLabel('Opens').inputValue()).toBe('08:00');
    await page.getByTestId('availability-preview').getByRole('status').waitFor();

    // Saturday opens in two ranges: refused while they overlap, saved once they do not.
    const saturday = page.getByRole('group', { name: 'Saturday', exact: true });
    await saturday.getByRole('button', { name: 'Add hours' }).click();
    await saturday.getByRole('button', { name: 'Add more hours' }).click();
    await range(page, 'Saturday', 2).getByLabel('Opens').selectOption('10:00');
    await page.getByRole('button', { name: 'Save availability' }).click();
    await range(page, 'Saturday', 2).getByText('Overlaps 09:00–17:00.').waitFor();
    await page.getByText('Not saved: some fields need a look; each says what is wrong.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phoneViewport.width,
    );
    await expectNoSeriousAxeViolations(page);

    await range(page, 'Saturday', 1).getByLabel('Closes').selectOption('09:45');
    await range(page, 'Saturday', 2).getByLabel('Closes').selectOption('12:00');
    await page.getByRole('button', { name: 'Save availability' }).click();
    await page.getByText('Saved. Visitors are offered the new times from now on.').waitFor();
    const saturdayDay = monday.plus({ days: 5 });
    expect((await openTimesOn(saturdayDay)).map((slot) => slot.start)).toEqual([
      '09:00',
      '10:00',
      '10:45',
    ]);
  });
});
