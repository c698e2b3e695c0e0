import type { Page, WebSocketRoute } from 'playwright-core';
import {
  expectNoSeriousAxeViolations,
  useBrowser,
  usePages,
  phoneViewport,
  visit,
  type TestPage,
} from './support/browser';

const greeting =
  "Hi! I'm here to help with your land services questions. I can answer questions about our services, help schedule consultations, or discuss your project needs. What can I help you with today?";

const openPage = usePages(useBrowser(), { shareTabs: true });
let tab: TestPage;
let page: Page;

async function open(path = '/', options = {}) {
  tab = await openPage(options);
  page = tab.page;
  await visit(page, path);
}

const launcher = () => page.getByRole('button', { name: 'Chat with the Land Services Assistant' });
const panel = () => page.getByRole('dialog', { name: 'Land Services Assistant' });
const log = () => panel().getByRole('log');
const input = () => panel().getByPlaceholder('Type your message...');
const assistantMessages = () => log().getByTestId('chat-message-assistant');
const visitorMessages = () => log().getByTestId('chat-message-user');
/** Each message with what sits under it (the vote under an answer). */
const entries = () => log().getByTestId('chat-entry');

/** Text of every frame the server pushes over the GraphQL WebSocket. */
function recordSocketFrames(target: Page): string[] {
  const frames: string[] = [];
  target.on('websocket', (socket) => {
    if (!socket.url().endsWith('/graphql')) return;
    socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });
  return frames;
}

/** Counts chatMessages queries sent over HTTP (history fetches). */
function countHistoryFetches(target: Page): { count: number } {
  const counter = { count: 0 };
  target.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('ChatMessages')) {
      counter.count += 1;
    }
  });
  return counter;
}

describe('chat widget', () => {
  it('loads the chat code only when opened, then greets as the assistant', async () => {
    const scripts: string[] = [];
    tab = await openPage();
    page = tab.page;
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const historyFetches = countHistoryFetches(page);
    await visit(page, '/');
    expect(scripts.some((url) => /chat-panel/.test(url))).toBe(false);
    expect(historyFetches.count).toBe(0);

    await launcher().click();
    await panel().waitFor();
    expect(scripts.some((url) => /chat-panel/.test(url))).toBe(true);
    const greetingBubble = assistantMessages().filter({ hasText: greeting });
    await greetingBubble.waitFor();
    expect(await visitorMessages().count()).toBe(0);
    expect(historyFetches.count).toBe(1);
    // Focus moved into the panel.
    expect(await input().evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('opens with three suggestions, no thumbs under a question', async () => {
    await open('/');
    await launcher().click();
    await assistantMessages().filter({ hasText: greeting }).waitFor();
    // The chips are there with the greeting, before anything is said.
    const chips = panel().getByRole('group', { name: 'Suggested replies' }).getByRole('button');
    await chips.first().waitFor();
    expect(await chips.count()).toBe(3);
    const votes = (entry: ReturnType<typeof entries>) =>
      entry.getByRole('group', { name: 'Was this answer helpful?' });
    expect(await votes(entries().first()).count()).toBe(0);

    // An answer from the site's pages can be rated ...
    await chips.filter({ hasText: 'services' }).click();
    await assistantMessages().nth(1).waitFor();
    await votes(entries().last()).waitFor();
    expect(await votes(entries().last()).getByRole('button').count()).toBe(2);

    // ... a question the assistant asks back (a step of booking a call) cannot.
    await input().fill('Schedule a call');
    await input().press('Enter');
    await visitorMessages().filter({ hasText: 'Schedule a call' }).waitFor();
    await assistantMessages().nth(2).waitFor();
    const question = entries().filter({ has: assistantMessages().nth(2) });
    expect(await assistantMessages().nth(2).innerText()).toMatch(/\?/);
    expect(await votes(question).count()).toBe(0);
    expect(await votes(entries()).count()).toBe(1);
  });

  it('sends a message and shows the reply pushed over the subscription', async () => {
    await open('/');
    const frames = recordSocketFrames(page);
    const historyFetches = countHistoryFetches(page);
    await launcher().click();
    await assistantMessages().filter({ hasText: greeting }).waitFor();

    await input().fill('How long does a lease check take?');
    await input().press('Enter');
    await visitorMessages().filter({ hasText: 'How long does a lease check take?' }).waitFor();
    await assistantMessages().nth(1).waitFor();
    const reply = (await assistantMessages().nth(1).innerText()).trim();
    expect(reply.length).toBeGreaterThan(10);

    // The reply came over the WebSocket subscription, not from polling.
    const pushedReply = frames.some(
      (frame) => frame.includes('"chatEvents"') && frame.includes('"isUser":false'),
    );
    expect(pushedReply).toBe(true);
    expect(historyFetches.count).toBeLessThanOrEqual(2);
    expect(await input().isEnabled()).toBe(true);
    expect(await input().inputValue()).toBe('');
    await expectNoSeriousAxeViolations(page);
  });

  it("shows Typing... from the server's typing event until the reply arrives", async () => {
    tab = await openPage();
    page = tab.page;
    // Hold back the reply (and the end of typing) to look at the panel in between.
    const held: string[] = [];
    let holding = true;
    let toPage: WebSocketRoute | undefined;
    let typingSeen: () => void = () => undefined;
    const typingArrived = new Promise<void>((resolve) => {
      typingSeen = resolve;
    });
    await page.routeWebSocket(/\/graphql$/, (socket) => {
      toPage = socket;
      const server = socket.connectToServer();
      server.onMessage((message) => {
        const text = String(message);
        if (text.includes('"typing":true')) typingSeen();
        if (holding && (text.includes('"isUser":false') || text.includes('"typing":false'))) {
          held.push(text);
          return;
        }
        socket.send(message);
      });
    });
    await visit(page, '/');
    await launcher().click();
    await assistantMessages().filter({ hasText: greeting }).waitFor();

    await input().fill('Do you cover Hobbs, New Mexico?');
    await input().press('Enter');
    await visitorMessages().filter({ hasText: 'Do you cover Hobbs' }).waitFor();
    await typingArrived;
    // The send has finished (the box is usable again) yet the assistant is still typing.
    await panel().getByRole('textbox').and(page.locator(':enabled')).waitFor();
    await panel().getByText('Typing...').waitFor();
    expect(await assistantMessages().count()).toBe(1);

    holding = false;
    for (const frame of held) toPage?.send(frame);
    await assistantMessages().nth(1).waitFor();
    await panel().getByText('Typing...').waitFor({ state: 'detached' });
  });

  it("sends the home page's Request Quote message for the visitor after opening", async () => {
    await open('/');
    await page.getByRole('button', { name: 'Request Quote' }).click();
    await panel().waitFor();
    await assistantMessages().filter({ hasText: greeting }).waitFor();
    const preset = visitorMessages().filter({
      hasText: "I'd like to request a quote for my project",
    });
    await preset.waitFor();
    expect(await visitorMessages().count()).toBe(1);
    // The greeting comes first, then the visitor's message, then the assistant's answer.
    const order = await log()
      .locator('[data-testid^="chat-message-"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
    expect(order.slice(0, 2)).toEqual(['chat-message-assistant', 'chat-message-user']);
    await assistantMessages().nth(1).waitFor();
  });

  it("sends the home page's Schedule with AI message after the greeting, and a reply arrives", async () => {
    const preset = "I'd like to schedule a consultation to discuss my project";
    await open('/');
    await page.getByRole('button', { name: 'Schedule with AI' }).click();
    await panel().waitFor();
    // The preset is sent about a second after opening, so the greeting comes first.
    await assistantMessages().filter({ hasText: greeting }).waitFor();
    await visitorMessages().filter({ hasText: preset }).waitFor();
    expect(await visitorMessages().count()).toBe(1);
    await assistantMessages().nth(1).waitFor();
    expect((await assistantMessages().nth(1).innerText()).trim().length).toBeGreaterThan(10);
    const order = await log()
      .locator('[data-testid^="chat-message-"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
    expect(order.slice(0, 3)).toEqual([
      'chat-message-assistant',
      'chat-message-user',
      'chat-message-assistant',
    ]);
  });

  it('keeps the conversation across pages of the same visit', async () => {
    await open('/');
    await launcher().click();
    await assistantMessages().filter({ hasText: greeting }).waitFor();
    await input().fill('What is title curative?');
    await input().press('Enter');
    await assistantMessages().nth(1).waitFor();
    await visit(page, '/blog');
    await launcher().click();
    await visitorMessages().filter({ hasText: 'What is title curative?' }).waitFor();
    await assistantMessages().filter({ hasNotText: greeting }).first().waitFor();
    // History is not empty, so no second greeting.
    expect(await assistantMessages().filter({ hasText: greeting }).count()).toBe(0);
  });

  it('closes with Escape or the close button and returns focus to the launcher', async () => {
    await open('/contact');
    await launcher().focus();
    await page.keyboard.press('Enter');
    await panel().waitFor();
    await page.keyboard.press('Escape');
    await panel().waitFor({ state: 'detached' });
    expect(await launcher().evaluate((element) => element === document.activeElement)).toBe(true);

    await launcher().click();
    await panel().getByRole('button', { name: 'Close chat' }).click();
    await panel().waitFor({ state: 'detached' });
    expect(await launcher().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens as a full-width sheet on a phone', async () => {
    await open('/', { viewport: phoneViewport });
    await launcher().click();
    // The panel itself, once it has taken over from the shell shown on the click.
    const loaded = page.getByTestId('chat-panel');
    await loaded.waitFor();
    const box = await loaded.boundingBox();
    expect(box?.width).toBe(phoneViewport.width);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(phoneViewport.height);
  });
});
