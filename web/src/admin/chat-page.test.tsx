import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ChatPage } from './chat-page';
import { fakeDeskApi } from './testing/fake-desk-api';
import { useDeskEvents } from './use-desk-events';

const sessionId = 'session_0123456789abcdef0123456789abcdef';

/** A stand-in API for one chat: its answers to the chat's query can be held (fakeDeskApi). */
function fakeApi() {
  let joined = false;
  const api = fakeDeskApi(
    (operation) => {
      if (operation.operationName === 'JoinChat') {
        joined = true;
        return {
          data: {
            joinChat: { __typename: 'DeskChat', sessionId, ownerJoined: true, wantsPerson: true },
          },
        };
      }
      return {
        data: {
          deskChat: {
            __typename: 'DeskChat',
            sessionId,
            startedAt: '2026-11-27T10:00:00.000Z',
            lastMessageAt: '2026-11-27T10:01:00.000Z',
            wantsPerson: true,
            ownerJoined: joined,
            messages: [],
          },
        },
      };
    },
    (operation) => operation.operationName === 'DeskChat',
  );
  return {
    ...api,
    /** The server announces a visitor's message in this chat. */
    visitorWrote: () => api.push({ kind: 'VISITOR_MESSAGE', sessionId }),
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
