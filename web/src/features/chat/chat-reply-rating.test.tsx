import { fireEvent, render, screen, within } from '@testing-library/react';
import { ChatReplyRating } from './chat-reply-rating';

const group = () => screen.getByRole('group', { name: 'Was this answer helpful?' });
const button = (name: 'Helpful' | 'Not helpful') => within(group()).getByRole('button', { name });
const pressed = (name: 'Helpful' | 'Not helpful') => button(name).getAttribute('aria-pressed');

describe('ChatReplyRating', () => {
  it('offers two named toggle buttons, neither pressed before a vote, and no thanks yet', () => {
    render(<ChatReplyRating rating={null} onRate={jest.fn()} />);
    expect(pressed('Helpful')).toBe('false');
    expect(pressed('Not helpful')).toBe('false');
    // Native buttons: in the tab order, pressed with Enter or Space.
    expect(button('Helpful').tagName).toBe('BUTTON');
    expect(button('Helpful').hasAttribute('disabled')).toBe(false);
    expect(within(group()).getByRole('status').textContent).toBe('');
  });

  it('shows the stored vote pressed (from history)', () => {
    render(<ChatReplyRating rating={false} onRate={jest.fn()} />);
    expect(pressed('Helpful')).toBe('false');
    expect(pressed('Not helpful')).toBe('true');
    expect(within(group()).getByRole('status').textContent).toBe('Thanks for the feedback.');
  });

  it('votes with the button pressed, and changes a vote with the other one', () => {
    const onRate = jest.fn();
    const { rerender } = render(<ChatReplyRating rating={null} onRate={onRate} />);
    fireEvent.click(button('Not helpful'));
    expect(onRate).toHaveBeenLastCalledWith(false);
    rerender(<ChatReplyRating rating={false} onRate={onRate} />);
    fireEvent.click(button('Helpful'));
    expect(onRate).toHaveBeenLastCalledWith(true);
    expect(onRate).toHaveBeenCalledTimes(2);
  });

  it('keeps a vote when its own button is pressed again (one vote per reply, never sent twice)', () => {
    const onRate = jest.fn();
    render(<ChatReplyRating rating={true} onRate={onRate} />);
    fireEvent.click(button('Helpful'));
    expect(onRate).not.toHaveBeenCalled();
    expect(pressed('Helpful')).toBe('true');
  });

  it('says why a vote was not saved, in the live status line', () => {
    render(<ChatReplyRating rating={null} error="Your vote was not saved." onRate={jest.fn()} />);
    expect(within(group()).getByRole('status').textContent).toBe('Your vote was not saved.');
  });
});
