import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import {
  expectNoSeriousAxeViolations,
  phoneViewport,
  useBrowser,
  usePages,
} from './support/browser';
import { deskOwner, signInAsOwner, useServerWithOwner } from './support/desk-server';

/**
 * The desk built for triage (issue 42 point 5): at 1440 px the inbox's list beside the open
 * lead, its keyboard (j/k move, Enter opens, e marks contacted, / searches, ? lists the keys,
 * never while typing), select-many for one status change; at 390 px the list then the lead, and
 * every section behind a visible menu.
 */
const run = `${process.pid}-${Date.now().toString(36)}`;
const desktop = { width: 1440, height: 900 };

const server = useServerWithOwner();
const at = (sitePath: string) => new URL(sitePath, server().url).toString();
const openPage = usePages(useBrowser());

async function sendContact(name: string, message: string): Promise<void> {
  const response = await fetch(at('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: ContactInput!) { submitContact(input: $input) { id } }',
      variables: {
        input: { name, email: `${name.split(' ')[0]?.toLowerCase()}.${run}@example.com`, message },
      },
    }),
  });
  const body = (await response.json()) as { errors?: unknown };
  expect(body.errors).toBeUndefined();
}

/** The lead id of the row holding the focused element, or null. */
const focusedRow = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.closest('[data-lead-id]')?.getAttribute('data-lead-id') ?? null,
  );

async function signedIn(viewport: { width: number; height: number }, sitePath: string) {
  const { page } = await openPage({ viewport });
  await page.goto(at(sitePath));
  await signInAsOwner(page, deskOwner);
  return page;
}

// Three people of this run, oldest first: the inbox lists them newest first.
const names = [`Ada Quill ${run}`, `Ben Marsh ${run}`, `Cy Brand ${run}`];

beforeAll(async () => {
  for (const name of names) {
    await sendContact(name, `Please review the lease offer for ${name}.`);
  }
});

describe('the desk inbox at 1440 px', () => {
  it('opens a lead beside the list and moves through it by keyboard: j/k, Enter, e, / and ?', async () => {
    const page = await signedIn(desktop, `/admin?search=${encodeURIComponent(run)}`);
    const rows = page.getByTestId('inbox-lead');
    await rows.filter({ hasText: names[0] }).waitFor();
    expect(await rows.count()).toBe(3);
    const ids = await rows.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-lead-id')),
    );
    // Unread says so once: a dot, with the word for screen readers.
    expect(await rows.first().getByTestId('unread-dot').count()).toBe(1);
    expect(await rows.first().innerText()).toContain('Unread');
    await page.getByTestId('inbox-none-open').waitFor();

    // j from nowhere lands on the first row, j again on the second, k back to the first.
    await page.keyboard.press('j');
    expect(await focusedRow(page)).toBe(ids[0]);
    await page.keyboard.press('j');
    expect(await focusedRow(page)).toBe(ids[1]);
    await page.keyboard.press('k');
    await page.keyboard.press('j');
    expect(await focusedRow(page)).toBe(ids[1]);

    // Enter opens it on the right; the list stays on the left, its filter kept.
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('desk-detail');
    await detail.getByRole('heading', { name: names[1], level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/leads/${ids[1]}`);
    expect(new URL(page.url()).searchParams.get('search')).toBe(run);
    const list = await page.getByRole('list', { name: 'Leads' }).boundingBox();
    const open = await detail.boundingBox();
    expect(list && open && list.x + list.width <= open.x).toBe(true);
    expect(await rows.filter({ hasText: names[1] }).getByTestId('unread-dot').count()).toBe(0);
    // The counts follow: opening it read it.
    await page.getByTestId('inbox-counts').getByText('2 unread of 3').waitFor();
    await expectNoSeriousAxeViolations(page);

    // e marks the lead on the keyboard's row contacted: the row, the lead and a live message.
    await rows.filter({ hasText: names[1] }).getByRole('link').focus();
    await page.keyboard.press('e');
    await rows.filter({ hasText: names[1] }).getByText('Contacted', { exact: true }).waitFor();
    await page
      .getByTestId('inbox-announcement')
      .getByText(`${names[1]} marked contacted.`)
      .waitFor();
    await detail.getByRole('button', { name: 'Mark contacted' }).waitFor({ state: 'detached' });
    expect(await detail.getByLabel('Status').inputValue()).toBe('CONTACTED');

    // / goes to the search; typed there, j and e are letters, not shortcuts.
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search name, e-mail or message' });
    expect(await search.evaluate((field) => field === document.activeElement)).toBe(true);
    await search.fill('');
    await page.keyboard.type('je');
    expect(await search.inputValue()).toBe('je');
    expect(await focusedRow(page)).toBeNull();
    expect(await rows.filter({ hasText: names[2] }).getByText('Contacted').count()).toBe(0);

    // ? lists the shortcuts in a dialog; Escape closes it.
    await page.getByRole('heading', { name: names[1], level: 1 }).click();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    for (const action of ['Next item in the list', 'Mark the lead contacted (handled)', 'Search']) {
      await dialog.getByText(action).waitFor();
    }
    await expectNoSeriousAxeViolations(page);
    // Inside the dialog the keys are the dialog's: j does not move the list behind it.
    await page.keyboard.press('j');
    expect(await focusedRow(page)).toBeNull();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('changes the status of several selected leads at once', async () => {
    const page = await signedIn(desktop, `/admin?search=${encodeURIComponent(run)}`);
    const rows = page.getByTestId('inbox-lead');
    await rows.filter({ hasText: names[0] }).waitFor();

    // Two ticked by hand, the third with x on its row.
    await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
    await page.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
    await rows.filter({ hasText: names[2] }).getByRole('link').focus();
    await page.keyboard.press('x');
    const bulk = page.getByTestId('inbox-bulk');
    await bulk.getByText('3 selected').waitFor();
    expect(await page.getByRole('checkbox', { name: 'Select all shown leads' }).isChecked()).toBe(
      true,
    );
    await expectNoSeriousAxeViolations(page);

    const sent = page.waitForRequest(
      (request) =>
        request.url().endsWith('/graphql') && /UpdateLeads\b/.test(request.postData() ?? ''),
    );
    await bulk.getByLabel('Set status').selectOption('CLOSED');
    await bulk.getByRole('button', { name: 'Apply' }).click();
    // One request for all three.
    expect(
      ((await sent).postDataJSON() as { variables: { ids: string[] } }).variables.ids,
    ).toHaveLength(3);
    await page.getByTestId('inbox-announcement').getByText('3 leads marked closed.').waitFor();
    for (const name of names) {
      await rows.filter({ hasText: name }).getByText('Closed', { exact: true }).waitFor();
    }
    expect(await page.getByTestId('inbox-bulk').count()).toBe(0);

    // The server kept it: the Closed filter lists all three after a reload.
    await page.goto(at(`/admin?status=CLOSED&search=${encodeURIComponent(run)}`));
    await rows.filter({ hasText: names[2] }).waitFor();
    expect(await rows.count()).toBe(3);
  });
});

describe('the desk chats at 1440 px', () => {
  it('opens a chat beside the list by keyboard', async () => {
    const sessionId = `session_${randomBytes(16).toString('hex')}`;
    const question = `Do you review pipeline easements? (${run})`;
    const response = await fetch(at('/api/chat'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId, message: question }),
    });
    expect(response.status).toBe(201);

    const page = await signedIn(desktop, '/admin/conversations');
    await page.getByRole('heading', { name: 'Live chats', level: 1 }).waitFor();
    const row = page.getByTestId('desk-chat').filter({ hasText: question });
    await row.waitFor();
    // j moves down the list until the keyboard is on this chat; Enter opens it on the right.
    const rowCount = await page.getByTestId('desk-chat').count();
    for (let step = 0; step < rowCount; step += 1) {
      await page.keyboard.press('j');
      if (await row.evaluate((item) => item.contains(document.activeElement))) break;
    }
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('desk-detail');
    await detail.getByRole('heading', { name: 'Chat with a visitor', level: 1 }).waitFor();
    await detail.getByText(question).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/conversations/${sessionId}`);
    expect(await row.getByRole('link').getAttribute('aria-current')).toBe('page');
    const list = await page.getByRole('list', { name: 'Chats' }).boundingBox();
    const open = await detail.boundingBox();
    expect(list && open && list.x + list.width <= open.x).toBe(true);
    await expectNoSeriousAxeViolations(page);
  });
});

describe('the questions to answer at 1440 px', () => {
  it('lists the questions beside the open one, and opens the next by keyboard', async () => {
    // Two visitors ask and vote the answers not helpful: the questions wait for an answer.
    const questions = [
      `What does a pooling order do to my royalty? (${run})`,
      `Do you review pipeline easements? (${run})`,
    ];
    for (const question of questions) {
      const sessionId = `session_${randomBytes(16).toString('hex')}`;
      const asked = await fetch(at('/api/chat'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId, message: question }),
      });
      expect(asked.status).toBe(201);
      // The assistant answers after the request: wait for its reply in the session.
      let reply: { id: string } | undefined;
      for (let tries = 0; !reply && tries < 50; tries += 1) {
        const listed = await fetch(at(`/api/chat/${sessionId}`));
        const messages = (await listed.json()) as { id: string; author: string }[];
        reply = messages.filter((message) => message.author === 'ASSISTANT').at(-1);
        if (!reply) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      if (!reply) throw new Error(`No reply to "${question}".`);
      const voted = await fetch(at(`/api/chat/${sessionId}/messages/${reply.id}/rating`), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ helpful: false }),
      });
      expect(voted.status).toBe(200);
    }
    const page = await signedIn(desktop, '/admin/questions');
    await page.getByRole('heading', { name: 'Questions to answer', level: 1 }).waitFor();
    const rows = page.getByTestId('question-row');
    await rows.filter({ hasText: questions[1] }).waitFor();
    // The first waits open beside the list.
    const detail = page.getByTestId('desk-detail');
    await detail.getByTestId('question-group').waitFor();
    expect(await rows.first().getByRole('link').getAttribute('aria-current')).toBe('page');
    const list = await page.getByRole('list', { name: 'Questions to answer' }).boundingBox();
    const open = await detail.boundingBox();
    expect(list && open && list.x + list.width <= open.x).toBe(true);
    await expectNoSeriousAxeViolations(page);
    // j from the open question goes to the next; Enter opens it.
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await rows.nth(1).locator('a[aria-current="page"]').waitFor();
    const second = ((await rows.nth(1).innerText()).split('\n')[0] ?? '').replace(/[“”]/g, '');
    await detail.getByRole('heading', { name: second, exact: false }).waitFor();
  });
});

describe('the desk on a phone (390 px)', () => {
  it('reaches every section from a visible menu, with no sideways scrolling', async () => {
    const page = await signedIn(phoneViewport, '/admin');
    const nav = page.getByRole('navigation', { name: 'Desk' });
    const menu = nav.getByRole('button', { name: /^Menu/ });
    await menu.waitFor();
    expect(await menu.innerText()).toContain('Inbox');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link').count()).toBe(0);

    // Each section, the path it opens and its heading.
    const sections: [label: string, path: string, heading: string | RegExp][] = [
      ['Chats', '/admin/conversations', 'Live chats'],
      ['Agenda', '/admin/agenda', /./],
      ['Availability', '/admin/availability', 'Availability'],
      ['Questions', '/admin/questions', 'Questions to answer'],
      ['Answers', '/admin/taught-answers', 'Taught answers'],
      ['Blog', '/admin/blog', /./],
      ['Insights', '/admin/insights', 'Insights'],
      ['Inbox', '/admin', 'Inbox'],
    ];
    for (const [label, path, heading] of sections) {
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      const link = nav.getByRole('link', { name: label, exact: true });
      // Every section in view at once: no strip to swipe, nothing cut off.
      for (const [other] of sections) {
        const box = await nav.getByRole('link', { name: other, exact: true }).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= phoneViewport.width).toBe(true);
      }
      expect(await nav.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
      expect(await link.getAttribute('href')).toBe(path);
      if (label === 'Chats') await expectNoSeriousAxeViolations(page);
      await link.click();
      // The menu names the section once its page has taken over (a heading of the page left
      // behind may still match a loose pattern for a moment).
      await nav.getByRole('button', { name: new RegExp(`^Menu · ${label}\\b`) }).waitFor();
      await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await menu.innerText()).toContain(label);
      expect(await nav.getByRole('link').count()).toBe(0);
      // The menu's own width: the blog's post list is another change's (its tabs overflow).
      const header = await page.getByRole('banner').boundingBox();
      expect(header && header.width <= phoneViewport.width).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phoneViewport.width,
    );
  });

  it('shows the list, then the lead alone with a way back', async () => {
    const page = await signedIn(phoneViewport, `/admin?search=${encodeURIComponent(run)}`);
    const rows = page.getByTestId('inbox-lead');
    await rows.filter({ hasText: names[0] }).getByRole('link').click();
    await page.getByRole('heading', { name: names[0], level: 1 }).waitFor();
    expect(await page.getByRole('list', { name: 'Leads' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phoneViewport.width,
    );
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: '← Inbox' }).click();
    await rows.filter({ hasText: names[0] }).waitFor();
    expect(new URL(page.url()).searchParams.get('search')).toBe(run);
  });
});
