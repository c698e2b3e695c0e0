import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { chatMessageMaxLength, site } from '@landman/content';
import { MemoryRouter } from 'react-router-dom';
import { fakeChatTransport, type FakeAnswerSink } from '../../lib/testing/fake-chat-transport';
import { ChatTransportContext } from './chat-client';
import { chatGreeting, greetingDelayMs, presetMessageDelayMs } from './chat-greeting';
import { ChatWindow, type PresetMessage } from './chat-window';

// The socket's connect events, driven by the tests instead of a real WebSocket.
const connectedListeners = new Set<(wasRetry: boolean) => void>();
let socketUp = true;
const testSocket = {
  isConnected: () => socketUp,
  onConnected: (listener: (wasRetry: boolean) => void) => {
    connectedListeners.add(listener);
    return () => connectedListeners.delete(listener);
  },
};
const socketConnects = (wasRetry: boolean) =>
  act(async () => connectedListeners.forEach((listener) => listener(wasRetry)));

/** What Apollo says about a 500: a library string no visitor should read. */
const libraryText = 'Response not successful: Received status code 500';
const rateLimitText = 'You are sending messages faster than I can answer. Please wait a minute.';

/** A stand-in for the API: answers queries and mutations, and lets the test push events. */
class FakeChatServer {
  history: {
    id: string;
    message: string;
    isUser: boolean;
    author: 'VISITOR' | 'ASSISTANT' | 'OWNER';
    kind?: 'MESSAGE' | 'JOINED' | 'LEFT';
    ownerName?: string | null;
    seq: number;
    createdAt: string;
    /** The choices stored with an assistant reply (a booking's open times). */
    choices?: string[];
  }[] = [];
  sent: string[] = [];
  /** The API's chips for a chat that opens empty (ChatOpeningSuggestions). */
  openingSuggestions = ['What services do you offer?', 'Schedule a call', 'Request a quote'];
  private subscribers: FakeAnswerSink[] = [];
  private pendingSends: (() => void)[] = [];
  holdSends = false;
  /** How sends fail: as a crashed server (Apollo's own text), or with the API's rate limit. */
  failSends: false | 'server' | 'rate-limit' = false;
  failHistory = false;
  /** Holds history answers (as read when asked) until releaseHistory(): a slow server. */
  holdHistory = false;
  private pendingHistory: (() => void)[] = [];
  private seq = 0;

  transport = fakeChatTransport((operation, observer) => {
    const stamp = () => new Date(Date.UTC(2024, 4, 1, 10, 0, this.seq++)).toISOString();
    if (operation.operationName === 'ChatMessages') {
      if (this.failHistory) {
        observer.error(new Error(libraryText));
        return;
      }
      const chatMessages = this.history.map((m) => ({
        __typename: 'ChatMessage',
        kind: 'MESSAGE',
        ownerName: null,
        links: null,
        choices: [],
        ...m,
      }));
      const answer = () => {
        observer.next({
          data: { chatMessages, chatOpeningSuggestions: this.openingSuggestions },
        });
        observer.complete();
      };
      if (this.holdHistory) this.pendingHistory.push(answer);
      else answer();
    } else if (operation.operationName === 'SendChatMessage') {
      const { message } = (operation.variables as { input: { message: string } }).input;
      this.sent.push(message);
      if (this.failSends === 'server') {
        observer.error(new Error(libraryText));
        return;
      }
      if (this.failSends === 'rate-limit') {
        observer.next({
          errors: [{ message: rateLimitText, extensions: { code: 'TOO_MANY_REQUESTS' } }],
        });
        observer.complete();
        return;
      }
      const stored = {
        id: `u${this.seq}`,
        message,
        isUser: true,
        author: 'VISITOR' as const,
        kind: 'MESSAGE' as const,
        ownerName: null,
        seq: this.seq,
        createdAt: stamp(),
      };
      const finish = () => {
        this.history.push(stored);
        observer.next({ data: { sendChatMessage: { __typename: 'ChatMessage', ...stored } } });
        observer.complete();
      };
      if (this.holdSends) this.pendingSends.push(finish);
      else finish();
    } else if (operation.operationName === 'ChatEvents') {
      this.subscribers.push(observer);
    }
  }, testSocket);

  releaseHistory() {
    for (const answer of this.pendingHistory.splice(0)) answer();
  }

  /** Completes the oldest held send. */
  releaseSend() {
    this.pendingSends.shift()?.();
  }

  push(event: Record<string, unknown>) {
    const chatEvents = {
      __typename: 'ChatEvent',
      typing: null,
      delta: null,
      error: null,
      suggestions: null,
      links: null,
      message: null,
      ...event,
    };
    for (const subscriber of this.subscribers) subscriber.next({ data: { chatEvents } });
  }

  reply(
    text: string,
    extra: Record<string, unknown> = {},
    author: 'ASSISTANT' | 'OWNER' = 'ASSISTANT',
    facts: { kind?: 'MESSAGE' | 'JOINED' | 'LEFT'; ownerName?: string } = {},
  ) {
    const stored = {
      id: `a${this.seq}`,
      message: text,
      isUser: false,
      author,
      kind: facts.kind ?? 'MESSAGE',
      ownerName: facts.ownerName ?? null,
      seq: this.seq,
      createdAt: new Date(Date.UTC(2024, 4, 1, 10, 0, this.seq++)).toISOString(),
    };
    this.history.push(stored);
    this.push({ message: { __typename: 'ChatMessage', ...stored }, ...extra });
  }

  get subscribed() {
    return this.subscribers.length > 0;
  }
}

/** Renders the open panel (beside a button of the page) and lets the history request finish. */
async function renderChat(server: FakeChatServer, preset: PresetMessage | null = null) {
  const onClose = jest.fn();
  const onPresetSent = jest.fn();
  const page = (open: boolean) => (
    <MemoryRouter>
      <button type="button">A button of the page</button>
      <ChatTransportContext.Provider value={server.transport}>
        <ChatWindow open={open} onClose={onClose} preset={preset} onPresetSent={onPresetSent} />
      </ChatTransportContext.Provider>
    </MemoryRouter>
  );
  const { rerender } = render(page(true));
  await act(async () => undefined);
  const setOpen = (open: boolean) => act(async () => rerender(page(open)));
  return { onClose, onPresetSent, setOpen };
}

const input = () => screen.getByPlaceholderText('Type your message...') as HTMLTextAreaElement;
const log = () => screen.getByRole('log');

beforeEach(() => {
  window.sessionStorage.clear();
  socketUp = true;
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ChatWindow', () => {
  it('greets as the assistant 500 ms after an empty chat opens, without sending anything', async () => {
    jest.useFakeTimers();
    const server = new FakeChatServer();
    await renderChat(server);
    expect(screen.getByRole('dialog', { name: 'Land Services Assistant' })).toBeTruthy();
    act(() => jest.advanceTimersByTime(greetingDelayMs - 1));
    expect(within(log()).queryByText(chatGreeting)).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    const greeting = within(log()).getByText(chatGreeting);
    expect(greeting.closest('[data-testid="chat-message-assistant"]')).not.toBeNull();
    expect(server.sent).toEqual([]);
  });

  it("offers the API's three opening suggestions with the greeting, and sends the one picked", async () => {
    jest.useFakeTimers();
    const server = new FakeChatServer();
    await renderChat(server);
    act(() => jest.advanceTimersByTime(greetingDelayMs));
    const chips = within(screen.getByRole('group', { name: 'Suggested replies' })).getAllByRole(
      'button',
    );
    expect(chips.map((chip) => chip.textContent)).toEqual(server.openingSuggestions);
    fireEvent.click(chips[1]!);
    await act(async () => undefined);
    expect(server.sent).toEqual(['Schedule a call']);
  });

  it('shows the stored history instead of a greeting when there is one', async () => {
    const server = new FakeChatServer();
    server.history.push({
      id: 'h1',
      message: 'Do you work in Hobbs?',
      isUser: true,
      author: 'VISITOR',
      seq: -1,
      createdAt: '2024-04-30T09:00:00.000Z',
    });
    await renderChat(server);
    const earlier = await within(log()).findByText('Do you work in Hobbs?');
    expect(earlier.closest('[data-testid="chat-message-user"]')).not.toBeNull();
    expect(within(log()).queryByText(chatGreeting)).toBeNull();
  });

  it("shows a reopened chat's offered times again as chips under the newest reply, once each", async () => {
    const server = new FakeChatServer();
    const times = ['Tue, Mar 17, 10:00 AM', 'Tue, Mar 17, 10:30 AM'];
    server.history.push(
      {
        id: 'h1',
        message: 'Can I book a call?',
        isUser: true,
        author: 'VISITOR',
        seq: -2,
        createdAt: '2024-04-30T09:00:00.000Z',
      },
      {
        id: 'h2',
        message: 'Which time suits you? Pick one of the open times below.',
        isUser: false,
        author: 'ASSISTANT',
        seq: -1,
        createdAt: '2024-04-30T09:00:01.000Z',
        choices: times,
      },
    );
    await renderChat(server);
    await within(log()).findByText(/Pick one of the open times below/);
    const chips = within(screen.getByRole('group', { name: 'Suggested replies' })).getAllByRole(
      'button',
    );
    expect(chips.map((chip) => chip.textContent)).toEqual(times);
    for (const time of times) expect(screen.getAllByText(time)).toHaveLength(1);

    fireEvent.click(chips[1]!);
    await act(async () => undefined);
    expect(server.sent).toEqual([times[1]]);
    // Answered: the times are no longer offered (the visitor's message is the newest).
    expect(screen.queryByRole('group', { name: 'Suggested replies' })).toBeNull();
  });

  it('offers no stored choices under a reply the visitor already answered', async () => {
    const server = new FakeChatServer();
    server.history.push(
      {
        id: 'h1',
        message: 'Which time suits you? Pick one of the open times below.',
        isUser: false,
        author: 'ASSISTANT',
        seq: -2,
        createdAt: '2024-04-30T09:00:00.000Z',
        choices: ['Tue, Mar 17, 10:00 AM'],
      },
      {
        id: 'h2',
        message: 'Tue, Mar 17, 10:00 AM',
        isUser: true,
        author: 'VISITOR',
        seq: -1,
        createdAt: '2024-04-30T09:00:01.000Z',
      },
    );
    await renderChat(server);
    await within(log()).findByText('Tue, Mar 17, 10:00 AM');
    expect(screen.queryByRole('group', { name: 'Suggested replies' })).toBeNull();
  });

  it('shows the sent message at once as sending, keeps the box free, and shows the reply', async () => {
    const server = new FakeChatServer();
    server.holdSends = true;
    await renderChat(server);
    fireEvent.change(input(), { target: { value: '  How fast is a lease check?  ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });

    expect(server.sent).toEqual(['How fast is a lease check?']);
    // Before the server has it: in the conversation, marked as sending; the box is empty and free.
    const shown = within(log()).getByText('How fast is a lease check?');
    const bubble = shown.closest('[data-testid="chat-message-user"]');
    expect(bubble).not.toBeNull();
    expect(within(bubble as HTMLElement).getByTestId('chat-message-sending')).toBeTruthy();
    expect(input().disabled).toBe(false);
    expect(input().value).toBe('');
    expect(screen.getByText('Typing...')).toBeTruthy();

    await act(async () => server.releaseSend());
    // Stored: the same message once, no longer sending.
    expect(within(log()).getAllByText('How fast is a lease check?')).toHaveLength(1);
    expect(within(log()).queryByTestId('chat-message-sending')).toBeNull();

    await act(async () => server.push({ typing: true }));
    expect(screen.getByText('Typing...')).toBeTruthy();
    await act(async () =>
      server.reply('Standard lease checks take 48 hours; rush checks take 24 hours.', {
        links: [{ __typename: 'ChatLink', label: 'Lease Checks', href: '/services/lease-checks' }],
        suggestions: ['Schedule a call'],
      }),
    );
    const reply = within(log()).getByText(/Standard lease checks take 48 hours/);
    expect(reply.closest('[data-testid="chat-message-assistant"]')).not.toBeNull();
    expect(
      within(log())
        .getByRole('link', { name: /Lease Checks/ })
        .getAttribute('href'),
    ).toBe('/services/lease-checks');
    expect(screen.queryByText('Typing...')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Schedule a call' }));
    expect(server.sent).toEqual(['How fast is a lease check?', 'Schedule a call']);
  });

  it('keeps a message that failed in the conversation with a retry that sends it again', async () => {
    const server = new FakeChatServer();
    server.failSends = 'server';
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderChat(server);
    fireEvent.change(input(), { target: { value: 'Do you work in Caddo Parish?' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    const alert = (await screen.findByRole('alert')).textContent ?? '';
    expect(alert).toContain("didn't reach me");
    expect(alert).toContain(site.phone);
    expect(alert).toContain(site.email);
    expect(alert).not.toContain('status code');
    expect(logged.mock.calls.flat().join(' ')).toContain(libraryText);
    const failed = within(log()).getByTestId('chat-message-failed');
    expect(failed.closest('[data-testid="chat-message-user"]')?.textContent).toContain(
      'Do you work in Caddo Parish?',
    );
    expect(input().disabled).toBe(false);

    server.failSends = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(server.sent).toEqual(['Do you work in Caddo Parish?', 'Do you work in Caddo Parish?']);
    expect(within(log()).queryByTestId('chat-message-failed')).toBeNull();
    await waitFor(() => expect(within(log()).queryByTestId('chat-message-sending')).toBeNull());
    expect(within(log()).getAllByText('Do you work in Caddo Parish?')).toHaveLength(1);
  });

  it('does not show a message twice when its stored copy is pushed before the send returns', async () => {
    const server = new FakeChatServer();
    server.holdSends = true;
    await renderChat(server);
    fireEvent.change(input(), { target: { value: 'Yes' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    // The server stores it and pushes it over the socket while the mutation is still on its way.
    await act(async () =>
      server.push({
        message: {
          __typename: 'ChatMessage',
          id: 'pushed',
          message: 'Yes',
          isUser: true,
          author: 'VISITOR',
          kind: 'MESSAGE',
          ownerName: null,
          seq: 50,
          createdAt: '2024-05-01T10:00:50.000Z',
        },
      }),
    );
    expect(within(log()).getAllByText('Yes')).toHaveLength(1);
    expect(within(log()).queryByTestId('chat-message-sending')).toBeNull();
  });

  it("shows the API's own words when it refuses a message (a rate limit), without logging", async () => {
    const server = new FakeChatServer();
    server.failSends = 'rate-limit';
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderChat(server);
    fireEvent.change(input(), { target: { value: 'One more question' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toContain(rateLimitText);
    expect(logged).not.toHaveBeenCalled();
  });

  it('says the history could not be loaded in plain words, and logs the detail', async () => {
    const server = new FakeChatServer();
    server.failHistory = true;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderChat(server);
    const alert = (await screen.findByRole('alert')).textContent ?? '';
    expect(alert).toContain("couldn't load our earlier conversation");
    expect(alert).not.toContain('Response not successful');
    expect(logged.mock.calls.flat().join(' ')).toContain(libraryText);
  });

  it('shows overlapping sends as sending until each is stored', async () => {
    const server = new FakeChatServer();
    server.holdSends = true;
    await renderChat(server, { id: 1, message: "I'd like to request a quote for my project" });
    // The visitor sends before the preset's delay is over; the preset then goes out too.
    fireEvent.change(input(), { target: { value: 'It is a 640-acre tract in Reeves County.' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(server.sent).toHaveLength(2), { timeout: 10_000 });

    expect(within(log()).getAllByTestId('chat-message-sending')).toHaveLength(2);
    await act(async () => server.releaseSend());
    expect(within(log()).getAllByTestId('chat-message-sending')).toHaveLength(1);
    await act(async () => server.releaseSend());
    expect(within(log()).queryByTestId('chat-message-sending')).toBeNull();
    expect(input().disabled).toBe(false);
  });

  it('keeps focus in the box while a message is delivered', async () => {
    const server = new FakeChatServer();
    server.holdSends = true;
    await renderChat(server);
    fireEvent.change(input(), { target: { value: 'Who pays for title curative?' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(document.activeElement).toBe(input());
    await act(async () => server.releaseSend());
    expect(document.activeElement).toBe(input());
  });

  it('forgets a reply in progress when the panel is closed and opened again', async () => {
    const server = new FakeChatServer();
    const { setOpen } = await renderChat(server);
    await act(async () => server.push({ typing: true }));
    await act(async () => server.push({ delta: 'Suspended royalties are' }));
    expect(screen.getByText('Suspended royalties are')).toBeTruthy();

    // Closing drops the socket, so the rest of that reply's events never arrive.
    await setOpen(false);
    await setOpen(true);
    await socketConnects(false);
    expect(screen.queryByText('Suspended royalties are')).toBeNull();
    expect(screen.queryByText('Typing...')).toBeNull();
  });

  it('keeps Shift+Enter for a new line and never sends blank input', async () => {
    const server = new FakeChatServer();
    await renderChat(server);
    fireEvent.change(input(), { target: { value: 'first line' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(server.sent).toEqual([]);
    expect(
      (screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('counts the characters near the limit, tied to the box, and stops at the limit', async () => {
    await renderChat(new FakeChatServer());
    expect(input().maxLength).toBe(chatMessageMaxLength);
    fireEvent.change(input(), { target: { value: 'x'.repeat(chatMessageMaxLength - 201) } });
    expect(screen.queryByText(/ characters$/)).toBeNull();
    fireEvent.change(input(), { target: { value: 'x'.repeat(chatMessageMaxLength - 100) } });
    const counter = screen.getByText(
      `${(chatMessageMaxLength - 100).toLocaleString('en-US')} / ${chatMessageMaxLength.toLocaleString('en-US')} characters`,
    );
    expect(input().getAttribute('aria-describedby')).toBe(counter.id);
  });

  it('shows streamed text live, then the finished reply', async () => {
    const server = new FakeChatServer();
    await renderChat(server);
    await act(async () => server.push({ typing: true }));
    await act(async () => server.push({ delta: 'Title curative ' }));
    await act(async () => server.push({ delta: 'fixes breaks in the chain.' }));
    expect(screen.getByText('Title curative fixes breaks in the chain.')).toBeTruthy();
    await act(async () => server.reply('Title curative fixes breaks in the chain of title.'));
    expect(screen.queryByText('Title curative fixes breaks in the chain.')).toBeNull();
    expect(
      within(log()).getByText('Title curative fixes breaks in the chain of title.'),
    ).toBeTruthy();
  });

  it('shows an error event as a line in the chat and lets the visitor go on', async () => {
    const server = new FakeChatServer();
    await renderChat(server);
    await act(async () => server.push({ error: 'The assistant could not answer just now.' }));
    expect(screen.getByRole('alert').textContent).toContain('could not answer just now');
    expect(input().disabled).toBe(false);
  });

  it('sends a preset message from openChat() for the visitor 1000 ms after opening', async () => {
    jest.useFakeTimers();
    const server = new FakeChatServer();
    const { onPresetSent } = await renderChat(server, {
      id: 1,
      message: "I'd like to request a quote for my project",
    });
    act(() => jest.advanceTimersByTime(presetMessageDelayMs - 1));
    expect(server.sent).toEqual([]);
    await act(async () => jest.advanceTimersByTime(1));
    expect(server.sent).toEqual(["I'd like to request a quote for my project"]);
    expect(within(log()).getByText("I'd like to request a quote for my project")).toBeTruthy();
    expect(onPresetSent).toHaveBeenCalled();
  });

  it('keeps the greeting first when the preset goes out before a slow history arrives', async () => {
    jest.useFakeTimers();
    const server = new FakeChatServer();
    server.holdHistory = true;
    const preset = "I'd like to request a quote for my project";
    await renderChat(server, { id: 1, message: preset });
    await act(async () => jest.advanceTimersByTime(presetMessageDelayMs));
    expect(server.sent).toEqual([preset]);
    await act(async () => server.releaseHistory());
    act(() => jest.advanceTimersByTime(greetingDelayMs));
    const texts = within(log())
      .getAllByTestId(/^chat-message-(assistant|user)$/)
      .map((node) => node.textContent);
    expect(texts[0]).toContain(chatGreeting);
    expect(texts[1]).toContain(preset);
  });

  it('refetches the history after the socket reconnects, catching replies sent meanwhile', async () => {
    const server = new FakeChatServer();
    await renderChat(server);
    // A reply stored while the socket was down: no event ever reaches the page.
    server.history.push({
      id: 'missed',
      message: 'Yes, Hobbs and the rest of Lea County are covered.',
      isUser: false,
      author: 'ASSISTANT',
      seq: 100,
      createdAt: '2024-05-01T11:00:00.000Z',
    });
    await socketConnects(false);
    expect(within(log()).queryByText(/Lea County are covered/)).toBeNull();
    await socketConnects(true);
    expect(await within(log()).findByText(/Lea County are covered/)).toBeTruthy();
  });

  it('catches up when a message was sent before the socket first connected', async () => {
    const server = new FakeChatServer();
    socketUp = false;
    await renderChat(server);
    fireEvent.change(input(), { target: { value: 'Do you handle probate?' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await within(log()).findByText('Do you handle probate?');
    server.history.push({
      id: 'late',
      message: 'Yes: estate and heirship work is one of the core services.',
      isUser: false,
      author: 'ASSISTANT',
      seq: 101,
      createdAt: '2024-05-01T12:00:00.000Z',
    });
    socketUp = true;
    await socketConnects(false);
    expect(await within(log()).findByText(/estate and heirship work/)).toBeTruthy();
  });

  it('shows who wrote each message once the consultant joins, and their join as a notice', async () => {
    const server = new FakeChatServer();
    await renderChat(server);
    await act(async () =>
      server.reply('Ellis Whitaker joined the chat.', {}, 'ASSISTANT', {
        kind: 'JOINED',
        ownerName: 'Ellis Whitaker',
      }),
    );
    await act(async () =>
      server.reply('Hello, this is Ellis. How can I help?', {}, 'OWNER', {
        ownerName: 'Ellis Whitaker',
      }),
    );

    const notice = await within(log()).findByText('Ellis Whitaker joined the chat.');
    expect(notice.closest('[data-testid="chat-notice"]')).not.toBeNull();
    const owned = within(log()).getByText('Hello, this is Ellis. How can I help?');
    const bubble = owned.closest('[data-testid="chat-message-owner"]');
    expect(bubble).not.toBeNull();
    expect(bubble?.textContent).toContain('Ellis Whitaker: ');
    expect(within(log()).queryAllByTestId('chat-message-assistant')).toHaveLength(0);
  });

  it('names a speaker once per run of messages, with the time kept for hover or focus', async () => {
    const server = new FakeChatServer();
    await renderChat(server);
    await act(async () => server.reply('Lease checks take 48 hours.'));
    await act(async () => server.reply('Rush checks take 24 hours.'));
    await act(async () =>
      server.reply('Hello, this is Ellis.', {}, 'OWNER', { ownerName: 'Ellis Whitaker' }),
    );
    const names = within(log())
      .getAllByTestId('chat-speaker-name')
      .map((name) => name.textContent);
    expect(names).toEqual(['Assistant', 'Ellis Whitaker']);
    const times = log().querySelectorAll('time');
    expect(times).toHaveLength(3);
    expect(times[0]?.getAttribute('datetime')).toMatch(/^2024-05-01T10:00/);
  });

  it('reads presence from the message kind, never from its words', async () => {
    const server = new FakeChatServer();
    await renderChat(server);
    // An ordinary reply that happens to read like a notice stays an assistant bubble.
    await act(async () => server.reply('Jo Marsh joined the chat team last spring.'));
    await act(async () =>
      server.reply('Jo Marsh left.', {}, 'ASSISTANT', { kind: 'LEFT', ownerName: 'Jo Marsh' }),
    );
    const ordinary = await within(log()).findByText('Jo Marsh joined the chat team last spring.');
    expect(ordinary.closest('[data-testid="chat-message-assistant"]')).not.toBeNull();
    const left = within(log()).getByText('Jo Marsh left.');
    expect(left.closest('[data-testid="chat-notice"]')).not.toBeNull();
  });

  it('names the consultant in the header while he is in the chat, and hides the quick replies', async () => {
    const server = new FakeChatServer();
    await renderChat(server);
    const subtitle = () => screen.getByTestId('chat-panel-subtitle').textContent;
    expect(subtitle()).toBe('Automated assistant · replies instantly');
    await act(async () => server.reply('Here is what I found.', { suggestions: ['Book a call'] }));
    expect(screen.getByRole('button', { name: 'Book a call' })).toBeTruthy();

    await act(async () =>
      server.reply('Ellis Whitaker joined the chat.', {}, 'ASSISTANT', {
        kind: 'JOINED',
        ownerName: 'Ellis Whitaker',
      }),
    );
    expect(screen.getByTestId('chat-panel-title').textContent).toBe('Ellis Whitaker');
    expect(subtitle()).toContain('Online');
    expect(screen.queryByRole('button', { name: 'Book a call' })).toBeNull();

    await act(async () =>
      server.reply('Ellis Whitaker left the chat.', {}, 'ASSISTANT', {
        kind: 'LEFT',
        ownerName: 'Ellis Whitaker',
      }),
    );
    expect(screen.getByTestId('chat-panel-title').textContent).toBe('Land Services Assistant');
    expect(subtitle()).toBe('Automated assistant · replies instantly');
  });

  it('is a modal sheet on phones: aria-modal, Tab kept inside, the page held still', async () => {
    const matchMedia = jest.fn((query: string) => ({
      matches: query.includes('max-width: 599.95px'),
      media: query,
      onchange: null,
      addListener: jest.fn(),
      removeListener: jest.fn(),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      dispatchEvent: jest.fn(),
    }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    // jsdom lays nothing out: every element counts as shown.
    jest
      .spyOn(HTMLElement.prototype, 'getClientRects')
      .mockReturnValue([{}] as unknown as DOMRectList);
    try {
      const server = new FakeChatServer();
      const { setOpen } = await renderChat(server);
      const dialog = screen.getByRole('dialog');
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(document.body.style.overflow).toBe('hidden');

      // Tab from the last control (the send button) wraps to the first (close).
      const close = within(dialog).getByRole('button', { name: 'Close chat' });
      const sendButton = within(dialog).getByRole('button', { name: 'Send message' });
      fireEvent.change(input(), { target: { value: 'Hello' } });
      act(() => sendButton.focus());
      fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
      expect(document.activeElement).toBe(close);
      fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
      expect(document.activeElement).toBe(sendButton);
      // With the box empty the send button is disabled: Tab from the box wraps.
      fireEvent.change(input(), { target: { value: '' } });
      act(() => input().focus());
      fireEvent.keyDown(input(), { key: 'Tab' });
      expect(document.activeElement).toBe(close);
      // Focus sent to the page behind comes back.
      act(() => screen.getByRole('button', { name: 'A button of the page' }).focus());
      expect(dialog.contains(document.activeElement)).toBe(true);

      await setOpen(false);
      expect(document.body.style.overflow).toBe('');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('is no modal on larger screens and leaves the page scrolling', async () => {
    const server = new FakeChatServer();
    await renderChat(server);
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and moves focus into the panel on open', async () => {
    const server = new FakeChatServer();
    const { onClose } = await renderChat(server);
    expect(document.activeElement).toBe(input());
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
