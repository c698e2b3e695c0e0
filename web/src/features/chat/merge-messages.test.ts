import { mergeMessages } from './use-chat-conversation';

const message = (id: string, createdAt: string, isUser = true) => ({
  __typename: 'ChatMessage' as const,
  id,
  message: `message ${id}`,
  isUser,
  author: isUser ? ('VISITOR' as const) : ('ASSISTANT' as const),
  createdAt,
});

describe('mergeMessages', () => {
  it('keeps the links stored with a history message', () => {
    const links = [{ label: 'Lease Checks', href: '/services/lease-checks' }];
    const history = [{ ...message('1', '2024-05-01T10:00:00.000Z', false), links }];
    expect(mergeMessages(history, [])[0]?.links).toEqual(links);
  });

  it('keeps a live reply that a slower, older history refetch does not know yet', () => {
    const history = [message('1', '2024-05-01T10:00:00.000Z')];
    const live = [
      message('1', '2024-05-01T10:00:00.000Z'),
      message('2', '2024-05-01T10:00:01.000Z', false),
    ];
    expect(mergeMessages(history, live).map((m) => m.id)).toEqual(['1', '2']);
  });

  it('orders by creation time whichever way a message arrived', () => {
    const history = [message('b', '2024-05-01T10:00:02.000Z')];
    const live = [message('a', '2024-05-01T10:00:01.000Z')];
    expect(mergeMessages(history, live).map((m) => m.id)).toEqual(['a', 'b']);
  });
});
