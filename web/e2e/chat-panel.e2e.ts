import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import {
  expectNoSeriousAxeViolations,
  phoneViewport,
  useBrowser,
  usePages,
} from './support/browser';
import { deskOwner, useServerWithOwner } from './support/desk-server';

/**
 * The visitor's chat panel at 1440 and 390 px, against a server of its own with an owner (so the
 * consultant can join): its size, the visitor's message before the reply, the header while the
 * consultant is in the chat, and the phone sheet as a modal dialog.
 */
const run = `${process.pid}-${Date.now().toString(36)}`;
const owner = deskOwner;
const desktop = { width: 1440, height: 900 };

const server = useServerWithOwner();

const at = (sitePath: string) => new URL(sitePath, server().url).toString();
const openPage = usePages(useBrowser(), { shareTabs: true });

async function openVisitor(viewport: { width: number; height: number }): Promise<Page> {
  const tab = await openPage({ viewport });
  await tab.page.goto(at('/'));
  await tab.page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
  return tab.page;
}

const launcherOf = (page: Page) =>
  page.getByRole('button', { name: 'Chat with the Land Services Assistant' });
const panelOf = (page: Page) => page.getByTestId('chat-panel');

/**
 * Holds every sendChatMessage request until `release` is called, so the test can look at the
 * panel while the message is on its way.
 */
async function holdSends(page: Page): Promise<{ release: () => void }> {
  const held: Route[] = [];
  let open = false;
  await page.route('**/graphql', async (route) => {
    if (!open && route.request().postData()?.includes('SendChatMessage')) held.push(route);
    else await route.continue();
  });
  return {
    release: () => {
      open = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

/** Sends a message and checks it shows (as sending) before the server has even received it. */
async function sendBeforeReply(page: Page, text: string): Promise<void> {
  const sends = await holdSends(page);
  const panel = panelOf(page);
  const box = panel.getByPlaceholder('Type your message...');
  const assistant = panel.getByTestId('chat-message-assistant');
  // A new chat opens with the assistant's greeting (half a second after opening): wait for it,
  // then count what the assistant has said so far.
  await assistant.first().waitFor();
  const before = await assistant.count();
  await box.fill(text);
  await box.press('Enter');
  const mine = panel.getByTestId('chat-message-user').filter({ hasText: text });
  await mine.waitFor();
  await mine.getByTestId('chat-message-sending').waitFor();
  expect(await assistant.count()).toBe(before);
  expect(await box.inputValue()).toBe('');
  sends.release();
  await mine.getByTestId('chat-message-sending').waitFor({ state: 'detached' });
  await assistant.nth(before).waitFor({ timeout: 30_000 });
}

/** An .eml body as written (quoted-printable, soft line breaks) read as plain text. */
const decodedEml = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The .eml files the server wrote (no SMTP_URL: mail goes to DATA_DIR/mail), by content. */
async function mailWhere(match: (eml: string) => boolean, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const dir = path.join(server().dataDir, 'mail');
  for (;;) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      const eml = decodedEml(await readFile(path.join(dir, name), 'utf8'));
      if (match(eml)) return eml;
    }
    if (Date.now() > deadline) throw new Error('No such e-mail was written');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Sends a message in the open panel and waits for the assistant's reply; returns its text. */
async function say(page: Page, text: string): Promise<string> {
  const panel = panelOf(page);
  const assistant = panel.getByTestId('chat-message-assistant');
  await assistant.first().waitFor();
  const before = await assistant.count();
  const box = panel.getByPlaceholder('Type your message...');
  await box.fill(text);
  await box.press('Enter');
  await assistant.nth(before).waitFor({ timeout: 30_000 });
  return assistant.nth(before).innerText();
}

// First in the file: nobody has signed in to the desk yet, so nobody is at the desk.
describe.each([
  ['1440 px', desktop],
  ['390 px', phoneViewport],
])('away mode at %s', (_width, viewport) => {
  it('takes a message in the chat when nobody is at the desk, and e-mails the visitor the conversation', async () => {
    const visitor = await openVisitor(viewport);
    await launcherOf(visitor).click();
    const panel = panelOf(visitor);
    await panel.waitFor();
    const email = `away-${viewport.width}-${run}@example.com`;
    const note = `Call me about Reeves County (${viewport.width}-${run})`;

    expect(await say(visitor, 'Can I talk to a real person?')).toContain(
      "isn't at the desk right now",
    );
    expect(await say(visitor, 'Dana')).toContain('Thanks, Dana.');
    // Each step checks its answer: no way to reply is asked for again.
    expect(await say(visitor, 'just text me')).toContain('needs a way to reply');
    expect(await say(visitor, email)).toContain('what would you like to tell');
    expect(await say(visitor, note)).toContain(`Thank you, Dana`);

    const button = panel.getByRole('button', { name: 'E-mail me this conversation' });
    await button.waitFor();
    await expectNoSeriousAxeViolations(visitor);
    await button.click();
    await panel
      .getByTestId('chat-transcript-status')
      .filter({ hasText: `on its way to ${email}` })
      .waitFor();
    expect(await button.isDisabled()).toBe(true);

    // The visitor's copy, and the consultant's lead with the conversation in it.
    const copy = await mailWhere(
      (eml) => eml.includes(`To: ${email}`) && eml.includes('Your conversation'),
    );
    expect(copy).toContain(note);
    expect(copy).toContain('You (');
    const lead = await mailWhere((eml) => eml.includes('New lead: Dana') && eml.includes(note));
    expect(lead).toContain('The conversation:');
    expect(lead).toContain('Can I talk to a real person?');
  });
});

describe('the chat panel at 1440 px', () => {
  it('is 400 px wide and min(680px, 80vh) tall, shows the message at once, and names the consultant while he is in', async () => {
    const visitor = await openVisitor(desktop);
    await launcherOf(visitor).click();
    const panel = panelOf(visitor);
    await panel.waitFor();
    const box = await panel.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(400);
    expect(box?.height).toBeCloseTo(Math.min(680, desktop.height * 0.8), 0);
    expect(await panel.getAttribute('aria-modal')).toBeNull();
    // The title is one line.
    const title = panel.getByTestId('chat-panel-title');
    const lineHeight = await title.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await title.boundingBox())?.height).toBeLessThanOrEqual(lineHeight + 1);
    const subtitle = panel.getByTestId('chat-panel-subtitle');
    expect(await subtitle.innerText()).toBe('Automated assistant · replies instantly');

    await sendBeforeReply(visitor, `Can I talk to a real person? (${run})`);

    // The consultant joins from the desk.
    const sessionId = await visitor.evaluate(() =>
      window.sessionStorage.getItem('landman.chat.sessionId'),
    );
    const desk = (await openPage({ viewport: phoneViewport })).page;
    await desk.goto(at(`/admin/conversations/${sessionId}`));
    await desk.getByLabel('E-mail').fill(owner.email);
    await desk.getByLabel('Password').fill(owner.password);
    await desk.getByRole('button', { name: 'Sign in' }).click();
    await desk.getByRole('button', { name: 'Join the chat' }).click();

    const log = panel.getByRole('log');
    await log
      .getByTestId('chat-notice')
      .filter({ hasText: `${owner.name} joined` })
      .waitFor();
    await panel.getByTestId('chat-panel-title').filter({ hasText: owner.name }).waitFor();
    expect(await subtitle.innerText()).toContain('Online');
    expect(await panel.getByRole('group', { name: 'Suggested replies' }).count()).toBe(0);

    const reply = 'Hello, this is Ellis. I can look at your lease today.';
    await desk.getByLabel('Your reply').fill(reply);
    await desk.getByRole('button', { name: 'Send' }).click();
    await log.getByTestId('chat-message-owner').filter({ hasText: reply }).waitFor();
    // The open chat with replies from the assistant and the consultant.
    await expectNoSeriousAxeViolations(visitor);

    await desk.getByRole('button', { name: /Leave the chat/ }).click();
    await log
      .getByTestId('chat-notice')
      .filter({ hasText: `${owner.name} left` })
      .waitFor();
    await panel
      .getByTestId('chat-panel-title')
      .filter({ hasText: 'Land Services Assistant' })
      .waitFor();
    expect(await subtitle.innerText()).toBe('Automated assistant · replies instantly');
  });
});

describe('the chat panel at 390 px', () => {
  it('is a full-height modal sheet: focus kept inside, the page held still, focus back on close', async () => {
    const visitor = await openVisitor(phoneViewport);
    const launcher = launcherOf(visitor);
    await launcher.focus();
    await visitor.keyboard.press('Enter');
    const panel = panelOf(visitor);
    await panel.waitFor();
    const box = await panel.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: phoneViewport.width, height: phoneViewport.height });
    expect(await panel.getAttribute('aria-modal')).toBe('true');
    const overflow = await visitor.evaluate(() => [
      getComputedStyle(document.documentElement).overflow,
      getComputedStyle(document.body).overflow,
    ]);
    expect(overflow).toEqual(['hidden', 'hidden']);

    await sendBeforeReply(visitor, 'How long does a lease check take?');
    await expectNoSeriousAxeViolations(visitor);

    // Tab and Shift+Tab never leave the sheet.
    for (const key of [...Array<string>(12).fill('Tab'), ...Array<string>(12).fill('Shift+Tab')]) {
      await visitor.keyboard.press(key);
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }

    await visitor.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await launcher.evaluate((element) => element === document.activeElement)).toBe(true);
    const after = await visitor.evaluate(() => getComputedStyle(document.body).overflow);
    expect(after).not.toBe('hidden');

    // The close button does the same.
    await launcher.click();
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await launcher.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
