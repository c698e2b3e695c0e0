import { render, screen } from '@testing-library/react';
import { ConversationView, type DeskMessage } from './conversation-view';

const message = (id: string, author: DeskMessage['author'], text: string): DeskMessage =>
  ({
    id,
    author,
    message: text,
    isUser: author === 'VISITOR',
    createdAt: '2026-11-25T10:00:00.000Z',
  }) as DeskMessage;

describe('ConversationView', () => {
  it('keeps list semantics: every <li> sits in a plain <ol>, inside the live log', () => {
    render(
      <ConversationView
        messages={[
          message('1', 'VISITOR', 'Can I talk to a real person?'),
          message('2', 'ASSISTANT', 'Ellis Whitaker joined the chat.'),
          message('3', 'OWNER', 'Hello, this is Ellis.'),
        ]}
        ownerName="Ellis Whitaker"
      />,
    );
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(list.hasAttribute('role')).toBe(false);
    expect(log.contains(list)).toBe(true);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    for (const item of items) expect(item.parentElement).toBe(list);
  });
});
