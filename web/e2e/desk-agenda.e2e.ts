import { Client } from 'pg';
import type { Page } from 'playwright-core';
import {
  expectNoSeriousAxeViolations,
  phoneViewport,
  useBrowser,
  usePages,
} from './support/browser';
import { deskOwner, signInAsOwner, useServerWithOwner } from './support/desk-server';

/**
 * The desk agenda: meetings booked through the API show on the consultant's day and week, one
 * that has started is marked done, one is cancelled with a reason, and the private feed address
 * the desk shows answers an .ics holding the meeting; at 1440 and 390 px, with axe.
 *
 * A meeting can be marked only once it has started, and no visitor can book the past: the test
 * moves one booked meeting back in time directly in the database, so this file runs on
 * PostgreSQL (DATABASE_URL, or the local server the other database tests use).
 */
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const run = `${process.pid}-${Date.now().toString(36)}`;
const owner = deskOwner;
const desktop = { width: 1440, height: 900 };
const started = { name: `Avery Stone ${run}`, email: `avery.${run}@example.com` };
const later = { name: `Rae Dunn ${run}`, phone: '(903) 555-0142' };
const moved = { name: `Noel Park ${run}`, email: `noel.${run}@example.com` };

const server = useServerWithOwner({ DATABASE_URL: databaseUrl });

const at = (sitePath: string) => new URL(sitePath, server().url).toString();
const openPage = usePages(useBrowser());

interface Answer<T> {
  data?: T;
  errors?: { message: string }[];
}

/** A public GraphQL call, as a visitor's browser makes it. */
async function visitorCall<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(at('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as Answer<T>;
  expect(answer.errors).toBeUndefined();
  return answer.data as T;
}

/** An owner GraphQL call from the signed-in desk page (its session cookie). */
async function ownerCall(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const answer = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { errors?: { message: string }[] };
    },
    { query, variables },
  );
  expect(answer.errors).toBeUndefined();
}

async function signedInDesk(viewport: { width: number; height: number }): Promise<Page> {
  const tab = await openPage({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
  await tab.page.goto(at('/admin'));
  await signInAsOwner(tab.page, owner);
  return tab.page;
}

/** Opens every hour of every day with no notice, so the test can book the next slots. */
const openAllDay = `mutation {
  updateAvailability(input: {
    weeklyHours: [${[1, 2, 3, 4, 5, 6, 7]
      .map((weekday) => `{ weekday: ${weekday}, hours: [{ start: "00:00", end: "24:00" }] }`)
      .join(', ')}]
    dateOverrides: []
    minNoticeMinutes: 0
    bufferMinutes: 0
    dailyMax: 48
    horizonDays: 30
    changeNoticeHours: 0
  }) { timeZone }
}`;

async function bookTwoMeetings(): Promise<{ startedId: string }> {
  const from = new Date(Date.now() + 2 * 3_600_000);
  const { availableSlots } = await visitorCall<{ availableSlots: { start: string }[] }>(
    `query S($from: DateTimeISO!, $to: DateTimeISO!) {
      availableSlots(from: $from, to: $to, timeZone: "America/New_York") { start } }`,
    { from: from.toISOString(), to: new Date(from.getTime() + 86_400_000).toISOString() },
  );
  const book = (start: string | undefined, who: Record<string, string>, topic: string) =>
    visitorCall<{ bookMeeting: { id: string } }>(
      `mutation B($input: BookMeetingInput!) { bookMeeting(input: $input) { id } }`,
      { input: { start, timeZone: 'America/New_York', topic, ...who } },
    );
  const first = await book(availableSlots[0]?.start, started, 'Mineral rights on a family tract');
  await book(availableSlots[2]?.start, later, 'Pipeline easement offer');
  await book(availableSlots[4]?.start, moved, 'Lease renewal terms');

  // The first call has "started": ten minutes ago, still running. The agenda lists a call on
  // the consultant's date it starts on, and opens on today's: in the first ten minutes after
  // midnight in Chicago (the default zone), it started at midnight instead.
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `UPDATE ${server().schema?.name ?? 'public'}.meetings
          SET start_at = GREATEST(now() - interval '10 minutes',
                                  date_trunc('day', now() AT TIME ZONE 'America/Chicago')
                                    AT TIME ZONE 'America/Chicago'),
              end_at = now() + interval '20 minutes',
              blocked_until = now() + interval '20 minutes'
        WHERE id = $1`,
      [first.bookMeeting.id],
    );
  } finally {
    await client.end();
  }
  return { startedId: first.bookMeeting.id };
}

const meetingCard = (page: Page, name: string) =>
  page.getByTestId('agenda-meeting').filter({ has: page.getByRole('heading', { name }) });

describe('desk agenda', () => {
  it('shows booked meetings, marks one done, cancels one, moves one, and serves the feed it shows (1440 px)', async () => {
    const page = await signedInDesk(desktop);
    await ownerCall(page, openAllDay);
    await bookTwoMeetings();

    await page
      .getByRole('navigation', { name: 'Desk' })
      .getByRole('link', { name: 'Agenda' })
      .click();
    await page.getByRole('heading', { name: 'Agenda', level: 1 }).waitFor();
    await page.getByText('Times in your zone: Chicago (America/Chicago).').waitFor();

    const now = meetingCard(page, started.name);
    await now.getByText('Mineral rights on a family tract').waitFor();
    await now.getByRole('link', { name: started.email }).waitFor();
    expect(await now.getByRole('link', { name: 'Lead', exact: true }).getAttribute('href')).toMatch(
      /^\/admin\/leads\/[0-9a-f-]{36}$/,
    );
    const next = meetingCard(page, later.name);
    await next.getByText('Pipeline easement offer').waitFor();
    await next.getByRole('link', { name: later.phone }).waitFor();
    // A meeting still ahead is moved or cancelled, not marked.
    expect(await next.getByRole('button', { name: 'Mark done' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);

    await now.getByRole('button', { name: 'Mark done' }).click();
    await now.getByText('Done', { exact: true }).waitFor();

    await next.getByRole('button', { name: 'Cancel', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel the call with ${later.name}?` });
    await dialog.getByLabel('Reason (in the e-mail)').fill('Called to settle it by phone');
    await dialog.getByRole('button', { name: 'Cancel the call' }).click();
    await dialog.waitFor({ state: 'detached' });
    await next.getByText('Cancelled', { exact: true }).waitFor();
    await next.getByText('Reason: Called to settle it by phone').waitFor();

    // Moved to another open time that day, picked in the visitor's own slot listing.
    const third = meetingCard(page, moved.name);
    const before = await third.locator('p').first().textContent();
    await third.getByRole('button', { name: 'Move', exact: true }).click();
    const move = page.getByRole('dialog', { name: `Move the call with ${moved.name}` });
    const days = move.getByRole('group', { name: 'Days' }).getByRole('button');
    await days.first().click();
    const time = move.getByRole('group', { name: 'Times' }).getByRole('button').last();
    await time.click();
    await move.getByRole('button', { name: 'Move the call' }).click();
    await move.waitFor({ state: 'detached' });
    const latest = meetingCard(page, moved.name);
    await page.waitForFunction(
      ([name, old]) =>
        [...document.querySelectorAll('[data-testid="agenda-meeting"]')].some(
          (card) => card.textContent?.includes(name) && !card.textContent.startsWith(old),
        ),
      [moved.name, before ?? ''] as const,
    );
    await latest.getByText('Booked', { exact: true }).waitFor();

    // The day view holds today's (in Chicago) call; the week view comes back with both.
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await now.getByText('Done', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await next.waitFor();

    await page.getByRole('button', { name: 'Make a feed address' }).click();
    const address = await page.getByLabel('Feed address').inputValue();
    expect(address).toMatch(/\/api\/booking\/calendar\/[^/]+\.ics$/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    const feed = await fetch(at(new URL(address).pathname));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const calendar = (await feed.text()).replace(/\r?\n[ \t]/g, '');
    expect(calendar).toContain(`SUMMARY:Call with ${started.name}`);
    expect(calendar).toContain(`SUMMARY:Cancelled: Call with ${later.name}`);

    // A new address stops the old one.
    await page.getByRole('button', { name: 'Make a new address' }).click();
    await page.waitForFunction(
      (old) => document.querySelector<HTMLInputElement>('input[readonly]')?.value !== old,
      address,
    );
    expect((await fetch(at(new URL(address).pathname))).status).toBe(404);
  });

  it('reads on a phone: no sideways scrolling and no serious axe violations (390 px)', async () => {
    const page = await signedInDesk(phoneViewport);
    await page.goto(at('/admin/agenda'));
    await meetingCard(page, started.name).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phoneViewport.width,
    );
    await expectNoSeriousAxeViolations(page);
  });
});
