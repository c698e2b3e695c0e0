import { fireEvent, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { site } from '@landman/content';
import { ChatShellTemplate } from './chat-shell-template';
import { adoptChatShell, toggleChatShell } from './chat-shell';

/** A page as the server sends it: the launcher, and the shell's template. */
function servePage(): HTMLButtonElement {
  document.body.innerHTML = `<button type="button" aria-expanded="false">Chat</button>${renderToStaticMarkup(<ChatShellTemplate />)}`;
  return document.querySelector('button')!;
}

const box = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });

afterEach(() => {
  adoptChatShell();
  document.body.innerHTML = '';
});

describe('the chat shell, shown on a tap before the chat has loaded', () => {
  it('shows the panel frame at once, with the message box focused', () => {
    const launcher = servePage();
    // The template is inert: nothing of it is on the page yet.
    expect(screen.queryByRole('dialog')).toBeNull();

    const shell = toggleChatShell(launcher);
    const dialog = screen.getByRole('dialog', { name: 'Land Services Assistant' });
    expect(dialog.textContent).toContain('Automated assistant');
    expect(screen.getByRole('status').textContent).toBe('Opening the chat…');
    expect(document.activeElement).toBe(box());
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(shell?.isClosed()).toBe(false);
  });

  it('shows the paperclip disabled, with no file input: a file picked there would be lost', () => {
    toggleChatShell(servePage());
    const paperclip = screen.getByRole<HTMLButtonElement>('button', { name: 'Attach documents' });
    expect(paperclip.disabled).toBe(true);
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('hands what was typed to the panel, and whether the visitor asked to send it', () => {
    const launcher = servePage();
    toggleChatShell(launcher);
    fireEvent.change(box(), { target: { value: 'How is a lease bonus paid?' } });
    expect(adoptChatShell()).toEqual({ draft: 'How is a lease bonus paid?', send: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher.getAttribute('aria-expanded')).toBe('false');

    toggleChatShell(launcher);
    fireEvent.change(box(), { target: { value: 'Do you work in Reeves County?' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toMatch(/goes out as soon as the chat is ready/);
    expect(adoptChatShell()).toEqual({ draft: 'Do you work in Reeves County?', send: true });
    // Nothing is shown any more: there is nothing to adopt.
    expect(adoptChatShell()).toBeUndefined();
  });

  it('does not ask to send an empty message, and Shift+Enter is a new line', () => {
    toggleChatShell(servePage());
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.change(box(), { target: { value: 'Two lines' } });
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(adoptChatShell()).toEqual({ draft: 'Two lines', send: false });
  });

  it('closes on Escape, on its close button and on a second tap, and gives focus back', () => {
    const launcher = servePage();
    const first = toggleChatShell(launcher);
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(first?.isClosed()).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher);

    const second = toggleChatShell(launcher);
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(second?.isClosed()).toBe(true);

    const third = toggleChatShell(launcher);
    expect(toggleChatShell(launcher)?.isClosed()).toBe(true);
    expect(third?.isClosed()).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
  });

  it("says so, with the consultant's number, when the chat's code cannot be loaded", () => {
    toggleChatShell(servePage())?.showFailure();
    expect(screen.getByRole('alert').textContent).toContain(site.phone);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is a modal sheet on phones until the panel takes over', () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query.includes('max-width: 599.95px') }),
    });
    try {
      toggleChatShell(servePage());
      expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true');
      expect(document.body.style.overflow).toBe('hidden');
      adoptChatShell();
      expect(document.body.style.overflow).toBe('');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('is not there on a page without its template', () => {
    document.body.innerHTML = '<button type="button">Chat</button>';
    expect(toggleChatShell(document.querySelector('button')!)).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
