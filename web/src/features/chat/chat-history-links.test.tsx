import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeChatTransport } from '../../lib/testing/fake-chat-transport';
import { ChatTransportContext } from './chat-client';
import { ChatWindow } from './chat-window';

/** An API that holds one stored conversation: a question and an answer with its sources. */
const history = [
  {
    __typename: 'ChatMessage',
    id: 'h1',
    message: 'How long does a lease check take?',
    isUser: true,
    author: 'VISITOR',
    kind: 'MESSAGE',
    ownerName: null,
    seq: 1,
    createdAt: '2024-04-30T09:00:00.000Z',
    links: null,
  },
  {
    __typename: 'ChatMessage',
    id: 'h2',
    message: 'Rush checks take 24 hours.',
    isUser: false,
    author: 'ASSISTANT',
    kind: 'MESSAGE',
    ownerName: null,
    seq: 2,
    createdAt: '2024-04-30T09:00:01.000Z',
    links: [
      {
        __typename: 'ChatLink',
        label: 'Lease Checks: Turnaround Options',
        href: '/services/lease-checks#turnaround-options',
      },
    ],
  },
];

const transport = fakeChatTransport((operation, observer) => {
  if (operation.operationName === 'ChatMessages') {
    observer.next({ data: { chatMessages: history } });
    observer.complete();
  }
  // The subscription stays open and quiet: everything shown comes from history.
});

it('shows the links stored with an answer when a conversation is reopened', async () => {
  render(
    <MemoryRouter>
      <ChatTransportContext.Provider value={transport}>
        <ChatWindow open onClose={jest.fn()} preset={null} onPresetSent={jest.fn()} />
      </ChatTransportContext.Provider>
    </MemoryRouter>,
  );
  await act(async () => undefined);
  const log = screen.getByRole('log');
  const answer = await within(log).findByText('Rush checks take 24 hours.');
  const bubble = answer.closest('[data-testid="chat-message-assistant"]') as HTMLElement;
  const source = within(bubble).getByRole('link', { name: /Lease Checks: Turnaround Options/ });
  expect(source.getAttribute('href')).toBe('/services/lease-checks#turnaround-options');
});
