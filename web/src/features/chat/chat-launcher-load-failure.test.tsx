import { site } from '@landman/content';
import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { theme } from '../../theme/theme';
import { ChatLauncher } from './chat-launcher';

// The panel's code fails to download until the connection comes back.
let mockOffline = true;
jest.mock('./chat-panel', () => {
  if (mockOffline) throw new Error('Failed to fetch dynamically imported module');
  return {
    __esModule: true,
    default: ({ open }: { open: boolean }) =>
      open ? <div role="dialog" aria-label="Land Services Assistant" /> : null,
  };
});

const launcher = () => screen.getByRole('button', { name: /land services assistant/i });

describe('ChatLauncher when the panel cannot be downloaded', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says so with the phone number, closes, and loads the panel on the next opening', async () => {
    render(
      <ThemeProvider theme={theme}>
        <header>Site header</header>
        <ChatLauncher />
      </ThemeProvider>,
    );
    fireEvent.click(launcher());
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('The chat could not be opened');
    expect(notice.textContent).toContain(site.phone);
    expect(screen.getByText('Site header')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();

    mockOffline = false;
    await act(async () => fireEvent.click(launcher()));
    expect(await screen.findByRole('dialog', { name: 'Land Services Assistant' })).toBeTruthy();
  });
});
