import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeChatTransport, type FakeAnswerSink } from '../../lib/testing/fake-chat-transport';
import { ChatTransportContext } from './chat-client';
import { chatRatingFailed } from './chat-failure-text';
import { ChatWindow } from './chat-window';

interface RateCall {
  sessionId: string;
  messageId: string;
  helpful: boolean;
}

/** The API as far as votes go: a history, live replies, and rateReply answering or failing. */
class FakeRatingServer {
  history = [
    message('v1', 1, 'VISITOR', 'Do you work in Hobbs?'),
    { ...message('a1', 2, 'ASSISTANT', 'Yes, Hobbs and Lea County.', true), rating: true },
    message('v2', 3, 'VISITOR', 'What does a title opinion cost in Wyoming?'),
    {
      ...message('a2', 4, 'ASSISTANT', 'I do not have an answer for that.', true),
      rating: null,
    },
    message('v3', 5, 'VISITOR', 'Schedule a call'),
    // A step of the booking flow: a question back, nothing to rate.
    message('a3', 6, 'ASSISTANT', 'What name should I put on the request?', false),
  ];
  rates: RateCall[] = [];
  failRates: false | 'server' | 'rate-limit' = false;
  private subscribers: FakeAnswerSink[] = [];

  transport = fakeChatTransport((operation, observer) => {
    if (operation.operationName === 'ChatMessages') {
      observer.next({ data: { chatMessages: this.history } });
      observer.complete();
    } else if (operation.operationName === 'RateReply') {
      const call = operation.variables as unknown as RateCall;
      this.rates.push(call);
      if (this.failRates === 'server') {
        observer.error(new Error('Response not successful: Received status code 500'));
        return;
      }
      if (this.failRates === 'rate-limit') {
        observer.next({
          errors: [
            {
              message: 'You are voting faster than I can count. Please wait a minute.',
              extensions: { code: 'TOO_MANY_REQUESTS' },
            },
          ],
        });
        observer.complete();
        return;
      }
      observer.next({
        data: {
          rateReply: { __typename: 'ChatMessage', id: call.messageId, rating: call.helpful },
        },
      });
      observer.complete();
    } else if (operation.operationName === 'ChatEvents') {
      this.subscribers.push(observer);
    }
  });

  /** A reply pushed over the subscription (never in the fetched history). */
  reply(id: string, seq: number, text: string, rateable: boolean) {
    const chatEvents = {
      __typename: 'ChatEvent',
      typing: null,
      delta: null,
      error: null,
      suggestions: null,
      links: null,
      message: message(id, seq, 'ASSISTANT', text, rateable),
    };
    for (const subscriber of this.subscribers) subscriber.next({ data: { chatEvents } });
  }
}

/** `rateable` as the API decides it (ChatMessage.rateable): an assistant reply that answers. */
function message(
  id: string,
  seq: number,
  author: 'VISITOR' | 'ASSISTANT',
  text: string,
  rateable = false,
) {
  return {
    __typename: 'ChatMessage',
    id,
    message: text,
    isUser: author === 'VISITOR',
    author,
    kind: 'MESSAGE',
    ownerName: null,
    links: null,
    rateable,
    seq,
    createdAt: new Date(Date.UTC(2026, 10, 25, 10, 0, seq)).toISOString(),
  };
}

async function renderChat(server: FakeRatingServer) {
  render(
    <MemoryRouter>
      <ChatTransportContext.Provider value={server.transport}>
        <ChatWindow open onClose={jest.fn()} preset={null} onPresetSent={jest.fn()} />
      </ChatTransportContext.Provider>
    </MemoryRouter>,
  );
  await screen.findByText('I do not have an answer for that.');
}

/** The chat entry (bubble and what sits under it) that reads `text`. */
const entryOf = (text: string) =>
  screen.getByText(text).closest('[data-testid="chat-entry"]') as HTMLElement;

/** The rating control under the reply that reads `text`. */
function ratingOf(text: string) {
  const entry = screen.getByText(text).closest('[data-testid="chat-entry"]') as HTMLElement;
  const group = within(entry).getByRole('group', { name: 'Was this answer helpful?' });
  return {
    helpful: within(group).getByRole('button', { name: 'Helpful' }),
    notHelpful: within(group).getByRole('button', { name: 'Not helpful' }),
    status: within(group).getByRole('status'),
  };
}

const sessionId = () => window.sessionStorage.getItem('landman.chat.sessionId');

beforeEach(() => window.sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('rating the assistant’s replies in the chat window', () => {
  it('puts the control under answers only, showing the votes stored in history', async () => {
    await renderChat(new FakeRatingServer());
    expect(screen.getAllByRole('group', { name: 'Was this answer helpful?' })).toHaveLength(2);
    const first = ratingOf('Yes, Hobbs and Lea County.');
    expect(first.helpful.getAttribute('aria-pressed')).toBe('true');
    expect(first.notHelpful.getAttribute('aria-pressed')).toBe('false');
    const second = ratingOf('I do not have an answer for that.');
    expect(second.helpful.getAttribute('aria-pressed')).toBe('false');
    expect(second.notHelpful.getAttribute('aria-pressed')).toBe('false');
    const question = screen
      .getByText('Do you work in Hobbs?')
      .closest('[data-testid="chat-entry"]');
    expect(within(question as HTMLElement).queryByRole('group')).toBeNull();
    // The assistant's question back (a flow step) has no control under it.
    expect(
      within(entryOf('What name should I put on the request?')).queryByRole('group'),
    ).toBeNull();
  });

  it('offers no vote under a flow step that comes live', async () => {
    const server = new FakeRatingServer();
    await renderChat(server);
    await act(async () => server.reply('a5', 8, 'Which day suits you best?', false));
    expect(within(entryOf('Which day suits you best?')).queryByRole('group')).toBeNull();
    expect(screen.getAllByRole('group', { name: 'Was this answer helpful?' })).toHaveLength(2);
  });

  it("sends the vote with the session's id and the reply's id, and lets the visitor change it", async () => {
    const server = new FakeRatingServer();
    await renderChat(server);
    fireEvent.click(ratingOf('I do not have an answer for that.').notHelpful);
    expect(
      ratingOf('I do not have an answer for that.').notHelpful.getAttribute('aria-pressed'),
    ).toBe('true');
    await waitFor(() => expect(server.rates).toHaveLength(1));
    expect(server.rates[0]).toEqual({ sessionId: sessionId(), messageId: 'a2', helpful: false });
    await waitFor(() =>
      expect(ratingOf('I do not have an answer for that.').status.textContent).toBe(
        'Thanks for the feedback.',
      ),
    );

    fireEvent.click(ratingOf('I do not have an answer for that.').helpful);
    await waitFor(() => expect(server.rates).toHaveLength(2));
    expect(server.rates[1]).toMatchObject({ messageId: 'a2', helpful: true });
    const changed = ratingOf('I do not have an answer for that.');
    expect(changed.helpful.getAttribute('aria-pressed')).toBe('true');
    expect(changed.notHelpful.getAttribute('aria-pressed')).toBe('false');
  });

  it('rates a reply that came live, never in the fetched history', async () => {
    const server = new FakeRatingServer();
    await renderChat(server);
    await act(async () => server.reply('a4', 8, 'Here is what a division order is.', true));
    fireEvent.click(ratingOf('Here is what a division order is.').helpful);
    await waitFor(() =>
      expect(server.rates).toEqual([expect.objectContaining({ messageId: 'a4' })]),
    );
    expect(ratingOf('Here is what a division order is.').helpful.getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('puts the saved vote back and says so when a vote fails, in plain words', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = new FakeRatingServer();
    server.failRates = 'server';
    await renderChat(server);
    fireEvent.click(ratingOf('Yes, Hobbs and Lea County.').notHelpful);
    await waitFor(() =>
      expect(ratingOf('Yes, Hobbs and Lea County.').status.textContent).toBe(chatRatingFailed),
    );
    const reverted = ratingOf('Yes, Hobbs and Lea County.');
    expect(reverted.helpful.getAttribute('aria-pressed')).toBe('true');
    expect(reverted.notHelpful.getAttribute('aria-pressed')).toBe('false');
    expect(reverted.status.textContent).not.toContain('status code');
  });

  it("shows the API's own words when votes are rate limited", async () => {
    const server = new FakeRatingServer();
    server.failRates = 'rate-limit';
    await renderChat(server);
    fireEvent.click(ratingOf('I do not have an answer for that.').notHelpful);
    await waitFor(() =>
      expect(ratingOf('I do not have an answer for that.').status.textContent).toBe(
        'You are voting faster than I can count. Please wait a minute.',
      ),
    );
    expect(
      ratingOf('I do not have an answer for that.').notHelpful.getAttribute('aria-pressed'),
    ).toBe('false');
  });
});
