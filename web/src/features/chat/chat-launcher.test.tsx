import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render as renderElement, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../../theme/theme';
import { ChatLauncher } from './chat-launcher';
import { openChat } from './open-chat';
import type { ChatWindowProps } from './chat-window';

// The real panel opens a socket; here a stand-in shows what the launcher hands it.
jest.mock('./chat-panel', () => ({
  __esModule: true,
  default: function FakePanel({ open, onClose, preset, onPresetSent }: ChatWindowProps) {
    if (!open) return null;
    return (
      <div role="dialog" aria-label="Land Services Assistant">
        <span data-testid="preset">{preset?.message ?? ''}</span>
        <button onClick={onPresetSent}>preset sent</button>
        <button onClick={onClose}>Close chat</button>
      </div>
    );
  },
}));

/** With the site's theme, as in the app (it turns off ripple animations). */
const render = (element: ReactElement) =>
  renderElement(<ThemeProvider theme={theme}>{element}</ThemeProvider>);

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
});
