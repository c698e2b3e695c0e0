import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { pgliteNodeFlags } from '../../api/src/testing/pglite-node-flags';
import { newPage, phoneViewport, useBrowser, visit, type TestPage } from './support/browser';
import { deskOwner, signInAsOwner } from './support/desk-server';
import { repoRoot } from './support/paths';
import { setBaseUrl, urlFor } from './support/server-url';
import { startTestServer, stopTestServer, type TestServer } from './support/test-server';

/**
 * The gallery of the surfaces issue 42 finished (docs/gallery): `npm run gallery` starts the built
 * server as the browser tests do (a database of its own, the desk's owner added), seeds it with
 * sample leads, a booking and a draft post, and shoots each surface at 1440 and 390 px into
 * compact WebP files, then writes docs/gallery/README.md beside them. Each step first checks
 * that what it shoots is there (and, at 390 px, that nothing scrolls sideways), so a broken page
 * fails the run instead of landing in the gallery.
 */
const outDir = path.join(repoRoot, 'docs/gallery');
const maxImageBytes = 200 * 1024;
const maxGalleryBytes = 4 * 1024 * 1024;
/** A full-page shot is cut here: the gallery shows what matters, not a whole long page. */
const maxFullPageHeight = 2400;

const wide = { width: 1440, height: 900 };
const widths = [wide, phoneViewport] as const;
type Viewport = (typeof widths)[number];

/** The visitor's clock: one zone away from the consultant's, so both times show. */
const visitorZone = 'America/Denver';

/** What the gallery's README shows, surface by surface: one line per width. */
const surfaces: { id: string; title: string; wide: string; phone: string }[] = [
  {
    id: 'booking-dialog',
    title: 'Booking: the month calendar on `/contact`',
    wide: '"Pick a time" opens a dialog: the month with open days marked, the chosen day\'s times beside it, the visitor\'s zone shown and changeable.',
    phone: 'The same calendar as a full-height sheet, the times under the month.',
  },
  {
    id: 'booking-nojs',
    title: 'Booking without JavaScript: `/contact/book`',
    wide: "The server-rendered booking form in the site's header, fonts and footer, the times on the visitor's clock (Denver) with the consultant's zone named.",
    phone: 'The same page on a phone, no sideways scroll.',
  },
  {
    id: 'booked',
    title: 'The booked page: `/contact/book/booked/<token>`',
    wide: "After a no-JavaScript booking: the time on the visitor's clock and the consultant's, and the link to manage the meeting.",
    phone: 'The same confirmation on a phone.',
  },
  {
    id: 'meeting',
    title: 'The meeting manage page: `/meetings/<token>`',
    wide: 'Host, length, how the call happens, the time in both zones, Add to calendar (.ics, Google, Outlook) and Move / Cancel side by side.',
    phone: 'The whole page on a phone: Move and Cancel still side by side.',
  },
  {
    id: 'meeting-move',
    title: 'Moving a meeting',
    wide: '"Move" opens the same month calendar as booking, in the page.',
    phone: 'The move calendar on a phone.',
  },
  {
    id: 'subscription',
    title: 'A subscription step: "Check your inbox"',
    wide: "What the blog's subscribe form leads to without JavaScript, in the site's own layout.",
    phone: 'The same step on a phone.',
  },
  {
    id: 'tool',
    title: 'Tools: net mineral acres with its result',
    wide: 'The inputs above the fold and the result panel (headline figure, table, "Send this to ...") beside them.',
    phone: 'The result below the form, its table stacked to fit 390 px (whole page).',
  },
  {
    id: 'editor',
    title: 'Blog editor: title, cover and body first',
    wide: "A draft with its cover; the Markdown beside a preview drawn with the site's article styles.",
    phone: 'Title, cover and the Write / Preview tabs on a phone.',
  },
  {
    id: 'editor-settings',
    title: 'Blog editor: the settings drawer',
    wide: 'Slug, excerpt, category, publication time to the minute and SEO in a drawer beside the writing.',
    phone: 'The drawer over the editor on a phone.',
  },
  {
    id: 'desk',
    title: 'The desk: inbox list beside the open lead, and the phone menu',
    wide: 'At 1440 px the leads (one unread dot each) beside the open lead, with its status and actions.',
    phone: 'At 390 px every section behind the visible Menu button, opened.',
  },
  {
    id: 'desk-chat',
    title: "The desk: a visitor's chat beside the list of chats",
    wide: "At 1440 px the live chats listed beside the open conversation, the visitor's question and the assistant's answer.",
    phone: 'At 390 px the open chat on its own, with the way back to the list.',
  },
  {
    id: 'chat-open',
    title: 'Chat: open, with three suggestions',
    wide: 'The panel over the home page, the greeting and three suggested replies, ready to type.',
    phone: 'The chat as a full-screen sheet with the same suggestions.',
  },
  {
    id: 'chat-reply',
    title: 'Chat: after a reply',
    wide: "A visitor's question and the assistant's answer, with the rating under the answer only.",
    phone: 'The same exchange on a phone.',
  },
];

/**
 * `owner:add` as the build runs it (a production image's way): the command runs its TypeScript
 * source where the dev tools are installed, and a source half-way through a change (a new
 * migration) must not give the built server a database it does not know.
 */
async function addOwnerFromBuild(env: NodeJS.ProcessEnv): Promise<void> {
  const command = path.join(repoRoot, 'api/dist/modules/owner/owner-add.command.js');
  const args = ['--email', deskOwner.email, '--name', deskOwner.name];
  await promisify(execFile)(
    process.execPath,
    [
      ...pgliteNodeFlags,
      '-e',
      `require(${JSON.stringify(command)}).main('owner-add', ${JSON.stringify(args)})`,
    ],
    { cwd: repoRoot, env: { ...env, OWNER_PASSWORD: deskOwner.password } },
  );
}

let running: TestServer | undefined;
const server = (): TestServer => {
  if (!running) throw new Error('The gallery server has not started');
  return running;
};
beforeAll(async () => {
  running = await startTestServer({ prepare: addOwnerFromBuild });
}, 180_000);
afterAll(async () => {
  if (running) await stopTestServer(running);
});
// The full browser, not the headless shell: the desk shows its notifications as the owner
// would have them (on), where the shell always refuses them.
const browser = useBrowser('full');
/** The owner's signed-in cookies, for every desk page after the first sign-in. */
let deskSession: BrowserContextOptions['storageState'];

const at = (sitePath: string) => new URL(sitePath, server().url).toString();

async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(at('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors || !body.data) {
    const log = server().output.slice(-20).join('');
    throw new Error(
      `GraphQL failed: ${JSON.stringify(body.errors)}\nThe server's last lines:\n${log}`,
    );
  }
  return body.data;
}

/** Sample enquiries, newest last, in the words a mineral owner might use. */
const leads = [
  {
    name: 'Tom Beaulieu',
    email: 'tom.beaulieu@example.com',
    message:
      'We are thinking of selling the minerals under a 160-acre tract in Canadian County, Oklahoma. Before we list them, could you run the title and tell us what we actually own?',
  },
  {
    name: 'Janet Kowalski',
    email: 'janet.kowalski@example.com',
    message:
      'Our royalty checks from a Midland County well dropped by about half in March with no letter from the operator. Can you look at the check stubs and tell us whether the deductions are right?',
  },
  {
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    message:
      'The division order for our Loving County tract shows a decimal of 0.00146484. By my count it should be about double that. Could you check the math before I sign?',
  },
  {
    name: 'Dale Whitfield',
    email: 'dale.whitfield@example.com',
    message:
      'A pooling order from the Oklahoma Corporation Commission came in the mail for my 40 net acres in Grady County. I have 20 days to elect. Can we talk through the options this week?',
  },
  {
    name: 'Marisol Ortega',
    email: 'marisol.ortega@example.com',
    message:
      'My brothers and I inherited mineral rights in Reeves County, Texas from our grandfather. A landman offered $1,200 an acre and a 3/16 royalty for a three-year lease. Is that fair, and what should we ask for?',
  },
];

async function seedLeads(): Promise<void> {
  for (const lead of leads) {
    await graphql('mutation($input: ContactInput!) { submitContact(input: $input) { id } }', {
      input: lead,
    });
  }
}

/** Questions visitors asked the assistant, for the desk's week in numbers and its chat list. */
const chatQuestions = [
  'Do you do title work in Loving County, Texas?',
  'What does a pooling order do to my royalty in Oklahoma?',
];

async function seedChats(): Promise<void> {
  for (const message of chatQuestions) {
    const sessionId = `session_${randomBytes(16).toString('hex')}`;
    const response = await fetch(at('/api/chat'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId, message }),
    });
    expect(response.status).toBe(201);
  }
}

/** Books the latest open time over GraphQL (outside the change notice): its manage token. */
async function bookLatestSlot(): Promise<string> {
  const from = new Date();
  const { availableSlots } = await graphql<{ availableSlots: { start: string }[] }>(
    `
      query S($from: DateTimeISO!, $to: DateTimeISO!, $timeZone: String!) {
        availableSlots(from: $from, to: $to, timeZone: $timeZone) {
          start
        }
      }
    `,
    {
      from: from.toISOString(),
      to: new Date(from.getTime() + 14 * 86_400_000).toISOString(),
      timeZone: visitorZone,
    },
  );
  const slot = availableSlots.at(-1);
  if (!slot) throw new Error('The server offers no open times to book');
  const { bookMeeting } = await graphql<{ bookMeeting: { manageToken: string } }>(
    `
      mutation B($input: BookMeetingInput!) {
        bookMeeting(input: $input) {
          manageToken
        }
      }
    `,
    {
      input: {
        start: slot.start,
        timeZone: visitorZone,
        name: 'Carla Jennings',
        email: 'carla.jennings@example.com',
        phone: '(405) 555-0142',
        topic: 'A lease offer on our Grady County, Oklahoma minerals',
      },
    },
  );
  return bookMeeting.manageToken;
}

/** A cover photograph drawn here: a pumpjack at dusk on a flat West Texas horizon. */
function coverImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1000">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#27415e"/><stop offset="0.55" stop-color="#c9744a"/>
        <stop offset="0.72" stop-color="#f2c27b"/>
      </linearGradient>
      <linearGradient id="land" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#5b4a32"/><stop offset="1" stop-color="#2d2418"/>
      </linearGradient>
    </defs>
    <rect width="1800" height="1000" fill="url(#sky)"/>
    <circle cx="1320" cy="700" r="70" fill="#ffd9a0" opacity="0.9"/>
    <rect y="720" width="1800" height="280" fill="url(#land)"/>
    <g fill="#1b150e">
      <rect x="560" y="560" width="18" height="165"/>
      <polygon points="520,725 569,540 618,725 600,725 569,600 538,725"/>
      <rect x="380" y="520" width="380" height="22" rx="8" transform="rotate(-8 569 531)"/>
      <path d="M372 560 q-30 40 0 85 l22 0 q-18 -45 0 -85 z"/>
      <rect x="380" y="600" width="6" height="125"/>
      <rect x="700" y="650" width="90" height="75"/>
      ${Array.from({ length: 14 }, (_, i) => `<rect x="${60 + i * 125}" y="${690 - (i % 2) * 4}" width="8" height="60"/>`).join('')}
      <rect x="0" y="700" width="1800" height="3"/>
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A page at the width, on the visitor's clock; the phone with touch, as the tests use it. */
async function open(viewport: Viewport, options: BrowserContextOptions = {}): Promise<TestPage> {
  const phone = viewport.width < 500;
  const tab = await newPage(browser(), {
    viewport,
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: visitorZone,
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
    ...options,
  });
  tabs.set(tab.page, tab);
  return tab;
}

/** A desk page at the width, signed in as the owner. */
async function openDesk(viewport: Viewport, sitePath: string): Promise<TestPage> {
  const tab = await open(viewport, {
    storageState: deskSession,
    timezoneId: 'America/Chicago',
    permissions: ['notifications'],
  });
  await tab.page.goto(at(sitePath));
  return tab;
}

/** The images this run wrote. */
const written = new Set<string>();
/** The tab of each page opened by open(): the page and its recorded problems. */
const tabs = new WeakMap<Page, TestPage>();

/**
 * Checks the page (nothing wider than a phone's screen, no console error or failed request) and
 * writes it as `<id>-<width>.webp`: the first screen, or with `fullPage` the page from its top to
 * the end of its main content (the footer left out, as is the chat button fixed to the screen's
 * corner, which would sit over whatever is at the first screen's bottom).
 */
async function shoot(tab: TestPage, id: string, { fullPage = false } = {}): Promise<void> {
  const { page } = tab;
  const width = page.viewportSize()!.width;
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (width < 500) {
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(width);
  }
  expect(tab.unexpectedProblems()).toEqual([]);
  // No hover left where the last click was.
  await page.mouse.move(1, Math.round(page.viewportSize()!.height / 2));
  let png: Buffer;
  if (fullPage) {
    const launcher = await page.addStyleTag({
      content: '[data-island="chat-launcher"] { visibility: hidden !important; }',
    });
    // Back to the top, at once: a smooth scroll the page started (to a result) may still run.
    await page.waitForFunction(() => {
      window.scrollTo({ top: 0, behavior: 'instant' });
      return window.scrollY < 1;
    });
    const mainBottom = await page.evaluate(() => {
      const main = document.querySelector('main');
      return main ? Math.ceil(main.getBoundingClientRect().bottom) : 0;
    });
    const height = Math.min(mainBottom || maxFullPageHeight, maxFullPageHeight);
    png = await page.screenshot({
      fullPage: true,
      clip: { x: 0, y: 0, width, height },
      animations: 'disabled',
      caret: 'hide',
    });
    await launcher.evaluate((style) => (style as Element).remove());
  } else {
    png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  }
  let image = Buffer.alloc(0);
  for (const quality of [76, 64, 52, 40]) {
    image = await sharp(png).webp({ quality, effort: 6 }).toBuffer();
    if (image.length <= maxImageBytes) break;
  }
  expect(image.length).toBeLessThanOrEqual(maxImageBytes);
  const file = `${id}-${width}.webp`;
  await writeFile(path.join(outDir, file), image);
  written.add(file);
}

/**
 * The calendar turned to its month with the most open days (the next one near a month's end),
 * and an open day of it chosen: its times show.
 */
async function pickOpenDay(calendar: Locator): Promise<void> {
  const openDays = calendar.locator('[role="gridcell"]:not([aria-disabled])');
  const nextMonth = calendar.getByRole('button', { name: 'Next month' });
  let best = await openDays.count();
  while (await nextMonth.isEnabled()) {
    await nextMonth.click();
    const count = await openDays.count();
    if (count <= best) {
      await calendar.getByRole('button', { name: 'Previous month' }).click();
      break;
    }
    best = count;
  }
  expect(best).toBeGreaterThan(0);
  // The second open day where there is one: a whole day of times, not what is left of today.
  await openDays.nth(Math.min(1, best - 1)).click();
  await calendar.getByRole('list', { name: 'Open times' }).getByRole('button').first().waitFor();
}

async function withTab(tab: TestPage, steps: (page: Page) => Promise<void>): Promise<void> {
  try {
    await steps(tab.page);
  } finally {
    await tab.close();
  }
}

beforeAll(async () => {
  setBaseUrl(server().url);
  await mkdir(outDir, { recursive: true });
  await seedLeads();
  await seedChats();
  const tab = await open(wide);
  await tab.page.goto(at('/admin'));
  await signInAsOwner(tab.page, deskOwner);
  deskSession = await tab.page.context().storageState();
  await tab.close();
});

describe.each(widths)('the gallery at $width px', (viewport) => {
  it('booking: the month calendar dialog on /contact', async () => {
    await withTab(await open(viewport), async (page) => {
      await visit(page, '/contact');
      await page.getByRole('button', { name: 'Pick a time' }).click();
      const dialog = page.getByRole('dialog', { name: 'Book a free consultation' });
      await dialog.getByRole('grid').waitFor();
      await dialog.getByLabel('Time zone').waitFor();
      await pickOpenDay(dialog);
      await page.waitForTimeout(300);
      await shoot(tabOf(page), 'booking-dialog');
    });
  });

  it('booking without JavaScript: /contact/book, then the booked page', async () => {
    await withTab(await open(viewport, { javaScriptEnabled: false }), async (page) => {
      await page.goto(urlFor('/contact/book'), { waitUntil: 'load' });
      await page.getByRole('heading', { name: 'Book a free consultation' }).waitFor();
      expect(await page.locator('footer').count()).toBe(1);
      // The visitor's own clock chosen from the list: the consultant's stays named.
      await page.getByLabel('Show times in').selectOption(visitorZone);
      await Promise.all([
        page.waitForURL(/\/contact\/book\?tz=America%2FDenver$/),
        page.getByRole('button', { name: 'Show these times' }).click(),
      ]);
      await page.getByText(/the consultant works in Chicago time/).waitFor();
      await shoot(tabOf(page), 'booking-nojs');

      // Booked at each width: a time of the first day offered, as a visitor would pick it.
      await page.getByRole('radio').first().check();
      await page.getByLabel('Full name').fill(viewport === wide ? 'Morgan Reyes' : 'Luis Cantu');
      await page
        .getByLabel('E-mail', { exact: true })
        .fill(viewport === wide ? 'morgan.reyes@example.com' : 'luis.cantu@example.com');
      await page
        .getByLabel('What would you like to discuss?')
        .fill('A top lease offer on our Reeves County, Texas minerals');
      await Promise.all([
        page.waitForURL(/\/contact\/book\/booked\/[A-Za-z0-9_-]{43}$/),
        page.getByRole('button', { name: 'Book this time' }).click(),
      ]);
      await page.getByRole('heading', { name: 'Your call is booked' }).waitFor();
      await page.getByRole('link', { name: 'manage your meeting' }).waitFor();
      await shoot(tabOf(page), 'booked');
    });
  });

  it('the meeting page: add to calendar, Move and Cancel, and the move calendar', async () => {
    const token = await bookLatestSlot();
    await withTab(await open(viewport), async (page) => {
      await page.goto(urlFor(`/meetings/${token}`), { waitUntil: 'load' });
      await page.getByRole('heading', { name: 'Your consultation call' }).waitFor();
      await page.getByRole('link', { name: /^Google Calendar/ }).waitFor();
      await page.getByRole('link', { name: /\.ics/ }).waitFor();
      const move = page.getByRole('button', { name: 'Move', exact: true });
      const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
      const [a, b] = [(await move.boundingBox())!, (await cancel.boundingBox())!];
      expect(Math.abs(a.y - b.y)).toBeLessThan(2);
      await shoot(tabOf(page), 'meeting', { fullPage: viewport !== wide });

      await move.click();
      const region = page.getByRole('region', { name: 'Choose a new time' });
      await region.getByRole('grid').waitFor();
      await pickOpenDay(region);
      // From "Move" down to the calendar, just under the site's sticky header.
      await move.evaluate((element) =>
        window.scrollTo({
          top: element.getBoundingClientRect().top + window.scrollY - 140,
          behavior: 'instant',
        }),
      );
      await shoot(tabOf(page), 'meeting-move');
    });
  });

  it('a subscription step: "Check your inbox"', async () => {
    await withTab(await open(viewport, { javaScriptEnabled: false }), async (page) => {
      await page.goto(urlFor('/blog'), { waitUntil: 'load' });
      await page.getByLabel('E-mail address').fill(`reader.${viewport.width}@example.com`);
      await Promise.all([
        page.waitForURL(/\/blog\/subscribe$/),
        page.getByRole('button', { name: 'Subscribe for Updates' }).click(),
      ]);
      await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
      expect(await page.locator('footer').count()).toBe(1);
      await shoot(tabOf(page), 'subscription');
    });
  });

  it('a tool: net mineral acres with its result', async () => {
    await withTab(await open(viewport), async (page) => {
      const inputs = { interest: '1/4', grossAcres: '160', royalty: '3/16', unitAcres: '640' };
      await visit(page, '/tools/net-acres');
      for (const [name, value] of Object.entries(inputs)) {
        await page.locator(`#net-acres-${name}`).fill(value);
      }
      await page.getByRole('button', { name: 'Convert' }).click();
      await page.getByTestId('tool-headline').first().waitFor();
      // Read together, in one frame: the page may still be scrolling to the result.
      const [form, panel] = await page.evaluate(() =>
        ['form[method="get"]', '[data-testid="tool-result"]'].map((selector) => {
          const box = document.querySelector(selector)!.getBoundingClientRect();
          return { x: box.x, y: box.y, width: box.width, height: box.height };
        }),
      );
      if (viewport === wide) expect(panel!.x).toBeGreaterThanOrEqual(form!.x + form!.width);
      else expect(panel!.y).toBeGreaterThanOrEqual(form!.y + form!.height);
      await shoot(tabOf(page), 'tool', { fullPage: viewport !== wide });
    });
  });
});

describe('the blog editor', () => {
  let postPath = '';

  it.each(widths)(
    'at $width px: title, cover and body first; settings in a drawer',
    async (viewport) => {
      const tab = await openDesk(viewport, postPath || '/admin/blog');
      await withTab(tab, async (page) => {
        if (!postPath) {
          await page.getByRole('link', { name: 'New post' }).click();
          await page.getByLabel('Title').fill('Five Things to Check on a Division Order');
          await page.getByRole('button', { name: 'Settings' }).click();
          const drawer = page.getByRole('dialog', { name: 'Post settings' });
          await drawer
            .getByLabel('Excerpt')
            .fill(
              'Before you sign: the decimal, the name, the tract, the address and the fine print.',
            );
          await page.getByRole('button', { name: 'Close settings' }).click();
          await drawer.waitFor({ state: 'detached' });
          await page.getByTestId('markdown').fill(editorBody);
          await page.getByRole('button', { name: 'Save draft' }).click();
          await page.waitForURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
          await page.getByLabel('Image file').setInputFiles({
            name: 'pumpjack-at-dusk.jpg',
            mimeType: 'image/jpeg',
            buffer: await coverImage(),
          });
          await page
            .getByLabel('Alt text (what the picture shows)')
            .fill('A pumpjack at dusk on a flat West Texas horizon');
          await page.getByRole('button', { name: 'Upload image' }).click();
          postPath = new URL(page.url()).pathname;
        }
        await page
          .getByRole('region', { name: 'Cover image' })
          .getByRole('img', { name: /pumpjack at dusk/ })
          .waitFor();
        await page.getByTestId('editor-state').getByText('· unsaved changes').waitFor({
          state: 'detached',
          timeout: 15_000,
        });
        if (viewport === wide) await page.getByTestId('preview').locator('h2').first().waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
        await shoot(tab, 'editor');

        await page.getByRole('button', { name: 'Settings' }).click();
        const drawer = page.getByRole('dialog', { name: 'Post settings' });
        await drawer.getByLabel('Slug').waitFor();
        await page.waitForTimeout(400);
        await shoot(tab, 'editor-settings');
      });
    },
  );
});

describe('the desk', () => {
  it('at 1440 px: the inbox list beside the open lead', async () => {
    const tab = await openDesk(wide, '/admin');
    await withTab(tab, async (page) => {
      const rows = page.getByTestId('inbox-lead');
      await rows.filter({ hasText: leads[0]!.name }).waitFor();
      await rows.filter({ hasText: 'Dale Whitfield' }).getByRole('link').click();
      const detail = page.getByTestId('desk-detail');
      await detail.getByRole('heading', { name: 'Dale Whitfield', level: 1 }).waitFor();
      const list = (await page.getByRole('list', { name: 'Leads' }).boundingBox())!;
      const open = (await detail.boundingBox())!;
      expect(list.x + list.width).toBeLessThanOrEqual(open.x);
      await page.waitForTimeout(300);
      await shoot(tab, 'desk');
    });
  });

  it('at 390 px: every section behind the menu', async () => {
    const tab = await openDesk(phoneViewport, '/admin');
    await withTab(tab, async (page) => {
      await page.getByTestId('inbox-lead').first().waitFor();
      const nav = page.getByRole('navigation', { name: 'Desk' });
      const menu = nav.getByRole('button', { name: /^Menu/ });
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      for (const section of ['Inbox', 'Chats', 'Agenda', 'Availability', 'Blog', 'Insights']) {
        const box = await nav.getByRole('link', { name: section, exact: true }).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= phoneViewport.width).toBe(true);
      }
      await page.waitForTimeout(300);
      await shoot(tab, 'desk');
    });
  });
});

describe.each(widths)('the desk chats at $width px', (viewport) => {
  it("opens a visitor's chat (beside the list at 1440 px)", async () => {
    const tab = await openDesk(viewport, '/admin/conversations');
    await withTab(tab, async (page) => {
      await page.getByRole('heading', { name: 'Live chats', level: 1 }).waitFor();
      const row = page.getByTestId('desk-chat').filter({ hasText: chatQuestions[1] });
      await row.getByRole('link').first().click();
      await page.getByRole('heading', { name: 'Chat with a visitor', level: 1 }).waitFor();
      await page.getByRole('main').getByText(chatQuestions[1]!).first().waitFor();
      if (viewport === wide) {
        const list = (await page.getByRole('list', { name: 'Chats' }).boundingBox())!;
        const open = (await page.getByTestId('desk-detail').boundingBox())!;
        expect(list.x + list.width).toBeLessThanOrEqual(open.x);
      }
      await page.waitForTimeout(300);
      await shoot(tab, 'desk-chat');
    });
  });
});

describe.each(widths)('the chat at $width px', (viewport) => {
  it('opens with three suggestions, then answers a question', async () => {
    await withTab(await open(viewport), async (page) => {
      await visit(page, '/');
      await page.getByRole('button', { name: 'Chat with the Land Services Assistant' }).click();
      const panel = page.getByRole('dialog', { name: 'Land Services Assistant' });
      const assistant = panel.getByRole('log').getByTestId('chat-message-assistant');
      await assistant.first().waitFor();
      const chips = panel.getByRole('group', { name: 'Suggested replies' }).getByRole('button');
      await chips.first().waitFor();
      expect(await chips.count()).toBe(3);
      await page.waitForTimeout(400);
      await shoot(tabOf(page), 'chat-open');

      const input = panel.getByPlaceholder('Type your message...');
      await input.fill('How long does a lease review take?');
      await input.press('Enter');
      await assistant.nth(1).waitFor({ timeout: 30_000 });
      await panel.getByRole('group', { name: 'Was this answer helpful?' }).first().waitFor();
      await page.waitForTimeout(400);
      await shoot(tabOf(page), 'chat-reply');
    });
  });
});

/**
 * Once every surface is shot at both widths: images of surfaces no longer listed are removed, the
 * budget is checked, and the README is written. A run with a failed step leaves the README (and
 * the images it did not reach) as they were.
 */
afterAll(async () => {
  const expected = surfaces.flatMap(({ id }) => widths.map(({ width }) => `${id}-${width}.webp`));
  const missing = expected.filter((file) => !written.has(file));
  if (missing.length > 0) {
    throw new Error(`Not shot, so the gallery's README is left as it was: ${missing.join(', ')}`);
  }
  let total = 0;
  for (const file of await readdir(outDir)) {
    if (!file.endsWith('.webp')) continue;
    if (!written.has(file)) await rm(path.join(outDir, file));
    else total += (await stat(path.join(outDir, file))).size;
  }
  expect(total).toBeLessThanOrEqual(maxGalleryBytes);
  await writeFile(path.join(outDir, 'README.md'), galleryReadme());
});

/** A title as alt text: no Markdown, no angle brackets. */
const plain = (text: string) => text.replace(/[`<>]/g, '');

/** The gallery's README: each surface's two shots side by side, with a line on each. */
function galleryReadme(): string {
  const sections = surfaces.map(
    ({ id, title, wide: wideLine, phone }) =>
      `## ${title}\n\n` +
      `| 1440 px | 390 px |\n| --- | --- |\n` +
      `| <img src="${id}-1440.webp" width="620" alt="${plain(title)} at 1440 px"> | <img src="${id}-390.webp" width="200" alt="${plain(title)} at 390 px"> |\n` +
      `| ${wideLine} | ${phone} |\n`,
  );
  return (
    `# Gallery\n\n` +
    `The surfaces finished for issue 42, each at 1440 px and 390 px wide, shot from the built\n` +
    `server with sample data by \`npm run gallery\` (after \`npm run build\`; the script is\n` +
    `[\`web/e2e/surfaces.gallery.ts\`](../../web/e2e/surfaces.gallery.ts)). Each shot is the first\n` +
    `screen unless it says "whole page": then from the top to the end of the page's content (the\n` +
    `footer and the floating chat button left out). A run rewrites every image and this file, and\n` +
    `fails rather than shoot a page that is not there, scrolls sideways at 390 px or logs an error;\n` +
    `each image stays under ${maxImageBytes / 1024} KB and the gallery under ${maxGalleryBytes / 1024 / 1024} MB.\n\n` +
    sections.join('\n')
  );
}

function tabOf(page: Page): TestPage {
  const tab = tabs.get(page);
  if (!tab) throw new Error('A page the gallery did not open');
  return tab;
}

const editorBody = `A division order is the operator's statement of your share of a well's production. It does not change what you own, but the operator pays from it, so a mistake on it is a mistake on every check.

## 1. The decimal

Work it out yourself: your net mineral acres divided by the unit's acres, times your royalty. On 10 net acres in a 640-acre unit at a 3/16 royalty, that is **0.00292969**.

## 2. The name and the tract

Check that the owner's name matches the deed or the probate order, and that the tract description is the land you own.

> Sign nothing that changes your lease terms. A division order only confirms the decimal; Texas law (Tex. Nat. Res. Code § 91.402) says it cannot amend the lease.

## 3. The payment address

An old address is how royalties end up in the state's unclaimed property list.
`;
