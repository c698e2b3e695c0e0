import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Observable, type Subscriber } from 'rxjs';
import { ChatPage } from './chat-page';
import { useDeskEvents } from './use-desk-events';

const sessionId = 'session_0123456789abcdef0123456789abcdef';

/**
 * A stand-in API for one chat. An answer is read when its request arrives (as the server reads
 * its tables then) and, while answers are held, delivered only when the test releases it.
 */
function fakeApi() {
  let joined = false;
  let hold = false;
  const held: (() => void)[] = [];
  let events: Subscriber<ApolloLink.Result> | undefined;
  const chat = () => ({
    __typename: 'DeskChat',
    sessionId,
    startedAt: '2026-11-27T10:00:00.000Z',
    lastMessageAt: '2026-11-27T10:01:00.000Z',
    wantsPerson: true,
    ownerJoined: joined,
    messages: [],
  });
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        if (operation.operationName === 'DeskEvents') {
          events = observer;
          return;
        }
        let result: ApolloLink.Result;
        if (operation.operationName === 'JoinChat') {
          joined = true;
          result = {
            data: {
              joinChat: { __typename: 'DeskChat', sessionId, ownerJoined: true, wantsPerson: true },
            },
          };
        } else {
          result = { data: { deskChat: chat() } };
        }
        const answer = () => {
          observer.next(result);
          observer.complete();
        };
        if (hold && operation.operationName === 'DeskChat') held.push(answer);
        else answer();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return {
    client,
    subscribed: () => events !== undefined,
    /** The server announces a visitor's message in this chat. */
    visitorWrote: () =>
      act(() => {
        events?.next({
          data: {
            deskEvents: {
              __typename: 'DeskEvent',
              kind: 'VISITOR_MESSAGE',
              at: new Date().toISOString(),
              sessionId,
              lead: null,
              message: null,
            },
          },
        });
      }),
    holdAnswers: (on: boolean) => void (hold = on),
    releaseAnswers: () => act(() => held.splice(0).forEach((answer) => answer())),
  };
}

/** The desk's layout listens to its events around every screen. */
function DeskEvents() {
  useDeskEvents();
  return null;
}

describe('ChatPage', () => {
  it('shows the reply box once the owner joined, even if a refresh read the chat just before the join', async () => {
    const api = fakeApi();
    render(
      <ApolloProvider client={api.client}>
        <MemoryRouter initialEntries={[`/admin/conversations/${sessionId}`]}>
          <DeskEvents />
          <Routes>
            <Route
              path="/admin/conversations/:sessionId"
              element={<ChatPage ownerName="Ellis Whitaker" />}
            />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>,
    );
    const join = await screen.findByRole('button', { name: 'Join the chat' });

    await waitFor(() => expect(api.subscribed()).toBe(true));

    // An event's refresh is on its way, with the chat as it was before the join.
    api.holdAnswers(true);
    api.visitorWrote();
    api.holdAnswers(false);

    await act(async () => {
      fireEvent.click(join);
    });
    // The answer from before the join arrives late: it must not take the reply box away.
    api.releaseAnswers();
    await screen.findByLabelText('Your reply');
    expect(screen.getByLabelText('Your reply')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the chat' })).toBeNull();
  });
});
