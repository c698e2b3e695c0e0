import { homePage, site } from '@landman/content';
import { DateTime } from 'luxon';
import type { Locator } from 'playwright-core';
import { until } from '../../api/src/testing/mail/smtp-sink';
import {
  expectNoSeriousAxeViolations,
  phoneViewport,
  useBrowser,
  usePages,
} from './support/browser';
import { useMailingServer } from './support/mailing-server';

const openPage = usePages(useBrowser());
const { smtp, server } = useMailingServer('booking-browser');

async function graphql(query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${server().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, Record<string, unknown>> };
}

/** The calendar part of the visitor's e-mail about `event` (booked-0, moved-1, ...). */
async function inviteOf(meetingId: string, event: string) {
  const matches = () =>
    smtp.messages.filter((m) => m.messageId?.includes(`meeting-${meetingId}-${event}-visitor@`));
  await until(() => matches().length > 0, 20_000, `the ${event} e-mail`);
  const part = matches()[0]?.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  const text = part?.content.toString('utf8') ?? '';
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const value = (name: string) =>
    lines.find((line) => line.split(/[:;]/)[0] === name)?.replace(/^[^:]*:/, '');
  return {
    events: lines.filter((line) => line === 'BEGIN:VEVENT').length,
    method: value('METHOD'),
    uid: value('UID'),
    sequence: value('SEQUENCE'),
    start: value('DTSTART'),
    organizer: value('ORGANIZER'),
  };
}

/** The id of the meeting whose booking e-mail went to `email`. */
async function meetingBookedFor(email: string): Promise<string> {
  const booked = () =>
    smtp.messages
      .filter((m) => m.to && JSON.stringify(m.to).includes(email))
      .map((m) => /meeting-([0-9a-f-]{36})-booked-0-visitor@/.exec(m.messageId ?? '')?.[1])
      .find(Boolean);
  await until(() => booked() !== undefined, 20_000, `the booking e-mail to ${email}`);
  return booked()!;
}

const icalUtc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The month calendar's last open day, turning to a later month while one has open days. */
async function lastOpenDay(calendar: Locator): Promise<Locator> {
  const openDays = calendar.locator('[role="gridcell"]:not([aria-disabled])');
  const nextMonth = calendar.getByRole('button', { name: 'Next month' });
  while (await nextMonth.isEnabled()) {
    await nextMonth.click();
    if ((await openDays.count()) === 0) {
      await calendar.getByRole('button', { name: 'Previous month' }).click();
      break;
    }
  }
  return openDays.last();
}

describe('booking a free consultation from /contact', () => {
  it('picks a day and a time in the visitor’s zone, books it, and the invite follows', async () => {
    const { page } = await openPage({ timezoneId: 'America/Los_Angeles' });
    await page.goto(`${server().url}/contact`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });

    await page.getByRole('button', { name: 'Pick a time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a free consultation' });
    await dialog.getByRole('grid').waitFor();
    expect(await dialog.getByLabel('Time zone').inputValue()).toBe('America/Los_Angeles');
    await expect(dialog.getByText(/works on Chicago time/).count()).resolves.toBe(1);
    // The last open day, beyond the 24 hours inside which changes go by phone: the move below
    // is online. It may be in a later month of the calendar.
    const openDays = dialog.locator('[role="gridcell"]:not([aria-disabled])');
    const nextMonth = dialog.getByRole('button', { name: 'Next month' });
    while (await nextMonth.isEnabled()) {
      await nextMonth.click();
      if ((await openDays.count()) === 0) {
        await dialog.getByRole('button', { name: 'Previous month' }).click();
        break;
      }
    }
    await openDays.last().click();
    await dialog.getByRole('list', { name: 'Open times' }).getByRole('button').first().click();
    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel('Name').fill('Riley Navarro');
    await details.getByLabel('E-mail').fill('riley.navarro@example.com');
    await details
      .getByLabel('What would you like to discuss?')
      .fill('A lease offer on our Ward County minerals');
    await details.getByRole('button', { name: 'Book this time' }).click();

    const booked = page.getByRole('status').filter({ hasText: 'Booked:' });
    await booked.waitFor();
    expect(await booked.textContent()).toMatch(/P[SD]T/);
    const href = await booked
      .getByRole('link', { name: 'Move or cancel this call' })
      .getAttribute('href');
    const token = /^\/meetings\/([A-Za-z0-9_-]{43})$/.exec(href ?? '')?.[1] as string;
    expect(token).toBeDefined();

    const shown = await graphql(
      `
        query M($token: String!) {
          meetingByToken(token: $token) {
            id
            start
            visitorTimeZone
          }
        }
      `,
      { token },
    );
    const meeting = shown.data?.meetingByToken as {
      id: string;
      start: string;
      visitorTimeZone: string;
    };
    expect(meeting.visitorTimeZone).toBe('America/Los_Angeles');

    const invite = await inviteOf(meeting.id, 'booked-0');
    expect(invite).toMatchObject({
      events: 1,
      method: 'REQUEST',
      uid: `meeting-${meeting.id}@whitakerland.com`,
      sequence: '0',
      start: icalUtc(meeting.start),
      organizer: `mailto:${site.email}`,
    });

    // The link in the e-mail opens the meeting page: Move (another open time), then Cancel.
    await page.goto(`${server().url}/meetings/${token}`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Your consultation call' }).waitFor();
    await page.getByText(/Topic: A lease offer on our Ward County minerals/).waitFor();
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    const move = page.getByRole('region', { name: 'Choose a new time' });
    await move.getByRole('grid').waitFor();
    // The latest open time, so the call stays outside the notice and can be cancelled online.
    await (await lastOpenDay(move)).click();
    await move.getByRole('list', { name: 'Open times' }).getByRole('button').last().click();
    await move.getByRole('button', { name: 'Move the call' }).click();
    await page.getByRole('status').filter({ hasText: 'Moved.' }).waitFor();
    const movedTo = (
      await graphql(
        `
          query M($token: String!) {
            meetingByToken(token: $token) {
              start
            }
          }
        `,
        {
          token,
        },
      )
    ).data?.meetingByToken as { start: string };
    expect(movedTo.start).not.toBe(meeting.start);
    const moved = await inviteOf(meeting.id, 'moved-1');
    expect(moved).toMatchObject({
      events: 1,
      method: 'REQUEST',
      uid: invite.uid,
      sequence: '1',
      start: icalUtc(movedTo.start),
    });

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByLabel('Reason for cancelling (optional)').fill('Found the papers we needed');
    await page.getByRole('button', { name: 'Cancel the call' }).click();
    await page.getByRole('status').filter({ hasText: 'Cancelled.' }).waitFor();
    // The visitor cancelled: the e-mail event is 'visitor-cancelled' (the reason is the consultant's).
    const cancelled = await inviteOf(meeting.id, 'visitor-cancelled-2');
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: invite.uid, sequence: '2' });

    // The page is private: never indexed.
    const shell = await fetch(`${server().url}/meetings/${token}`);
    expect(shell.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });
});

describe('booking a free consultation from the chat', () => {
  it('offers open times once, as buttons kept across a reload, books the one tapped, confirms in both zones, and invites', async () => {
    const { page } = await openPage({ timezoneId: 'America/New_York' });
    await page.goto(server().url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
    await page.getByRole('button', { name: homePage.project.schedule.label }).click();
    const panel = page.getByRole('dialog', { name: 'Land Services Assistant' });
    const replies = panel.getByRole('log').getByTestId('chat-message-assistant');
    const chips = panel.getByRole('group', { name: 'Suggested replies' });
    const input = panel.getByPlaceholder('Type your message...');
    const reply = async (message: string) => {
      const before = await replies.count();
      await input.fill(message);
      await input.press('Enter');
      await replies.nth(before).waitFor();
      return replies.nth(before).innerText();
    };

    // The open times arrive as buttons, on the visitor's clock.
    const slotChip = chips.getByRole('button', {
      name: /^\w{3}, \w{3} \d{1,2}, \d{1,2}:\d\d [AP]M$/,
    });
    await slotChip.first().waitFor();
    expect(await replies.last().innerText()).toContain('in your time (New York)');
    // Each time shows once: as a button, not also in the reply's text.
    const times = (await slotChip.allInnerTexts()).map((time) => time.trim());
    expect(times.length).toBeGreaterThan(0);
    const shownOnce = async () => {
      const text = await panel.innerText();
      for (const time of times) expect(text.split(time)).toHaveLength(2);
    };
    await shownOnce();
    // Reopened after a reload, the chat offers the same times again, from the stored reply.
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
    await page.getByRole('button', { name: 'Chat with the Land Services Assistant' }).click();
    await slotChip.first().waitFor();
    expect((await slotChip.allInnerTexts()).map((time) => time.trim())).toEqual(times);
    await shownOnce();
    const label = (await slotChip.first().innerText()).trim();
    const before = await replies.count();
    await slotChip.first().click();
    await replies.nth(before).waitFor();
    expect(await replies.nth(before).innerText()).toMatch(/what would you like to discuss/i);

    await reply('A lease offer on our Ward County minerals');
    await reply('Riley Chatfield');
    await reply('riley.chatfield@example.com');
    // The summary is a card: each detail under its label, with Book and Change buttons.
    const summary = await reply('skip');
    expect(summary).toContain(`Time\n${label} (your time, New York)`);
    expect(summary).toContain('Riley Chatfield');

    const beforeYes = await replies.count();
    await panel
      .getByRole('group', { name: 'Actions' })
      .getByRole('button', { name: 'Book', exact: true })
      .click();
    await replies.nth(beforeYes).waitFor();
    const confirmation = await replies.nth(beforeYes).innerText();
    expect(confirmation).toMatch(/You're booked for .* E[SD]T \(.* C[SD]T \(Chicago time\)\)/);

    // The invite's start is the time tapped, read on the visitor's clock.
    let start = DateTime.fromFormat(label, 'ccc, LLL d, h:mm a', {
      zone: 'America/New_York',
      locale: 'en-US',
    });
    if (start < DateTime.now().minus({ days: 1 })) start = start.plus({ years: 1 });
    const meetingId = await meetingBookedFor('riley.chatfield@example.com');
    const invite = await inviteOf(meetingId, 'booked-0');
    expect(invite).toMatchObject({
      events: 1,
      method: 'REQUEST',
      uid: `meeting-${meetingId}@whitakerland.com`,
      sequence: '0',
      start: icalUtc(start.toUTC().toISO({ suppressMilliseconds: false })!),
      organizer: `mailto:${site.email}`,
    });
  });
});

describe('booking a free consultation from /contact without JavaScript', () => {
  it('follows the card to the server-rendered times, books one, and lands on the booked page', async () => {
    const { page } = await openPage({ javaScriptEnabled: false, timezoneId: 'America/Denver' });
    await page.goto(`${server().url}/contact`, { waitUntil: 'load' });
    // The picker's trigger is a link in the HTML: without script it leads to the form.
    await Promise.all([
      page.waitForURL(`${server().url}/contact/book`),
      page.getByRole('button', { name: 'Pick a time' }).click(),
    ]);
    await page.getByRole('heading', { name: 'Book a free consultation' }).waitFor();
    // In the site's own frame (header, footer): its scripts are the islands' loader and the
    // chat's answer to a first tap, both inline and neither needed here (everything below runs
    // with JavaScript off).
    expect(await page.locator('script').count()).toBeLessThanOrEqual(2);
    expect(await page.locator('script[src]').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(1);

    // Times in the visitor's zone, chosen from the list; the consultant's zone stays named.
    await page.getByLabel('Show times in').selectOption('America/Denver');
    await Promise.all([
      page.waitForURL(/\/contact\/book\?tz=America%2FDenver$/),
      page.getByRole('button', { name: 'Show these times' }).click(),
    ]);
    expect(
      await page
        .getByText(
          /Times are in Denver time \(America\/Denver\); the consultant works in Chicago time/,
        )
        .count(),
    ).toBe(1);
    const days = page.getByRole('group');
    expect(await days.count()).toBeGreaterThan(1);
    const time = days.last().getByRole('radio').last();
    const start = (await time.getAttribute('value')) as string;
    const label = (await days.last().locator('label').last().innerText()).trim();
    const day = (await days.last().locator('legend').innerText()).trim();
    // The label is the slot's time on the chosen clock, under its day.
    expect(`${day} ${label}`).toBe(
      DateTime.fromISO(start, { zone: 'America/Denver' })
        .setLocale('en-US')
        .toFormat('cccc, LLLL d h:mm a'),
    );
    await time.check();
    await page.getByLabel('Full name').fill('Morgan Reyes');
    await page.getByLabel('E-mail', { exact: true }).fill('morgan.reyes.nojs@example.com');
    await page
      .getByLabel('What would you like to discuss?')
      .fill('A top lease offer on our Reeves County minerals');
    await Promise.all([
      page.waitForURL(/\/contact\/book\/booked\/[A-Za-z0-9_-]{43}$/),
      page.getByRole('button', { name: 'Book this time' }).click(),
    ]);
    await page.getByRole('heading', { name: 'Your call is booked' }).waitFor();
    expect(await page.locator('main').innerText()).toMatch(/M[SD]T \(.* C[SD]T \(Chicago time\)\)/);
    const href = await page.getByRole('link', { name: 'manage your meeting' }).getAttribute('href');
    const token = /^\/meetings\/([A-Za-z0-9_-]{43})$/.exec(href ?? '')?.[1] as string;
    expect(token).toBeDefined();

    const shown = await graphql(
      `
        query M($token: String!) {
          meetingByToken(token: $token) {
            id
            start
            visitorTimeZone
          }
        }
      `,
      { token },
    );
    const meeting = shown.data?.meetingByToken as {
      id: string;
      start: string;
      visitorTimeZone: string;
    };
    expect(meeting).toMatchObject({ start, visitorTimeZone: 'America/Denver' });
    const invite = await inviteOf(meeting.id, 'booked-0');
    expect(invite).toMatchObject({ events: 1, method: 'REQUEST', start: icalUtc(start) });
  });
});

describe('the meeting page (/meetings/<token>)', () => {
  /** Books the latest open slot over GraphQL (outside the change notice); its manage token. */
  async function bookLatest(email: string) {
    const from = new Date();
    const slots = await graphql(
      `
        query S($from: DateTimeISO!, $to: DateTimeISO!, $timeZone: String!) {
          availableSlots(from: $from, to: $to, timeZone: $timeZone) {
            start
            end
          }
        }
      `,
      {
        from: from.toISOString(),
        to: new Date(from.getTime() + 14 * 86_400_000).toISOString(),
        timeZone: 'America/Denver',
      },
    );
    const open = slots.data?.availableSlots as unknown as { start: string; end: string }[];
    const slot = open.at(-1)!;
    const booked = await graphql(
      `
        mutation B($input: BookMeetingInput!) {
          bookMeeting(input: $input) {
            id
            start
            end
            manageToken
          }
        }
      `,
      {
        input: {
          start: slot.start,
          timeZone: 'America/Denver',
          name: 'Jordan Pike',
          email,
          phone: '(432) 555-0187',
          topic: 'Division order on our Reeves County tract',
        },
      },
    );
    return booked.data?.bookMeeting as unknown as {
      id: string;
      start: string;
      end: string;
      manageToken: string;
    };
  }

  it("sits in the site's layout with both clocks and add-to-calendar links, and moves by the month calendar", async () => {
    const meeting = await bookLatest('jordan.pike@example.com');
    const { page } = await openPage({ timezoneId: 'America/Denver' });
    await page.goto(`${server().url}/meetings/${meeting.manageToken}`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Your consultation call' }).waitFor();
    // The site's frame: its header navigation and footer, its fonts.
    expect(await page.locator('header a[href="/services"]').count()).toBeGreaterThan(0);
    expect(await page.locator('footer').count()).toBe(1);
    const bodyFont = await page
      .locator('main p')
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(bodyFont).not.toMatch(/^(?:serif|Times)/);

    // Who, how long, how, and the time on both clocks.
    await page.getByText('Division order on our Reeves County tract', { exact: false }).waitFor();
    const main = page.getByRole('main');
    expect(await main.innerText()).toContain(site.name);
    expect(await main.innerText()).toContain('30 minutes');
    expect(await main.innerText()).toContain(`${site.name} will call you at (432) 555-0187.`);
    expect(await page.getByTestId('meeting-time').innerText()).toMatch(/M[SD]T$/);
    expect(await page.getByTestId('meeting-consultant-time').innerText()).toMatch(
      /C[SD]T for .* \(Chicago time\)/,
    );

    // Add to calendar: Google and Outlook filled in with the call's UTC times, the .ics from here.
    const google = new URL(
      (await page.getByRole('link', { name: /^Google Calendar/ }).getAttribute('href'))!,
    );
    expect(google.host).toBe('calendar.google.com');
    expect(google.searchParams.get('dates')).toBe(
      `${icalUtc(meeting.start)}/${icalUtc(meeting.end)}`,
    );
    const outlook = new URL(
      (await page.getByRole('link', { name: /^Outlook/ }).getAttribute('href'))!,
    );
    expect(outlook.host).toBe('outlook.live.com');
    expect(outlook.searchParams.get('startdt')).toBe(meeting.start);
    expect(google.toString() + outlook.toString()).not.toContain(meeting.manageToken);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /\.ics/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('consultation-call.ics');
    const ics = await (await fetch(`${server().url}${new URL(download.url()).pathname}`)).text();
    expect(ics).toContain(`UID:meeting-${meeting.id}@`);
    expect(ics).toContain(`DTSTART:${icalUtc(meeting.start)}`);

    // Move and Cancel side by side.
    const moveButton = page.getByRole('button', { name: 'Move', exact: true });
    const cancelButton = page.getByRole('button', { name: 'Cancel', exact: true });
    const [a, b] = [(await moveButton.boundingBox())!, (await cancelButton.boundingBox())!];
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(b.x).toBeGreaterThan(a.x + a.width);

    // Move by keyboard: the grid takes focus on an open day; arrows, Enter, the first time, confirm.
    await moveButton.click();
    const move = page.getByRole('region', { name: 'Choose a new time' });
    const grid = move.getByRole('grid');
    await grid.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="grid"]') !== null);
    const firstOpen = await page.evaluate(() => document.activeElement?.getAttribute('data-date'));
    expect(firstOpen).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.keyboard.press('Enter');
    const firstTime = move.getByRole('list', { name: 'Open times' }).getByRole('button').first();
    await page.waitForFunction(
      () => document.activeElement?.closest('[aria-label="Open times"]') !== null,
    );
    const chosenLabel = (await firstTime.innerText()).trim();
    await page.keyboard.press('Enter');
    const confirm = move.getByRole('button', { name: 'Move the call' });
    await confirm.waitFor();
    expect(await confirm.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await move.innerText()).toContain(chosenLabel);
    await page.keyboard.press('Enter');
    const moved = page.getByRole('status').filter({ hasText: 'Moved.' });
    await moved.waitFor();
    expect(await moved.evaluate((element) => element === document.activeElement)).toBe(true);
    const after = await graphql(
      `
        query M($token: String!) {
          meetingByToken(token: $token) {
            start
          }
        }
      `,
      { token: meeting.manageToken },
    );
    const movedStart = (after.data?.meetingByToken as { start: string }).start;
    expect(movedStart).not.toBe(meeting.start);
    expect(await page.getByTestId('meeting-time').innerText()).toContain(chosenLabel);
    await expectNoSeriousAxeViolations(page);
  });

  it('fits a 390 px screen, Move and Cancel still side by side', async () => {
    const meeting = await bookLatest('jordan.pike.phone@example.com');
    const { page } = await openPage({
      timezoneId: 'America/Denver',
      viewport: phoneViewport,
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`${server().url}/meetings/${meeting.manageToken}`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByRole('region', { name: 'Choose a new time' }).getByRole('grid').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(phoneViewport.width);
    const move = (await page.getByRole('button', { name: 'Move', exact: true }).boundingBox())!;
    const cancel = (await page.getByRole('button', { name: 'Cancel', exact: true }).boundingBox())!;
    expect(Math.abs(move.y - cancel.y)).toBeLessThan(2);
  });
});
