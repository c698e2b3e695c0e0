import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChatLauncher } from './chat-launcher';
import { toggleChatShell } from './chat-shell';
import { ChatShellTemplate } from './chat-shell-template';
import { openChat } from './open-chat';
import type { ChatWindowProps } from './chat-window';

// The real panel opens a socket; here a stand-in shows what the launcher hands it.
jest.mock('./chat-panel', () => ({
  __esModule: true,
  default: function FakePanel({ open, onClose, preset, onPresetSent, draft }: ChatWindowProps) {
    if (!open) return null;
    return (
      <div role="dialog" aria-label="Land Services Assistant">
        <span data-testid="preset">{preset?.message ?? ''}</span>
        <span data-testid="draft">{draft ?? ''}</span>
        <button onClick={onPresetSent}>preset sent</button>
        <button onClick={onClose}>Close chat</button>
      </div>
    );
  },
}));

const launcher = () => screen.getByRole('button', { name: /land services assistant/i });

describe('ChatLauncher', () => {
  it('does not load the panel until first used', () => {
    render(<ChatLauncher />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles the panel and returns focus to the button on close', async () => {
    render(<ChatLauncher />);
    const button = launcher();
    fireEvent.click(button);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close chat', expanded: true })).toBe(button);
    fireEvent.click(screen.getByText('Close chat', { selector: 'div[role=dialog] button' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('opens on the openChatbot event and passes its message on as a preset', async () => {
    render(<ChatLauncher />);
    act(() => openChat("I'd like to schedule a consultation to discuss my project"));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByTestId('preset').textContent).toBe(
      "I'd like to schedule a consultation to discuss my project",
    );
    fireEvent.click(screen.getByText('preset sent'));
    expect(screen.getByTestId('preset').textContent).toBe('');
  });

  it('opens without a preset when another script sends a message that is not text', async () => {
    render(<ChatLauncher />);
    act(() => window.dispatchEvent(new CustomEvent('openChatbot', { detail: { message: 42 } })));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByTestId('preset').textContent).toBe('');
  });

  it('opens without a preset when the event has no message', async () => {
    render(<ChatLauncher />);
    act(() => window.dispatchEvent(new CustomEvent('openChatbot')));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByTestId('preset').textContent).toBe('');
  });

  describe("after the shell stood in for the panel (a tap before the chat's code)", () => {
    /** The launcher, and the shell shown for a tap on it, with `typed` in its message box. */
    function openShell(typed: string, send: boolean) {
      const template = document.createElement('div');
      template.innerHTML = renderToStaticMarkup(<ChatShellTemplate />);
      document.body.append(template);
      render(<ChatLauncher />);
      toggleChatShell(launcher());
      const box = screen.getByRole('textbox', { name: 'Message' });
      fireEvent.change(box, { target: { value: typed } });
      if (send) fireEvent.keyDown(box, { key: 'Enter' });
    }

    it('opens with what the visitor typed in it', async () => {
      openShell('What does a title opinion cover?', false);
      fireEvent.click(launcher());
      expect(await screen.findByTestId('draft')).toHaveProperty(
        'textContent',
        'What does a title opinion cover?',
      );
      expect(screen.getByTestId('preset').textContent).toBe('');
      expect(screen.queryByTestId('chat-shell')).toBeNull();
    });

    it('sends what the visitor asked to send from it', async () => {
      openShell('Do you work in Reeves County? ', true);
      fireEvent.click(launcher());
      expect(await screen.findByTestId('preset')).toHaveProperty(
        'textContent',
        'Do you work in Reeves County?',
      );
      expect(screen.getByTestId('draft').textContent).toBe('');
    });
  });
});
