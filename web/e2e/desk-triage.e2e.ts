import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import {
  expectNoSeriousAxeViolations,
  phoneViewport,
  useBrowser,
  usePages,
} from './support/browser';
import {
  deskEventsSubscribed,
  deskOwner,
  signInAsOwner,
  useServerWithOwner,
} from './support/desk-server';

/**
 * The desk's triage at a glance: chat rows with what the visitor said and how long they have
 * waited, leads grouped per person with their actions, the title badge and a browser
 * notification, at 1440 and 390 px.
 */
const run = `${process.pid}-${Date.now().toString(36)}`;
const owner = deskOwner;
const desktop = { width: 1440, height: 900 };

const server = useServerWithOwner();

const at = (sitePath: string) => new URL(sitePath, server().url).toString();
// Web notifications exist only in the full browser; the screens' axe checks need none, and run
// in the headless shell, which takes about half the CPU.
const openPage = usePages(useBrowser('full'));
const openShellPage = usePages(useBrowser('shell'));

/** Records the notifications the page raises and the permission requests it makes. */
function watchNotifications() {
  const shown: { title: string; body?: string }[] = [];
  const record = window as unknown as {
    deskNotifications: typeof shown;
    permissionRequests: number;
  };
  record.deskNotifications = shown;
  record.permissionRequests = 0;
  const Real = window.Notification;
  class Recorded extends Real {
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
      super(title, options);
    }
  }
  const requestPermission = Real.requestPermission.bind(Real);
  Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
  Recorded.requestPermission = (...args) => {
    record.permissionRequests += 1;
    return requestPermission(...args);
  };
  window.Notification = Recorded;
}

async function signedInDesk(options: {
  viewport: { width: number; height: number };
  notify: boolean;
  clock?: boolean;
}) {
  const tab = await openPage({
    viewport: options.viewport,
    permissions: options.notify ? ['notifications'] : [],
  });
  const page = tab.page;
  await page.addInitScript(watchNotifications);
  // The real time, flowing; a test can jump it forward to see the waits grow.
  if (options.clock) await page.clock.install();
  await page.goto(at('/admin'));
  const subscribed = deskEventsSubscribed(page);
  await signInAsOwner(page, owner);
  await subscribed;
  return page;
}

async function sendContact(input: Record<string, string>): Promise<void> {
  const response = await fetch(at('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: ContactInput!) { submitContact(input: $input) { id } }',
      variables: { input },
    }),
  });
  const body = (await response.json()) as { errors?: unknown };
  expect(body.errors).toBeUndefined();
}

async function visitorSays(sessionId: string, message: string, page?: string): Promise<void> {
  const response = await fetch(at('/api/chat'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId, message, page }),
  });
  expect(response.status).toBe(201);
}

/** Waits for the page to raise a notification titled `title`. */
const untilNotified = (page: Page, title: string) =>
  page.waitForFunction(
    (expected) =>
      (window as unknown as { deskNotifications: { title: string }[] }).deskNotifications.some(
        (shown) => shown.title === expected,
      ),
    title,
  );

const permissionRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests);
const notifications = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { deskNotifications: { title: string }[] }).deskNotifications,
  );

describe('desk triage', () => {
  it('notifies of a new lead, badges the title, and groups the same person, whose open lead offers Reply, Call and Mark contacted (1440 px)', async () => {
    const page = await signedInDesk({ viewport: desktop, notify: true });
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();
    // Allowed in this browser: the desk says so and never asked on load.
    await page.getByTestId('desk-notifications').getByText('Notifications on').waitFor();
    expect(await permissionRequests(page)).toBe(0);
    const title = await page.title();

    const email = `rae.${run}@example.com`;
    const name = `Rae Dunn ${run}`;
    await sendContact({
      name,
      email,
      phone: '(903) 555-0188',
      message: 'We received a pooling notice for our Panola County minerals.',
    });
    await untilNotified(page, `New lead from ${name}`);
    expect(await page.title()).toBe(`(1) ${title}`);

    await sendContact({
      name: `Rae ${run}`,
      email: email.toUpperCase(),
      message: 'Following up: the pooling hearing is set for next month.',
    });
    // The event reaches the page after the request is answered: wait for it.
    await untilNotified(page, `New lead from Rae ${run}`);
    expect((await notifications(page)).length).toBe(2);
    expect(await page.title()).toBe(`(2) ${title}`);

    // One row for the person (the newest request), the earlier one counted on it and listed on
    // the open lead, with Reply, Call and Mark contacted.
    const rows = page.getByTestId('inbox-lead').filter({ hasText: run });
    await rows.filter({ hasText: 'Following up' }).getByText('+1 request').waitFor();
    expect(await rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.innerText()).toContain('Following up');
    await row.getByRole('link').click();
    const lead = page.getByTestId('desk-detail');
    await lead.getByRole('heading', { name: `Rae ${run}`, level: 1 }).waitFor();
    await lead
      .getByTestId('inbox-lead-others')
      .filter({ hasText: 'We received a pooling notice' })
      .waitFor();
    const reply = await lead.getByRole('link', { name: 'Reply' }).getAttribute('href');
    expect(reply?.startsWith(`mailto:${encodeURIComponent(email.toUpperCase())}?`)).toBe(true);
    expect(decodeURIComponent(reply ?? '')).toContain(
      '> Following up: the pooling hearing is set for next month.',
    );
    // The newest request left no phone: no Call there; the older one did.
    expect(await lead.getByRole('link', { name: /^Call/ }).count()).toBe(0);
    await lead.getByRole('button', { name: 'Mark contacted' }).click();
    await row.getByText('Contacted', { exact: true }).waitFor();
    expect(await lead.getByRole('button', { name: 'Mark contacted' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);

    // A single lead with a phone offers Call.
    await sendContact({
      name: `Sam Ortiz ${run}`,
      email: `sam.${run}@example.com`,
      phone: '(903) 555-0142',
      message: 'Can you check a division order for an estate?',
    });
    const sam = page.getByTestId('inbox-lead').filter({ hasText: `Sam Ortiz ${run}` });
    await sam.getByRole('link').click();
    await lead.getByRole('heading', { name: `Sam Ortiz ${run}`, level: 1 }).waitFor();
    expect(await lead.getByRole('link', { name: /^Call/ }).getAttribute('href')).toBe(
      'tel:9035550142',
    );
  });

  it('shows a waiting visitor in the chat list and the inbox, with a notification, then the screens at 390 px', async () => {
    const page = await signedInDesk({ viewport: desktop, notify: true, clock: true });
    await page.getByRole('link', { name: 'Chats', exact: true }).click();
    await page.getByRole('heading', { name: 'Live chats' }).waitFor();

    const sessionId = `session_${randomBytes(16).toString('hex')}`;
    const first = `What does a pooling order do to my royalty? (${run})`;
    await visitorSays(sessionId, first, '/services/title-research');
    await visitorSays(sessionId, 'Can I talk to a real person?', '/contact');
    await untilNotified(page, 'A visitor is asking for a person');

    const row = page.getByTestId('desk-chat').filter({
      has: page.locator(`a[href="/admin/conversations/${sessionId}"]`),
    });
    await row.getByTestId('chat-waiting').waitFor();
    const text = await row.innerText();
    expect(text).toContain(first);
    // Where the chat started: the page sent with its first message.
    expect(text).toContain('on /services/title-research');
    expect(text).toContain('Wants a person');
    expect(await row.getByTestId('chat-waiting').innerText()).toMatch(/^Waiting \d+ min$/);
    await page.getByTestId('chats-waiting').waitFor();
    await expectNoSeriousAxeViolations(page);

    // The wait grows while nobody answers (the clock ticks without a reload).
    await page.clock.fastForward('12:00');
    await row.getByText(/Waiting 1[23] min/).waitFor();

    await page.getByRole('link', { name: 'Inbox', exact: true }).click();
    await page.getByTestId('inbox-waiting-chats').waitFor();
    expect(await page.getByTestId('inbox-waiting-chats').innerText()).toMatch(/waiting/);

    // On a phone, without the permission granted: the desk never asks on load (headless
    // Chromium answers "denied" by default, so the desk says notifications are blocked).
    const phone = await signedInDesk({ viewport: phoneViewport, notify: false });
    await phone.getByRole('heading', { name: 'Inbox' }).waitFor();
    await phone
      .getByRole('button', { name: 'Turn on notifications' })
      .or(phone.getByTestId('desk-notifications'))
      .waitFor();
    expect(await permissionRequests(phone)).toBe(0);
    await phone.getByTestId('inbox-waiting-chats').waitFor();
    await expectNoSeriousAxeViolations(phone);
    await phone.getByRole('button', { name: /^Menu/ }).click();
    await phone.getByRole('link', { name: 'Chats', exact: true }).click();
    await phone.getByTestId('chat-waiting').first().waitFor();
    await expectNoSeriousAxeViolations(phone);
  });
});

describe.each([
  ['1440 px', desktop],
  ['390 px', phoneViewport],
])('every desk screen at %s', (_width, viewport) => {
  it('has no serious or critical axe violation: sign-in, inbox, lead, chats, a chat, blog, a post, subscribers', async () => {
    const tab = await openShellPage({ viewport });
    const page = tab.page;
    await page.goto(at('/admin'));
    await page.getByLabel('Password').waitFor();
    await expectNoSeriousAxeViolations(page);

    // Something on each list: a lead and a chat of this run.
    const name = `Axe Visitor ${viewport.width} ${run}`;
    await sendContact({
      name,
      email: `axe.${viewport.width}.${run}@example.com`,
      message: 'Please look at our lease before we sign.',
    });
    const sessionId = `session_${randomBytes(16).toString('hex')}`;
    await visitorSays(sessionId, 'Do you review pipeline easements?', '/services/lease-checks');

    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
    await page.getByTestId('inbox-lead').filter({ hasText: name }).waitFor();
    await expectNoSeriousAxeViolations(page);

    await page
      .getByTestId('inbox-lead')
      .filter({ hasText: name })
      .getByRole('link', { name })
      .click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await expectNoSeriousAxeViolations(page);

    const screens: [string, RegExp | string][] = [
      ['/admin/conversations', 'Live chats'],
      [`/admin/conversations/${sessionId}`, /./],
      ['/admin/blog', /./],
      ['/admin/blog/new', /./],
      ['/admin/subscribers', /./],
    ];
    for (const [sitePath, heading] of screens) {
      await page.goto(at(sitePath));
      await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
      if (sitePath.endsWith(sessionId))
        await page.getByText('Do you review pipeline easements?').first().waitFor();
      await expectNoSeriousAxeViolations(page);
    }
  }, 180_000);
});
