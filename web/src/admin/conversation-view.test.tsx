import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ConversationView, type DeskMessage } from './conversation-view';

let seq = 0;
const message = (
  id: string,
  author: DeskMessage['author'],
  text: string,
  extra: Partial<DeskMessage> = {},
): DeskMessage =>
  ({
    id,
    author,
    kind: 'MESSAGE',
    message: text,
    isUser: author === 'VISITOR',
    seq: ++seq,
    createdAt: '2026-11-25T10:00:00.000Z',
    ...extra,
  }) as DeskMessage;

const renderInRouter = (view: ReactElement) => render(<MemoryRouter>{view}</MemoryRouter>);

describe('ConversationView', () => {
  it('keeps list semantics: every <li> sits in a plain <ol>, inside the live log', () => {
    renderInRouter(
      <ConversationView
        messages={[
          message('1', 'VISITOR', 'Can I talk to a real person?'),
          message('2', 'ASSISTANT', 'Ellis Whitaker joined the chat.', { kind: 'JOINED' }),
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

  it('lists the times a reply offered under its text, which does not list them', () => {
    const times = ['Tue, Mar 17, 10:00 AM', 'Tue, Mar 17, 10:30 AM'];
    renderInRouter(
      <ConversationView
        messages={[
          message('v1', 'VISITOR', 'Can I book a call?'),
          message('a1', 'ASSISTANT', 'Which time suits you? Pick one of the open times below.', {
            choices: times,
          }),
          message('v2', 'VISITOR', times[1]!),
          message('a2', 'ASSISTANT', 'What would you like to discuss?', { choices: [] }),
        ]}
        teaching={false}
      />,
    );
    const offered = screen.getByRole('list', { name: 'Times offered' });
    expect(
      within(offered)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(times);
    expect(offered.closest('[data-testid="desk-message-assistant"]')?.textContent).toContain(
      'Pick one of the open times below',
    );
    expect(screen.getAllByTestId('desk-message-choices')).toHaveLength(1);
    expect(screen.getAllByText(times[0]!)).toHaveLength(1);
  });

  it("leads from each assistant reply to teaching a better answer to the visitor's question", () => {
    renderInRouter(
      <ConversationView
        messages={[
          message('a0', 'ASSISTANT', 'Hello! How can I help?'),
          message('v1', 'VISITOR', 'Do you work on the North Slope?'),
          message('a1', 'ASSISTANT', 'I am not sure.', { needsPerson: true, rating: false }),
          message('v2', 'VISITOR', 'What about Kenai?'),
          message('a2', 'ASSISTANT', 'We cover Texas.', { rating: true }),
          message('o1', 'OWNER', 'Let me answer that myself.'),
        ]}
      />,
    );
    const links = screen.getAllByRole('link', { name: 'Teach a better answer' });
    // Not under the greeting (nobody asked) nor under the owner's own message.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/teach?question=Do+you+work+on+the+North+Slope%3F',
      '/admin/teach?question=What+about+Kenai%3F',
    ]);
    const items = screen.getAllByRole('listitem');
    expect(within(items[2]!).getByText(/could not help · rated not helpful/)).toBeTruthy();
    expect(within(items[4]!).getByText(/rated helpful/)).toBeTruthy();
  });

  it('offers no teaching where it is turned off (a question group shows its own form)', () => {
    renderInRouter(
      <ConversationView
        teaching={false}
        messages={[
          message('v1', 'VISITOR', 'Do you work on the North Slope?'),
          message('a1', 'ASSISTANT', 'I am not sure.'),
        ]}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Teach a better answer' })).toBeNull();
  });
});
