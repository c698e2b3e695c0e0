import type { Locator, Page } from 'playwright-core';
import {
  expectNoSeriousAxeViolations,
  failedResourceMessage,
  phoneViewport,
  useBrowser,
  usePages,
} from './support/browser';
import { deskOwner, signInAsOwner, useServerWithOwner } from './support/desk-server';

/**
 * Issue 23, the whole loop in browsers against a server of its own: a visitor asks what no page
 * answers and votes the reply not helpful; the owner finds the question in the desk and teaches
 * an answer; a second visitor, in a fresh session, asks in other words and gets it. Then the
 * taught answer from the desk's side: its use, a change, its removal; and teaching from a reply
 * in a chat the owner reads.
 */
const run = `${process.pid}-${Date.now().toString(36)}`;
const owner = deskOwner;
const desktop = { width: 1440, height: 900 };
/** Three browsers, a chat reply each and the desk's screens: longer than one page's test. */
const loopTimeoutMs = 240_000;

const server = useServerWithOwner();

const at = (sitePath: string) => new URL(sitePath, server().url).toString();
const openPage = usePages(useBrowser());

/** A visitor in a browser of their own (a fresh context: a fresh chat session). */
async function openVisitor(viewport = phoneViewport): Promise<Page> {
  const tab = await openPage({ viewport });
  await tab.page.goto(at('/'));
  await tab.page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
  return tab.page;
}

const panelOf = (page: Page) => page.getByTestId('chat-panel');

async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Chat with the Land Services Assistant' }).click();
  const panel = panelOf(page);
  await panel.waitFor();
  return panel;
}

/** Asks in the open panel; resolves with the entry (bubble and rating) of the assistant's reply. */
async function ask(page: Page, question: string): Promise<Locator> {
  const panel = panelOf(page);
  const entries = panel.getByTestId('chat-entry');
  const replies = entries.filter({ has: page.getByTestId('chat-message-assistant') });
  // A new chat opens with the greeting: count the assistant's lines once it is there.
  await replies.first().waitFor();
  const before = await replies.count();
  const box = panel.getByPlaceholder('Type your message...');
  await box.fill(question);
  await box.press('Enter');
  await panel.getByTestId('chat-message-user').filter({ hasText: question }).waitFor();
  const reply = replies.nth(before);
  await reply.waitFor({ timeout: 30_000 });
  return reply;
}

async function signInToDesk(viewport: { width: number; height: number }, sitePath = '/admin') {
  const tab = await openPage({ viewport });
  const page = tab.page;
  await page.goto(at(sitePath));
  await signInAsOwner(page, owner);
  return tab;
}

/** Reloads `page` until `target` shows (what the desk lists is read when the page loads). */
async function reloadUntilShown(page: Page, target: Locator, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await target.first().waitFor({ timeout: 3_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await page.reload();
    }
  }
}

/** True when nothing on the page is wider than the window (no sideways scrolling). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// Alaska: no page of the site covers it, and nothing the assistant knows answers it.
const firstWording = 'Do you handle mineral leases on the Alaska North Slope?';
const otherWording = 'Could you look at my mineral lease on the North Slope of Alaska?';
const ownersWording = 'Do you work in Alaska?';
const taughtText = `I do not take Alaska work myself, but I can refer you to a landman in Anchorage I trust (ref ${run}).`;

describe('the teaching loop', () => {
  it(
    'turns a reply voted not helpful into a taught answer the next visitor gets',
    async () => {
      // Visitor 1 asks what no page answers and votes the reply not helpful.
      const first = await openVisitor();
      await openChat(first);
      const weak = await ask(first, firstWording);
      expect(await weak.innerText()).not.toContain(taughtText);
      const notHelpful = weak.getByRole('button', { name: 'Not helpful' });
      expect(await notHelpful.getAttribute('aria-pressed')).toBe('false');
      await notHelpful.click();
      expect(await notHelpful.getAttribute('aria-pressed')).toBe('true');
      await weak.getByRole('status').getByText('Thanks for the feedback.').waitFor();
      // The control and the reply, on a phone, pass axe.
      await expectNoSeriousAxeViolations(first);

      // The vote is stored with the reply: after a reload the history shows it pressed.
      await first.reload();
      await first.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
      await openChat(first);
      await panelOf(first)
        .getByTestId('chat-entry')
        .getByRole('button', { name: 'Not helpful', pressed: true })
        .waitFor();

      // The owner sees the week on the inbox, and the question waiting.
      const desk = (await signInToDesk(desktop)).page;
      await desk.getByRole('heading', { name: 'Inbox' }).waitFor();
      const week = desk.getByTestId('assistant-week');
      await reloadUntilShown(
        desk,
        week.getByRole('link', { name: 'Answer the waiting questions' }),
      );
      expect(Number(await week.getByTestId('assistant-week-not-helpful').innerText())).toBe(1);
      expect(Number(await week.getByTestId('assistant-week-waiting').innerText())).toBe(1);
      expect(Number(await week.getByTestId('assistant-week-chats').innerText())).toBeGreaterThan(0);
      await week.getByRole('link', { name: 'Answer the waiting questions' }).click();
      await desk.getByRole('heading', { name: 'Questions to answer' }).waitFor();

      // At 1440 px the questions are a list beside the open one: open this run's question.
      const row = desk.getByTestId('question-row').filter({ hasText: firstWording });
      await reloadUntilShown(desk, row);
      await row.getByRole('link').click();
      const group = desk.getByTestId('question-group').filter({ hasText: firstWording });
      await group.waitFor();
      expect(await group.innerText()).toContain('Asked by 1 visitor');
      expect(await group.innerText()).toContain('Rated not helpful');
      // The conversation around it, with the weak reply marked as rated.
      await group.getByText(/The conversation of/).click();
      await group.getByText(/rated not helpful/).waitFor();
      await expectNoSeriousAxeViolations(desk);

      // Teach: the visitor's words come first; the owner adds his own and writes the answer.
      await group.getByRole('button', { name: 'Teach an answer' }).click();
      const form = group.getByRole('form', { name: 'Teach an answer' });
      expect(await form.getByLabel('Question 1', { exact: true }).inputValue()).toBe(firstWording);
      await form.getByRole('button', { name: 'Add a question' }).click();
      await form.getByLabel('Question 2', { exact: true }).fill(ownersWording);
      await form.getByLabel('Answer (plain text)').fill(taughtText);
      await expectNoSeriousAxeViolations(desk);
      await form.getByRole('button', { name: 'Teach the assistant' }).click();
      await desk
        .getByRole('status')
        .getByText(/Taught\./)
        .waitFor();
      // Answered: the group leaves the list.
      await group.waitFor({ state: 'detached' });

      // Visitor 2, a fresh session, asks in other words and gets the taught answer.
      const second = await openVisitor(desktop);
      await openChat(second);
      const answer = await ask(second, otherWording);
      expect(await answer.innerText()).toContain(taughtText);

      // The desk lists the answer with its questions and its use.
      await desk
        .getByRole('navigation', { name: 'Desk' })
        .getByRole('link', { name: 'Answers' })
        .click();
      await desk.getByRole('heading', { name: 'Taught answers' }).waitFor();
      const taught = desk.getByTestId('taught-answer').filter({ hasText: taughtText });
      await reloadUntilShown(desk, taught.filter({ hasText: 'Used 1 time' }));
      expect(await taught.innerText()).toContain(firstWording);
      expect(await taught.innerText()).toContain(ownersWording);
    },
    loopTimeoutMs,
  );

  it(
    'finds, changes and removes a taught answer, at 390 px',
    async () => {
      const desk = (await signInToDesk(phoneViewport, '/admin/taught-answers')).page;
      await desk.getByRole('heading', { name: 'Taught answers' }).waitFor();

      // Search by words of one of its questions.
      await desk.getByLabel('Search answers and questions').fill('Alaska');
      await desk.getByRole('button', { name: 'Search' }).click();
      const taught = desk.getByTestId('taught-answer').filter({ hasText: taughtText });
      await taught.waitFor();
      expect(await fitsWidth(desk)).toBe(true);
      await expectNoSeriousAxeViolations(desk);

      // A search that matches nothing says so.
      await desk.getByLabel('Search answers and questions').fill(`no such words ${run}`);
      await desk.getByRole('button', { name: 'Search' }).click();
      await desk.getByText('No taught answer matches this search.').waitFor();
      await desk.getByLabel('Search answers and questions').fill('Alaska');
      await desk.getByRole('button', { name: 'Search' }).click();

      // Edit: a changed text, and a link to a page section picked by its title.
      await taught.getByRole('button', { name: 'Edit' }).click();
      const form = desk.getByRole('form', { name: 'Change the taught answer' });
      const changed = `${taughtText} Call me first.`;
      await form.getByLabel('Answer (plain text)').fill(changed);
      await form.getByLabel('Link to a page section (optional)').fill('/contact');
      // The list of pages opens in a popup outside the form.
      await desk.getByRole('option', { name: 'Contact' }).first().click();
      expect(await fitsWidth(desk)).toBe(true);
      await expectNoSeriousAxeViolations(desk);
      await form.getByRole('button', { name: 'Save the answer' }).click();
      await desk
        .getByRole('status')
        .getByText(/Saved\./)
        .waitFor();
      const edited = desk.getByTestId('taught-answer').filter({ hasText: changed });
      await edited.waitFor();
      await edited.getByRole('link', { name: /Contact/ }).waitFor();

      // Remove, after saying yes; "Keep it" keeps it.
      await edited.getByRole('button', { name: 'Remove' }).click();
      const dialog = desk.getByRole('dialog', { name: 'Remove this answer?' });
      await expectNoSeriousAxeViolations(desk);
      await dialog.getByRole('button', { name: 'Keep it' }).click();
      await dialog.waitFor({ state: 'detached' });
      await edited.getByRole('button', { name: 'Remove' }).click();
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await desk
        .getByRole('status')
        .getByText(/Removed the answer/)
        .waitFor();
      await edited.waitFor({ state: 'detached' });
    },
    loopTimeoutMs,
  );

  it(
    "teaches from a reply in a chat the owner reads, the visitor's question first",
    async () => {
      const visitor = await openVisitor(desktop);
      await openChat(visitor);
      const question = 'What do you charge to check a lease in Kenai?';
      await ask(visitor, question);
      const sessionId = await visitor.evaluate(() =>
        window.sessionStorage.getItem('landman.chat.sessionId'),
      );

      const deskTab = await signInToDesk(phoneViewport, `/admin/conversations/${sessionId}`);
      const desk = deskTab.page;
      await desk.getByText(question).waitFor();
      const teach = desk.getByRole('link', { name: 'Teach a better answer' }).last();
      await teach.click();
      await desk.getByRole('heading', { name: 'Teach an answer' }).waitFor();
      const form = desk.getByRole('form', { name: 'Teach an answer' });
      expect(await form.getByLabel('Question 1', { exact: true }).inputValue()).toBe(question);
      expect(await fitsWidth(desk)).toBe(true);
      await expectNoSeriousAxeViolations(desk);

      // Nothing filled in: the form says what is missing, and sends nothing.
      await form.getByRole('button', { name: 'Teach the assistant' }).click();
      await form.getByText('Write an answer, or link to a page section.').waitFor();

      // A price in the chat: the guardrails refuse it (a 400), and the form says why, at the
      // answer too.
      deskTab.expectProblem(failedResourceMessage(400, 'Bad Request'));
      const answer = form.getByLabel('Answer (plain text)');
      await answer.fill('A lease check in Kenai costs $450.');
      await form.getByRole('button', { name: 'Teach the assistant' }).click();
      const refusal = form.getByTestId('teach-answer-failure');
      await refusal.getByText('The assistant cannot use this answer').waitFor();
      expect(await refusal.innerText()).toContain('never quotes a price');
      expect(await answer.getAttribute('aria-invalid')).toBe('true');
      expect(await fitsWidth(desk)).toBe(true);
      await expectNoSeriousAxeViolations(desk);

      // Said without a price, it is taught; back to the chat from there.
      await answer.fill('I do not take work in Alaska, but I can refer you to a landman there.');
      await form.getByRole('button', { name: 'Teach the assistant' }).click();
      await desk
        .getByRole('status')
        .getByText(/Taught\./)
        .waitFor();
      await desk.getByRole('button', { name: 'Back to the chat' }).click();
      await desk.getByText(question).waitFor();
      expect(new URL(desk.url()).pathname).toBe(`/admin/conversations/${sessionId}`);
    },
    loopTimeoutMs,
  );
});
