import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  expectNoSeriousAxeViolations,
  failedResourceMessage,
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
import { repoRoot } from './support/paths';

/**
 * The owner's desk against a server of its own, whose owner the documented command
 * (`npm run owner:add -- --email EMAIL`) created before the server started (see
 * useServerWithOwner).
 */
const run = `${process.pid}-${Date.now().toString(36)}`;
const owner = deskOwner;

const server = useServerWithOwner();

const at = (sitePath: string) => new URL(sitePath, server().url).toString();
const openPage = usePages(useBrowser());

/** A desk page on a phone-sized screen (the owner answers from a phone). */
async function openDesk(sitePath = '/admin'): Promise<Page> {
  const tab = await openPage({ viewport: phoneViewport });
  await tab.page.goto(at(sitePath));
  return tab.page;
}

/** A visitor's page on the same server, its islands watched (see `visit` in support/browser). */
async function openVisitor(sitePath: string): Promise<Page> {
  const tab = await openPage();
  await tab.page.goto(at(sitePath));
  await tab.page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
  return tab.page;
}

/** The scripts a document names (module scripts, preloads, the loader's list). */
function scriptsOf(html: string): string[] {
  return [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

describe('the desk page itself', () => {
  it('serves /admin and its sub-paths not indexed, under the strict policy', async () => {
    for (const sitePath of ['/admin', '/admin/conversations/some-session']) {
      const response = await fetch(at(sitePath));
      expect(response.status).toBe(200);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(scriptsOf(html).length).toBeGreaterThan(0);
    }
  });

  it("publishes no source map of the desk's scripts, though the build keeps them on disk", async () => {
    const html = await (await fetch(at('/admin'))).text();
    const deskScripts = scriptsOf(html).filter((script) => script.startsWith('/assets/desk-'));
    expect(deskScripts.length).toBeGreaterThan(0);
    for (const script of deskScripts) {
      const source = await (await fetch(at(script))).text();
      expect(source).not.toContain('sourceMappingURL');
      const map = await fetch(at(`${script}.map`));
      expect(map.status).toBe(404);
      expect(await map.text()).not.toContain('"sources"');
      await readFile(path.join(repoRoot, 'web/dist/client', `${script}.map`));
    }
  });

  it('is left out of sitemap.xml and disallowed in robots.txt', async () => {
    const sitemap = await (await fetch(at('/sitemap.xml'))).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).not.toContain('/admin');
    const robots = await (await fetch(at('/robots.txt'))).text();
    expect(robots.split('\n')).toContain('Disallow: /admin');
  });

  it('keeps every desk script out of the public pages', async () => {
    const clientDir = path.join(repoRoot, 'web/dist/client');
    const manifest = JSON.parse(
      await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
    // Every chunk a public page can ever load: the entry, then what it imports, lazily too.
    const reachable = new Set<string>();
    const visitChunk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || reachable.has(chunk.file)) return;
      reachable.add(chunk.file);
      [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visitChunk);
    };
    visitChunk('index.html');
    expect(reachable.size).toBeGreaterThan(5);
    const sources = await Promise.all(
      [...reachable].map(async (file) => {
        // The bundler's own runtime chunk has no source map: it holds no module of ours.
        if (/rolldown-runtime/.test(file)) return [];
        const map = await readFile(path.join(clientDir, `${file}.map`), 'utf8');
        return (JSON.parse(map) as { sources: string[] }).sources;
      }),
    );
    const all = sources.flat();
    expect(all.some((source) => source.includes('src/features/chat/'))).toBe(true);
    expect(all.filter((source) => /src\/admin\//.test(source))).toEqual([]);
    expect([...reachable].filter((file) => /desk-/.test(file))).toEqual([]);

    // And as served: the home page's scripts are no desk file, the desk's all are.
    const home = scriptsOf(await (await fetch(at('/'))).text());
    const desk = scriptsOf(await (await fetch(at('/admin'))).text());
    expect(home.length).toBeGreaterThan(0);
    expect(home.filter((src) => src.includes('desk-'))).toEqual([]);
    expect(desk.every((src) => src.startsWith('/assets/desk-'))).toBe(true);
  });
});

describe('the inbox', () => {
  it('signs in, shows a lead sent from another browser without reloading, changes its status and exports it', async () => {
    const tab = await openPage({ viewport: phoneViewport });
    const page = tab.page;
    await page.goto(at('/admin'));

    // The sign-in form offers the optional authenticator code from the start.
    await page.getByLabel('Authenticator code').waitFor();
    await expectNoSeriousAxeViolations(page);

    // A wrong password: the API's own words (the request answers 401).
    tab.expectProblem(failedResourceMessage(401, 'Unauthorized'));
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .getByText('The e-mail address, password or code is not correct.')
      .waitFor();

    const subscribed = deskEventsSubscribed(page);
    await signInAsOwner(page, owner);
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();
    await subscribed;
    let documentLoads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documentLoads += 1;
    });

    // A visitor sends the contact form in a browser of their own.
    const leadName = `Dana Ortiz ${run}`;
    const visitor = await openVisitor('/contact');
    await visitor.getByLabel('Full Name').fill(leadName);
    await visitor.getByLabel('Email Address').fill('dana.ortiz@example.com');
    await visitor
      .getByLabel('Project Details')
      .fill('Royalties on our Rusk County tract have been in suspense since my father passed.');
    await visitor.getByRole('button', { name: /send message/i }).click();
    await visitor.getByText('Thank you for your message!').waitFor();

    // It appears in the open inbox, unread, without a reload.
    const card = page.getByTestId('inbox-lead').filter({ hasText: leadName });
    await card.waitFor();
    expect(await card.innerText()).toContain('Unread');
    expect(documentLoads).toBe(0);

    // Its page: details, then a new status and a note.
    await card.getByRole('link', { name: leadName }).click();
    await page.getByRole('heading', { name: leadName }).waitFor();
    await page.getByText('dana.ortiz@example.com').waitFor();
    await page.getByLabel('Status').selectOption('CONTACTED');
    await page
      .getByLabel('Note (only you see it)')
      .fill('Called back; sending the engagement letter.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();

    // The inbox filtered by the new status lists it, read now.
    await page.goto(at('/admin?status=CONTACTED'));
    const contacted = page.getByTestId('inbox-lead').filter({ hasText: leadName });
    await contacted.waitFor();
    expect(await contacted.innerText()).toContain('Contacted');
    expect(await contacted.innerText()).not.toContain('Unread');

    // The CSV export with that filter downloads the lead.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export these leads as CSV' }).click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    expect(csv).toContain(leadName);
    expect(csv).toContain('dana.ortiz@example.com');
  });
});

describe('the live handoff', () => {
  it('lets the owner join a chat whose visitor asked for a person, answer live, and leave', async () => {
    const ownerPage = await openDesk('/admin/conversations');
    const subscribed = deskEventsSubscribed(ownerPage);
    await signInAsOwner(ownerPage, owner);
    await ownerPage.getByRole('heading', { name: 'Live chats' }).waitFor();
    await subscribed;

    // The visitor asks for a person in the chat widget.
    const visitor = await openVisitor('/');
    await visitor.getByRole('button', { name: 'Chat with the Land Services Assistant' }).click();
    const panel = visitor.getByRole('dialog', { name: 'Land Services Assistant' });
    const log = panel.getByRole('log');
    const question = `Can I talk to a real person? (${run})`;
    await panel.getByPlaceholder('Type your message...').fill(question);
    await panel.getByPlaceholder('Type your message...').press('Enter');
    await log.getByTestId('chat-message-user').filter({ hasText: question }).waitFor();

    // The owner's open list shows it as wanting a person, without a reload.
    const sessionId = await visitor.evaluate(() =>
      window.sessionStorage.getItem('landman.chat.sessionId'),
    );
    const chatPath = `/admin/conversations/${sessionId}`;
    const chat = ownerPage.getByTestId('desk-chat').filter({
      has: ownerPage.locator(`a[href="${chatPath}"]`),
    });
    await chat.waitFor();
    expect(await chat.innerText()).toContain('Wants a person');
    await chat.getByRole('link').click();
    await ownerPage.getByText(question).waitFor();
    expect(new URL(ownerPage.url()).pathname).toBe(chatPath);

    await ownerPage.getByRole('button', { name: 'Join the chat' }).click();
    await log
      .getByTestId('chat-notice')
      .filter({ hasText: `${owner.name} joined the chat` })
      .waitFor();

    const reply = 'Hello, this is Ellis. I can look at your lease today.';
    await ownerPage.getByLabel('Your reply').fill(reply);
    await ownerPage.getByRole('button', { name: 'Send' }).click();
    const ownerBubble = log.getByTestId('chat-message-owner').filter({ hasText: reply });
    await ownerBubble.waitFor();
    expect(await ownerBubble.innerText()).toContain(owner.name);
    // Marked as the owner's: not an assistant bubble.
    expect(await log.getByTestId('chat-message-assistant').filter({ hasText: reply }).count()).toBe(
      0,
    );

    // The visitor's answer reaches the owner's open chat.
    const answer = 'Great, it is the Rusk County lease.';
    await panel.getByPlaceholder('Type your message...').fill(answer);
    await panel.getByPlaceholder('Type your message...').press('Enter');
    await ownerPage.getByTestId('desk-message-visitor').filter({ hasText: answer }).waitFor();
    // The chat view, with messages of all three authors, signed in.
    await expectNoSeriousAxeViolations(ownerPage);

    await ownerPage.getByRole('button', { name: /Leave the chat/ }).click();
    await log
      .getByTestId('chat-notice')
      .filter({ hasText: `${owner.name} left the chat` })
      .waitFor();
    await ownerPage.getByRole('button', { name: 'Join the chat' }).waitFor();

    // Signing out ends the session: the desk asks to sign in again, even after a reload.
    // On a phone, Sign out sits in the desk's menu with the sections.
    await ownerPage.getByRole('button', { name: /^Menu/ }).click();
    await ownerPage.getByRole('button', { name: 'Sign out' }).click();
    await ownerPage.getByRole('button', { name: 'Sign in' }).waitFor();
    await ownerPage.reload();
    await ownerPage.getByRole('button', { name: 'Sign in' }).waitFor();
  });
});
